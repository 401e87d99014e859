/**
 * The mainfiles action/delete-entry-files removes: the query is searched exactly like POST
 * entries/query, within this upload only, so it selects what it names (any quantity, any
 * operator, and/or/not); a query that cannot be evaluated is refused (422) before anything is
 * deleted, never widened to the whole upload.
 */
import type { AuthUser } from '../../auth/types.js'
import type { UploadService } from '../../uploads/upload-service.js'
import { matchingEntries } from '../entries/matching-entries.js'

export async function entryFilesToDelete(service: UploadService, uploadId: string, query: Record<string, unknown>, user: AuthUser | null): Promise<string[]> {
  const matching = await matchingEntries(service, { owner: 'visible', query: { and: [query, { upload_id: uploadId }] } }, user)
  const mainfiles: string[] = []
  for await (const entry of matching.entries()) {
    if (entry.upload_id === uploadId && typeof entry.mainfile === 'string') mainfiles.push(entry.mainfile)
  }
  return mainfiles
}
