import { useEffect, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'

/** The id of the first entry a plain search finds: undefined while it runs, '' when there is none. */
export function useFirstEntryId(api: ApiClient): string | undefined {
  const [entryId, setEntryId] = useState<string>()
  useEffect(() => {
    const controller = new AbortController()
    api
      .post<{ data: { entry_id?: string }[] }>('entries/query', { pagination: { page_size: 1 }, required: { include: ['entry_id'] } }, { signal: controller.signal })
      .then(
        (response) => setEntryId(response.data[0]?.entry_id ?? ''),
        () => !controller.signal.aborted && setEntryId(''),
      )
    return () => controller.abort()
  }, [api])
  return entryId
}
