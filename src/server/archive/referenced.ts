/** Loads the archives that references into other entries point to, for the entries the viewer may see. */
import type { ParsedReference } from '../../engine/archive/paths.js'
import { entryIdOf } from '../ids.js'
import type { RecordStore, StoredDoc } from '../store/interfaces.js'
import { storedArchive } from './entry-archives.js'
import { isVisible, type Viewer } from './visibility.js'

export function referencedArchiveLoader(records: RecordStore, uploadId: string, viewer: Viewer) {
  return async (reference: ParsedReference): Promise<StoredDoc | undefined> => {
    const entryId = reference.entryId ?? (reference.mainfile !== undefined ? entryIdOf(reference.uploadId ?? uploadId, reference.mainfile) : undefined)
    if (!entryId) return undefined
    const entry = await records.get('entries', entryId)
    if (!entry || !isVisible(entry, viewer)) return undefined
    return (await storedArchive(records, entryId))?.archive
  }
}
