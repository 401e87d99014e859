import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { ApiClient, storeTokenCookie } from '../../engine/api/client.js'
import { useAuth } from '../auth/AuthContext.js'
import { useShellSettings } from '../config/SettingsContext.js'
import { guiVersion } from './guiVersion.js'

const ApiContext = createContext<ApiClient | null>(null)

/**
 * Provides the API client for `${appBase}/api/v1`, with the logged-in user's token.
 * Also keeps the token in the API-scoped cookie (spec 1 §7). `client` replaces the default one (tests).
 */
export function ApiProvider({ client, children }: { client?: ApiClient; children: ReactNode }) {
  const { apiBase } = useShellSettings()
  const auth = useAuth()
  const api = useMemo(() => client ?? new ApiClient({ baseUrl: apiBase, guiVersion }), [client, apiBase])
  // A layout effect runs before the children's effects, so their first requests already carry the token.
  const { getToken } = auth
  useLayoutEffect(() => api.setTokenProvider(getToken), [api, getToken])

  const tokenValue = auth.token?.value
  const tokenExpiry = auth.token?.expiresAt?.getTime()
  useEffect(() => {
    const apiPath = new URL(apiBase, window.location.origin).pathname.replace(/\/v1\/?$/, '')
    storeTokenCookie(document, apiPath, tokenValue, tokenExpiry === undefined ? undefined : new Date(tokenExpiry))
  }, [apiBase, tokenValue, tokenExpiry])

  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
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
