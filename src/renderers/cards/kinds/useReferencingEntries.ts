import { useEffect, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'

export interface ReferencingEntry {
  entry_id: string
  mainfile?: string
  upload_id?: string
  entry_name?: string
  entry_references?: { source_path?: string; target_entry_id?: string; target_path?: string }[]
}

/** The latest 20 entries that reference `entryId` (spec 3 §7.1), or undefined while loading. */
export function useReferencingEntries(api: ApiClient, entryId: string, extraQuery: Record<string, unknown> = {}): ReferencingEntry[] | undefined | Error {
  const [entries, setEntries] = useState<ReferencingEntry[] | undefined | Error>()
  const extra = JSON.stringify(extraQuery)
  useEffect(() => {
    const controller = new AbortController()
    api
      .post<{ data: ReferencingEntry[] }>(
        'entries/query',
        {
          owner: 'visible',
          query: { 'entry_references.target_entry_id': entryId, ...(JSON.parse(extra) as Record<string, unknown>) },
          required: { include: ['entry_id', 'mainfile', 'upload_id', 'entry_name', 'entry_references'] },
          pagination: { order_by: 'upload_create_time', order: 'desc', page_size: 20 },
        },
        { signal: controller.signal },
      )
      .then((response) => setEntries(response.data))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setEntries(error instanceof Error ? error : new Error(String(error)))
      })
    return () => controller.abort()
  }, [api, entryId, extra])
  return entries
}
