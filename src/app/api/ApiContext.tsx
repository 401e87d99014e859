import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { ApiClient, storeTokenCookie } from '../../engine/api/client.js'
import { tokenExpiry } from '../../engine/api/tokenExpiry.js'
import { useAuth } from '../auth/AuthContext.js'
import { useShellSettings } from '../config/SettingsContext.js'
import { guiVersion } from './guiVersion.js'

const ApiContext = createContext<ApiClient | null>(null)

/**
 * Provides the API client for `${appBase}/api/v1`, with the logged-in user's token.
 * Also keeps the token in the API-scoped cookie (spec 1 §7), refreshed and rewritten before every
 * plain navigation into the API (`api.navigate`). `client` replaces the default one (tests).
 */
export function ApiProvider({ client, children }: { client?: ApiClient; children: ReactNode }) {
  const { apiBase } = useShellSettings()
  const auth = useAuth()
  const api = useMemo(() => client ?? new ApiClient({ baseUrl: apiBase, guiVersion }), [client, apiBase])
  // A layout effect runs before the children's effects, so their first requests already carry the token.
  const { getToken, status } = auth
  useLayoutEffect(() => api.setTokenProvider(getToken), [api, getToken])

  const apiPath = useMemo(() => apiCookiePath(apiBase), [apiBase])
  useLayoutEffect(() => {
    // Anonymous visitors have no token to refresh; their navigation goes out as it is.
    const refreshCookie = async () => {
      const token = await getToken()
      storeTokenCookie(document, apiPath, token, token ? tokenExpiry(token) : undefined)
    }
    api.setNavigationPreparer(status === 'anonymous' ? undefined : refreshCookie)
  }, [api, apiPath, getToken, status])

  const tokenValue = auth.token?.value
  const tokenExpiresAt = auth.token?.expiresAt?.getTime()
  useEffect(() => {
    storeTokenCookie(document, apiPath, tokenValue, tokenExpiresAt === undefined ? undefined : new Date(tokenExpiresAt))
  }, [apiPath, tokenValue, tokenExpiresAt])

  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}

/** The cookie's path: the API base without its version, so it reaches every API call. */
function apiCookiePath(apiBase: string): string {
  return new URL(apiBase, window.location.origin).pathname.replace(/\/v1\/?$/, '')
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi must be used inside <ApiProvider>')
  return api
}

/** Number of API requests in flight, for the loading indicator. */
export function useApiInFlight(): number {
  const api = useApi()
  return useSyncExternalStore(
    (onChange) => api.onLoadingChange(onChange),
    () => api.inFlight,
  )
}
