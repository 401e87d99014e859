import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { Suspense, useEffect, useMemo, type ReactNode } from 'react'
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router'
import type { ApiClient } from '../engine/api/client.js'
import { UnitSystemsContext } from '../renderers/units/displayUnits.js'
import { ApiProvider } from './api/ApiContext.js'
import { NorthProvider } from './north/NorthProvider.js'
import { AuthContext, type AuthController } from './auth/AuthContext.js'
import { OidcAuthProvider } from './auth/OidcAuthProvider.js'
import type { ShellSettings } from './config/shellSettings.js'
import { SettingsContext } from './config/SettingsContext.js'
import { GUI_BASE } from './constants.js'
import { ErrorBoundary } from './errors/ErrorBoundary.js'
import { ErrorSnackbar } from './errors/ErrorSnackbar.js'
import { ErrorsProvider } from './errors/ErrorsContext.js'
import { PageLoading } from './layout/PageLoading.js'
import { buildRoutes } from './routing/routes.js'
import { theme } from './theme.js'

export type RouterFactory = (routes: RouteObject[]) => Parameters<typeof RouterProvider>[0]['router']

const browserRouter: RouterFactory = (routes) => createBrowserRouter(routes, { basename: GUI_BASE })

export interface AppProps {
  settings: ShellSettings
  /** Login state and actions; by default OpenID Connect against the configured provider. */
  auth?: AuthController
  /** Replaces the API client built from the settings. */
  apiClient?: ApiClient
  /** Replaces the browser router (tests use a memory router). */
  createRouter?: RouterFactory
}

function Auth({ settings, auth, children }: { settings: ShellSettings; auth?: AuthController; children: ReactNode }) {
  if (auth) return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
  return (
    <OidcAuthProvider authority={settings.oidc.authority} clientId={settings.oidc.clientId}>
      {children}
    </OidcAuthProvider>
  )
}

/** The whole GUI: theme, settings, error queue, login, API client and the routes of spec 1 §2. */
export function App({ settings, auth, apiClient, createRouter = browserRouter }: AppProps) {
  const router = useMemo(() => createRouter(buildRoutes(settings)), [createRouter, settings])
  useEffect(() => {
    document.title = settings.title
  }, [settings.title])
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <SettingsContext.Provider value={settings}>
          <ErrorsProvider>
            <Auth settings={settings} auth={auth}>
              <ApiProvider client={apiClient}>
                <NorthProvider>
                  <UnitSystemsContext.Provider value={settings.unitSystems}>
                    <Suspense fallback={<PageLoading />}>
                      <RouterProvider router={router} />
                    </Suspense>
                  </UnitSystemsContext.Provider>
                </NorthProvider>
              </ApiProvider>
            </Auth>
            <ErrorSnackbar />
          </ErrorsProvider>
        </SettingsContext.Provider>
      </ErrorBoundary>
    </ThemeProvider>
  )
}
