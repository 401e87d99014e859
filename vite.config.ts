import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { yamlAsData } from './scripts/vite/yamlAsData.js'

const appDir = fileURLToPath(new URL('./src/app/', import.meta.url))

// The GUI is served by the Strata server under the app base; the server injects env.js.
export default defineConfig({
  base: '/prod/v1/develop/gui/',
  plugins: [react(), yamlAsData()],
  root: 'src/app',
  publicDir: false,
  build: {
    outDir: '../../dist/gui',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The second page is loaded by oidc-client-ts in a hidden iframe for the silent sign-in check.
      input: { index: `${appDir}index.html`, silentCallback: `${appDir}auth/silent-callback.html` },
    },
  },
  server: {
    proxy: {
      '/prod/v1/develop/api': 'http://127.0.0.1:8000',
      '/prod/v1/develop/auth': 'http://127.0.0.1:8000',
      '/prod/v1/develop/gui/env.js': 'http://127.0.0.1:8000',
    },
  },
})
