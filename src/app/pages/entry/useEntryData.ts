import { useEffect, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { takePrefetched } from '../../../engine/api/prefetched.js'
import type { CardRequired } from '../../../engine/config/card-kinds.js'
import type { Archive, EntryMetadata } from '../../../renderers/cards/types.js'
import { archiveQueryPath, metadataPath } from './prefetchEntry.js'

export type Loadable<T> = { state: 'loading' } | { state: 'loaded'; value: T } | { state: 'failed'; error: unknown }

const LOADING = { state: 'loading' } as const

/** Runs `load` whenever `key` changes; answers 'loading' until the result for the current key is there. */
function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loadable<T> {
  const [result, setResult] = useState<{ key: string; value: Loadable<T> }>()
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal)
      .then((value) => setResult({ key, value: { state: 'loaded', value } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, value: { state: 'failed', error } })
      })
    return () => controller.abort()
    // `load` is rebuilt every render; `key` names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return result?.key === key ? result.value : LOADING
}

/** `GET entries/{id}`: the entry's metadata (`data`). */
export function useEntryMetadata(api: ApiClient, entryId: string): Loadable<EntryMetadata> {
  return useLoad(`${api.url('')} ${entryId}`, async (signal) => {
    const path = metadataPath(entryId)
    const response = await (takePrefetched<{ data: EntryMetadata }>('GET', path) ?? api.get<{ data: EntryMetadata }>(path, undefined, { signal }))
    return response.data
  })
}

/**
 * `POST entries/{id}/archive/query` once, with the union of what the shown cards declare. No request
 * when no card needs archive data.
 */
export function useOverviewArchive(api: ApiClient, entryId: string, required: CardRequired | undefined): Loadable<Archive> {
  return useLoad(`${api.url('')} ${entryId} ${JSON.stringify(required ?? null)}`, async (signal) => {
    if (required === undefined) return {}
    const path = archiveQueryPath(entryId)
    type Answer = { data: { archive?: Archive } }
    const response = await (takePrefetched<Answer>('POST', path, { required }) ?? api.post<Answer>(path, { required }, { signal }))
    return response.data.archive ?? {}
  })
}
