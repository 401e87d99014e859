/**
 * Files of other uploads for the parsers (an ELN entry whose schema lives in another upload,
 * `../uploads/{upload_id}/raw/{path}`): read only when the uploader may view that upload, the same
 * rule GET uploads/{id}/raw applies to them.
 */
import { may, requesterOf, type Requester } from '../access/index.js'
import { Accounts } from '../auth/accounts.js'
import type { FileStore, RecordStore } from '../store/interfaces.js'
import { normalizedUploadDoc, UPLOADS } from '../uploads/upload-doc.js'
import type { OtherUploadFile } from './parsers/types.js'

export function otherUploadFiles(stores: { records: RecordStore; files: FileStore }, uploaderId: string): (uploadId: string, path: string) => Promise<OtherUploadFile> {
  let uploader: Promise<Requester> | undefined
  const requester = () => (uploader ??= new Accounts(stores.records).findById(uploaderId).then((user) => requesterOf(stores.records, user ?? null)))
  return async (uploadId, path) => {
    const stored = await stores.records.get(UPLOADS, uploadId)
    // A missing upload and one the uploader may not see read alike: processing logs reveal nothing.
    if (!stored || !may(await requester(), normalizedUploadDoc(stored), 'view')) return { ok: false, reason: `the upload ${uploadId} does not exist or is not visible to the uploader` }
    const data = await stores.files.read(uploadId, path).catch(() => undefined)
    return data ? { ok: true, data } : { ok: false, reason: `the upload ${uploadId} has no file ${path}` }
  }
}
