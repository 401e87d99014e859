/**
 * The sending side of a transfer: the upload runs the process `_publish_externally` (spec 1 §4)
 * while its bundle is posted to the target's POST uploads/bundle with the given token; the
 * process ends SUCCESS, or FAILURE with the target's answer (or why it could not be reached) as
 * the error. The upload itself does not change.
 */
import { Readable } from 'node:stream'
import { bundleInfoOf, bundleZipOf } from './transfer-bundle.js'
import type { UploadDoc } from './upload-doc.js'
import type { UploadService } from './upload-service.js'

export const PUBLISH_EXTERNALLY = '_publish_externally'

export interface TransferRequest {
  targetDeploymentUrl: string
  authToken: string | null | undefined
  embargoLength: number
  /** This deployment's API root, recorded in the bundle. */
  sourceDeploymentUrl: string
}

/** Marks the process as started and runs the transfer in the background; answers the marked upload. */
export async function startTransfer(service: UploadService, uploadId: string, request: TransferRequest): Promise<UploadDoc> {
  const started = await service.update(uploadId, (doc) => ({
    ...doc,
    current_process: PUBLISH_EXTERNALLY,
    process_status: 'RUNNING',
    process_running: true,
    errors: [],
    last_status_message: `Transferring the upload to ${request.targetDeploymentUrl}`,
  }))
  void sendBundle(service, started, request).then(
    () => finish(service, uploadId, []),
    (error: unknown) => finish(service, uploadId, [error instanceof Error ? error.message : String(error)]),
  )
  return started
}

export const TRANSFER_CUT_OFF = 'The transfer was cut off by a restart of this server; transfer the upload again.'

/** The upload with the transfer process ended: SUCCESS without errors, else FAILURE naming them. */
export function endedTransfer(doc: UploadDoc, errors: string[] = [TRANSFER_CUT_OFF], now = new Date().toISOString()): UploadDoc {
  return {
    ...doc,
    process_status: errors.length ? 'FAILURE' : 'SUCCESS',
    process_running: false,
    complete_time: now,
    errors,
    last_status_message: errors.length ? `Process ${PUBLISH_EXTERNALLY} failed: ${errors.join('; ')}` : `Process ${PUBLISH_EXTERNALLY} completed successfully`,
  }
}

async function finish(service: UploadService, uploadId: string, errors: string[]): Promise<void> {
  await service
    .update(uploadId, (doc) => endedTransfer(doc, errors, service.now()))
    .catch(() => undefined) // the upload was deleted meanwhile: nothing left to record on
}

async function sendBundle(service: UploadService, upload: UploadDoc, request: TransferRequest): Promise<void> {
  const info = bundleInfoOf(upload, await service.entriesOf(upload.upload_id), request.embargoLength, request.sourceDeploymentUrl)
  const target = `${request.targetDeploymentUrl.trim().replace(/\/+$/, '')}/v1/uploads/bundle`
  const headers: Record<string, string> = { 'content-type': 'application/zip' }
  if (request.authToken) headers.authorization = `Bearer ${request.authToken}`
  let response: Response
  try {
    response = await fetch(target, { method: 'POST', headers, body: Readable.toWeb(bundleZipOf(service.files, info)) as ReadableStream, duplex: 'half' } as RequestInit)
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message
    throw new Error(`The target deployment ${target} could not be reached${cause ? ` (${cause})` : ''}.`, { cause: error })
  }
  if (response.ok) {
    await response.body?.cancel()
    return
  }
  throw new Error(`The target deployment refused the upload (${response.status}): ${detailOf(await response.text())}`)
}

/** NOMAD-shaped error bodies carry `detail` (a text or a list of {msg}); anything else is shown as sent, shortened. */
function detailOf(text: string): string {
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail
    if (typeof detail === 'string') return detail
    if (Array.isArray(detail)) return detail.map((item) => (item as { msg?: string }).msg ?? JSON.stringify(item)).join('; ')
  } catch {
    // not JSON
  }
  return text.slice(0, 500) || 'no reason given'
}
