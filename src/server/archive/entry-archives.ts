/** Reading entries and their archives from the record store, visible ones only. */
import { ApiError } from '../http/errors.js'
import type { RecordStore, StoredDoc } from '../store/interfaces.js'
import { isVisible, type Viewer } from './visibility.js'

/** NOMAD's answer for an entry that does not exist or that the user may not see. */
export const ENTRY_NOT_FOUND = 'The entry with the given id does not exist or is not visible to you.'

export interface StoredArchive {
  entry_id: string
  upload_id: string
  archive: StoredDoc
}

/** The entry's metadata, or a 404 when it does not exist or is hidden from the viewer. */
export async function visibleEntry(records: RecordStore, entryId: string, viewer: Viewer): Promise<StoredDoc> {
  const entry = await records.get('entries', entryId)
  if (!entry || !isVisible(entry, viewer)) throw new ApiError(404, ENTRY_NOT_FOUND)
  return entry
}

export async function storedArchive(records: RecordStore, entryId: string): Promise<StoredArchive | undefined> {
  const stored = await records.get('archives', entryId)
  if (!stored || typeof stored.archive !== 'object' || stored.archive === null) return undefined
  return stored as unknown as StoredArchive
}

/** The archive of a visible entry; 404 when there is none (processing failed or not done). */
export async function visibleArchive(records: RecordStore, entryId: string, viewer: Viewer): Promise<{ entry: StoredDoc; archive: StoredArchive }> {
  const entry = await visibleEntry(records, entryId, viewer)
  const archive = await storedArchive(records, entryId)
  if (!archive) throw new ApiError(404, ENTRY_NOT_FOUND)
  return { entry, archive }
}

export function parserNameOf(entry: StoredDoc): string | undefined {
  return typeof entry.parser_name === 'string' ? entry.parser_name : undefined
}
