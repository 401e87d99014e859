import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './scripts/vite/precompress.js'
import { routePreload } from './scripts/vite/routePreload.js'
import { staticShellGroup } from './scripts/vite/staticShell.js'
import { metainfoAsData } from './scripts/vite/metainfoAsData.js'
import { compileHints } from './scripts/vite/compileHints.js'
import { LOGIN_HINT_KEY } from './src/app/auth/loginHint.js'
import { startupSchemaFingerprint } from './src/server/http/startup-fingerprint.js'

const appDir = fileURLToPath(new URL('./src/app/', import.meta.url))
// React Router 7's package exports only its development build (warnings on; remix-run/react-router#14102):
// built GUIs take the production one beside it, which differs only in that switch.
const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url))
const GUI_BASE = '/prod/v1/develop/gui/'
// The pages whose chunks the browser asks for as soon as index.html is read (see routePreload; preloadPage.ts does the same later, at run time).
const ENTRY_ROUTE = '^/entry/id/([^/]+)'
const SEARCH_ROUTE = '^/search/([^/]+)/?$'
const PRELOADED_ROUTES = [
  { path: ENTRY_ROUTE, modules: [`${appDir}pages/entry/EntryPage.tsx`, `${appDir}pages/entry/OverviewTab.tsx`] },
  { path: '^/search/[^/]+', modules: [`${appDir}pages/search/AppSearchPage.tsx`, `${appDir}pages/search/SearchPageContent.tsx`] },
  { path: '^/user/search/[^/]+', modules: [`${appDir}pages/search/SearchPageContent.tsx`] },
]
const MUI_INPUTS =
  /node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(Autocomplete|Popper|Select|Checkbox|internal|FormControlLabel|TextField|FormControl|ListItemButton|InputAdornment|ListItemText|Table|TableBody|TableCell|TableContainer|TableHead|TableRow|TableSortLabel|Switch|InputBase|Input|OutlinedInput|FilledInput|InputLabel|FormLabel|FormHelperText|NativeSelect|Portal|useAutocomplete|Unstable_TrapFocus|ListSubheader|Slider|Radio|RadioGroup|Tabs|Tab)[\\/]/

// The GUI is served by the Strata server under the app base; the server injects env.js.
export default defineConfig(({ command }) => ({
  base: GUI_BASE,
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [] },
  // The GUI takes a startup configuration validated with this very schema as it is (src/app/boot/checkedStartup.ts).
  define: { __STARTUP_SCHEMA_FINGERPRINT__: JSON.stringify(startupSchemaFingerprint()) },
  plugins: [
    react(),
    metainfoAsData(),
    routePreload(GUI_BASE, PRELOADED_ROUTES, { entryRoute: ENTRY_ROUTE, searchRoute: SEARCH_ROUTE, loginHintKey: LOGIN_HINT_KEY }),
    compileHints(PRELOADED_ROUTES.flatMap((route) => route.modules)),
    precompress(),
  ],
  root: 'src/app',
  publicDir: false,
  build: {
    outDir: '../../dist/gui',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The second page is loaded by oidc-client-ts in a hidden iframe for the silent sign-in check.
      input: { index: `${appDir}index.html`, silentCallback: `${appDir}auth/silent-callback.html` },
      // The MUI inputs and tables of the search page's filters and results in one chunk with what they import: split
      // per component they and their shared parts made 45 more requests, queued six at a time behind the shell's; one chunk brought the
      // first result rows about 130 ms sooner (A/B of cold loads) with less JavaScript loaded by then (381 → 362 KiB).
      // Common chunks under 8 KB (icons, small MUI parts) are copied into the chunks that use them: 121 → 75 script files,
      // the search page loads 14 instead of 23 before its first rows, and on two cores each request costs the browser tens
      // of ms. A/B of cold loads, medians of 9: entry page first card 1114 → 977 ms, search page first rows 1100 → 1020 ms.
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 }, groups: [{ name: 'mui-inputs', test: MUI_INPUTS }, staticShellGroup('shell', `${appDir}main.tsx`, `${appDir}auth/silentCallback.ts`)] } },
    },
  },
  server: {
    proxy: {
      '/prod/v1/develop/api': 'http://127.0.0.1:8000',
      '/prod/v1/develop/auth': 'http://127.0.0.1:8000',
      '/prod/v1/develop/gui/env.js': 'http://127.0.0.1:8000',
    },
  },
}))
