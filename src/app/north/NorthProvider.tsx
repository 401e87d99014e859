import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { ToolsResponse } from '../../engine/api/schemas/north.js'
import { fetchTools } from '../../renderers/north/northApi.js'
import { ToolsContext, type ToolsContextValue } from '../../renderers/north/ToolsContext.js'
import { useApi } from '../api/ApiContext.js'
import { useAuth } from '../auth/AuthContext.js'
import { useShellSettings } from '../config/SettingsContext.js'

/** Offers the deployment's remote tools to every page (tools page, file lanes, row actions) when the hub is enabled. */
export function NorthProvider({ children }: { children: ReactNode }) {
  const settings = useShellSettings()
  const api = useApi()
  const { status } = useAuth()
  const [answer, setAnswer] = useState<ToolsResponse>()
  const [generation, setGeneration] = useState(0)
  const reload = useCallback(() => setGeneration((value) => value + 1), [])

  useEffect(() => {
    if (!settings.northEnabled || status === 'checking') return
    let active = true
    fetchTools(api).then(
      (tools) => active && setAnswer(tools),
      () => active && setAnswer({ data: [], hub: { available: false, message: 'The remote tools hub did not answer.' } }),
    )
    return () => {
      active = false
    }
  }, [api, settings.northEnabled, status, generation])

  const value = useMemo<ToolsContextValue>(
    () => ({ api, tools: answer?.data, hub: answer?.hub, loggedIn: status === 'authenticated', northBase: settings.northBase, reload }),
    [api, answer, status, settings.northBase, reload],
  )
  if (!settings.northEnabled) return <>{children}</>
  return <ToolsContext.Provider value={value}>{children}</ToolsContext.Provider>
}
