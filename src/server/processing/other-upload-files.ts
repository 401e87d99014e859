/**
 * Files of other uploads for the parsers (an ELN entry whose schema lives in another upload,
 * `../uploads/{upload_id}/raw/{path}` or `../uploads/{upload_id}/archive/{entry_id}`): read only when
 * the uploader may view that upload, the same rule GET uploads/{id}/raw applies to them.
 */
import { may, requesterOf, type Requester } from '../access/index.js'
import { Accounts } from '../auth/accounts.js'
import type { FileStore, RecordStore } from '../store/interfaces.js'
import { ENTRIES, normalizedUploadDoc, UPLOADS } from '../uploads/upload-doc.js'
import type { EntryMainfile, OtherUploadFile } from './parsers/types.js'

export interface OtherUploadReaders {
  readUploadFile(uploadId: string, path: string): Promise<OtherUploadFile>
  readEntryMainfile(uploadId: string, entryId: string): Promise<EntryMainfile>
}

/** The upload a processing run is for, and the mainfile of each entry it makes (entry id → mainfile). */
export interface RunningUpload {
  uploadId: string
  mainfiles: ReadonlyMap<string, string>
}

/**
 * Readers for the parsers of `running`: an entry that run makes is read by its mainfile, since
 * its record may not be written yet (and the run's own upload is the uploader's to read).
 */
export function otherUploadReaders(stores: { records: RecordStore; files: FileStore }, uploaderId: string, running?: RunningUpload): OtherUploadReaders {
  let uploader: Promise<Requester> | undefined
  const requester = () => (uploader ??= new Accounts(stores.records).findById(uploaderId).then((user) => requesterOf(stores.records, user ?? null)))
  const visible = async (uploadId: string) => {
    const stored = await stores.records.get(UPLOADS, uploadId)
    return stored !== undefined && may(await requester(), normalizedUploadDoc(stored), 'view')
  }
  // A missing upload or entry and one the uploader may not see read alike: processing logs reveal nothing.
  const hidden = (what: string) => ({ ok: false as const, reason: `${what} does not exist or is not visible to the uploader` })
  return {
    async readUploadFile(uploadId, path) {
      if (!(await visible(uploadId))) return hidden(`the upload ${uploadId}`)
      const data = await stores.files.read(uploadId, path).catch(() => undefined)
      return data ? { ok: true, data } : { ok: false, reason: `the upload ${uploadId} has no file ${path}` }
    },
    async readEntryMainfile(uploadId, entryId) {
      let mainfile = running?.uploadId === uploadId ? running.mainfiles.get(entryId) : undefined
      if (mainfile === undefined) {
        const entry = await stores.records.get(ENTRIES, entryId)
        const stored = entry?.upload_id === uploadId ? entry.mainfile : undefined
        if (typeof stored !== 'string' || !(await visible(uploadId))) return hidden(`the entry ${entryId} of the upload ${uploadId}`)
        mainfile = stored
      }
      const data = await stores.files.read(uploadId, mainfile).catch(() => undefined)
      return data ? { ok: true, mainfile, data } : { ok: false, reason: `the mainfile ${mainfile} of the entry ${entryId} is missing from the upload ${uploadId}` }
    },
  }
}
