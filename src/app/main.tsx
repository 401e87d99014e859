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
import { readStartupConfig } from './boot/startupConfig.js'
import { preloadPageOf } from './routing/preloadPage.js'
import { theme } from './theme.js'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root = createRoot(container)

const startup = readStartupConfig(window.strataEnv, { checkedAgainst: window.strataEnvChecked, fingerprint: __STARTUP_SCHEMA_FINGERPRINT__ })
const pageCode = startup.ok ? preloadPageOf(window.location.pathname, startup.settings) : undefined
// The first render waits briefly for the page's code (see pageCodeWait.ts).
if (pageCode) void pageCodeOrTimeout(pageCode).then(renderApp)
else renderApp()

function renderApp() {
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
