/**
 * After a restart: uploads whose processing was cut off (PENDING or RUNNING in the stored
 * document) are processed again from the start. Their entries were not indexed yet (the
 * index is written in one step at the end), so nothing half-done is searchable meanwhile.
 * A transfer to another deployment that was cut off is not sent again (the token may be gone):
 * it ends FAILURE, and the user can transfer again.
 */
import { endedTransfer, PUBLISH_EXTERNALLY } from '../uploads/transfer-send.js'
import { normalizedUploadDoc, UPLOADS } from '../uploads/upload-doc.js'
import type { RecordStore } from '../store/interfaces.js'
import type { JobQueue } from './job-queue.js'
import { PROCESS_UPLOAD_JOB } from './pipeline.js'

export async function resumeInterruptedUploads(records: RecordStore, queue: JobQueue): Promise<string[]> {
  const resumed: string[] = []
  for (const stored of await records.list(UPLOADS)) {
    const upload = normalizedUploadDoc(stored)
    if (!upload.process_running) continue
    if (upload.current_process === PUBLISH_EXTERNALLY) {
      await records.put(UPLOADS, upload.upload_id, endedTransfer(upload))
      continue
    }
    await records.put(UPLOADS, upload.upload_id, { ...upload, last_status_message: 'Pending: process_upload (resumed after a restart)' })
    queue.enqueue({ type: PROCESS_UPLOAD_JOB, uploadId: upload.upload_id, owner: upload.main_author as string | undefined })
    resumed.push(upload.upload_id)
  }
  return resumed
}
