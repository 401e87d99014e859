import type { ApiClient } from '../../engine/api/client.js'
import { downloadDataUrl } from '../viewers/plot/capture.js'

/** NOMAD names a downloaded archive after its entry. */
export function archiveFileName(entryId: string): string {
  return `${entryId}.json`
}

/** The whole archive of an entry (GET entries/{id}/archive) saved as `{entry_id}.json`. */
export async function downloadArchive(api: Pick<ApiClient, 'get'>, entryId: string): Promise<void> {
  const answer = await api.get<{ data?: { archive?: unknown } }>(`entries/${encodeURIComponent(entryId)}/archive`)
  if (answer.data?.archive === undefined) throw new Error(`The archive of entry ${entryId} could not be downloaded: the answer holds no archive.`)
  const url = URL.createObjectURL(new Blob([JSON.stringify(answer.data.archive, null, 2)], { type: 'application/json' }))
  downloadDataUrl(url, archiveFileName(entryId))
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
