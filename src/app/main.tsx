import '@fontsource/titillium-web/300.css'
import '@fontsource/titillium-web/400.css'
import '@fontsource/titillium-web/600.css'
import '@fontsource/titillium-web/700.css'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { ConfigErrorPage } from './boot/ConfigErrorPage.js'
import { pageCodeOrTimeout } from './boot/pageCodeWait.js'
import { startupOf, type StartupResult } from './boot/checkedStartup.js'
import { preloadPageOf } from './routing/preloadPage.js'
import { theme } from './theme.js'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root = createRoot(container)

const startup = startupOf(window.strataEnv, { checkedAgainst: window.strataEnvChecked, fingerprint: __STARTUP_SCHEMA_FINGERPRINT__ })
if (startup instanceof Promise) void startup.then(start)
else start(startup)

function start(startup: StartupResult) {
  const pageCode = startup.ok ? preloadPageOf(window.location.pathname, startup.settings) : undefined
  // The first render waits briefly for the page's code (see pageCodeWait.ts).
  if (pageCode) void pageCodeOrTimeout(pageCode).then(() => renderApp(startup))
  else renderApp(startup)
}

function renderApp(startup: StartupResult) {
  root.render(
    <StrictMode>
      {startup.ok ? (
        <App settings={startup.settings} />
      ) : (
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ConfigErrorPage problems={startup.problems} />
        </ThemeProvider>
      )}
    </StrictMode>,
  )
}
