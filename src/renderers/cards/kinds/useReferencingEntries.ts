import { useEffect, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { ENTRIES_EXCLUDE } from '../../../engine/query/searchRequest.js'

export interface ReferencingEntry {
  entry_id: string
  mainfile?: string
  upload_id?: string
  entry_name?: string
  entry_references?: { source_path?: string; target_entry_id?: string; target_path?: string }[]
}

/** Referenced-by lists show at most the latest 20 entries (spec 3 §9). */
const LATEST = { order_by: 'upload_create_time', order: 'desc', page_size: 20 }

/**
 * The body of the entry references card's POST entries/query (spec 3 §7.1): the latest 20 entries
 * that reference any part of `entryId`, with their whole metadata, as NOMAD's card sends it.
 */
export function referencedByEntryRequest(entryId: string) {
  return {
    required: { metadata: '*' },
    owner: 'visible',
    pagination: LATEST,
    query: { 'entry_references.target_entry_id': entryId },
  }
}

/**
 * The body of the history card's POST entries/query: the latest 20 activities that reference
 * `entryId`, as NOMAD's card sends it (its search context's query form, recorded in entry/eln-*.json).
 */
export function activitiesRequest(entryId: string, activityDefinition: string) {
  return {
    owner: 'visible',
    query: { and: [{}, { 'section_defs.definition_qualified_name:all': [activityDefinition], 'entry_references.target_entry_id:all': [entryId] }] },
    aggregations: {},
    pagination: LATEST,
    required: { exclude: ENTRIES_EXCLUDE },
  }
}

/**
 * POSTs `body` to entries/query; the hits, undefined while loading, or the error. An answer belongs to the
 * request it was asked for: when the body changes (another entry), the card shows loading, not the old list.
 */
export function useReferencingEntries(api: ApiClient, body: object): ReferencingEntry[] | undefined | Error {
  const [answer, setAnswer] = useState<{ request: string; entries: ReferencingEntry[] | Error }>()
  const request = JSON.stringify(body)
  useEffect(() => {
    const controller = new AbortController()
    api
      .post<{ data: ReferencingEntry[] }>('entries/query', JSON.parse(request) as object, { signal: controller.signal })
      .then((response) => setAnswer({ request, entries: response.data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, entries: error instanceof Error ? error : new Error(String(error)) })
      })
    return () => controller.abort()
  }, [api, request])
  return answer?.request === request ? answer.entries : undefined
}
