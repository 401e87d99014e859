import { useEffect, useMemo, useState } from 'react'
import { useSearchContext } from '../search/SearchContext.js'

export interface EntriesQueryState {
  data: Record<string, unknown>[] | undefined
  loading: boolean
  error: Error | undefined
}

/**
 * POSTs `body` to `{resource}/query` while `enabled` and again when the body changes; answers to older
 * bodies are dropped. Uses the search context's API client, so that the user's token is sent.
 */
export function useEntriesQuery(body: Record<string, unknown>, enabled: boolean): EntriesQueryState {
  const context = useSearchContext()
  const api = context.api
  const key = useMemo(() => JSON.stringify(body), [body])
  const [state, setState] = useState<{ data?: Record<string, unknown>[]; error?: Error; key?: string }>({})
  const resource = context.resource

  useEffect(() => {
    if (!enabled) return
    let live = true
    api
      .post<{ data?: Record<string, unknown>[] }>(`${resource}/query`, JSON.parse(key))
      .then((response) => {
        if (live) setState({ data: response.data ?? [], key })
      })
      .catch((reason: unknown) => {
        if (live) setState({ error: reason instanceof Error ? reason : new Error(String(reason)), key })
      })
    return () => {
      live = false
    }
  }, [api, resource, key, enabled])

  // Until the answer to the current body arrives, the previous points stay.
  return { data: state.data, error: state.error, loading: enabled && state.key !== key }
}
