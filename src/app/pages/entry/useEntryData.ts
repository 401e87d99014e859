import { useEffect, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { peekArrived, takePrefetched } from '../../../engine/api/prefetched.js'
import type { CardRequired } from '../../../engine/config/card-kinds.js'
import type { Archive, EntryMetadata } from '../../../renderers/cards/types.js'
import { archiveQueryPath, metadataPath } from './prefetchEntry.js'

export type Loadable<T> = { state: 'loading' } | { state: 'loaded'; value: T } | { state: 'failed'; error: unknown }

const LOADING = { state: 'loading' } as const

/** An answer sent ahead that may be there at the first render: looked at then, taken once the render is committed. */
interface Arrived<T> {
  peek: () => T | undefined
  take: () => void
}

/**
 * Runs `load` whenever `key` changes; answers 'loading' until the result for the current key is there.
 * A result already there at the first render (`arrived`) needs no load.
 */
function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>, arrived?: Arrived<T>): Loadable<T> {
  const [result, setResult] = useState<{ key: string; value: Loadable<T> } | undefined>(() => {
    const value = arrived?.peek()
    return value === undefined ? undefined : { key, value: { state: 'loaded', value } }
  })
  const resultKey = result?.key
  useEffect(() => {
    if (resultKey === key) {
      arrived?.take()
      return
    }
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
  const path = metadataPath(entryId)
  return useLoad(
    `${api.url('')} ${entryId}`,
    async (signal) => (await (takePrefetched<{ data: EntryMetadata }>('GET', path) ?? api.get<{ data: EntryMetadata }>(path, undefined, { signal }))).data,
    { peek: () => peekArrived<{ data: EntryMetadata }>('GET', path)?.data, take: () => void takePrefetched('GET', path) },
  )
}

/**
 * `POST entries/{id}/archive/query` once, with the union of what the shown cards declare. No request
 * when no card needs archive data.
 */
export function useOverviewArchive(api: ApiClient, entryId: string, required: CardRequired | undefined): Loadable<Archive> {
  const path = archiveQueryPath(entryId)
  type Answer = { data: { archive?: Archive } }
  return useLoad(
    `${api.url('')} ${entryId} ${JSON.stringify(required ?? null)}`,
    async (signal) => {
      if (required === undefined) return {}
      const response = await (takePrefetched<Answer>('POST', path, { required }) ?? api.post<Answer>(path, { required }, { signal }))
      return response.data.archive ?? {}
    },
    {
      peek: () => (required === undefined ? {} : peekArrived<Answer>('POST', path, { required })?.data.archive),
      take: () => void takePrefetched('POST', path, { required }),
    },
  )
}
