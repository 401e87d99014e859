/**
 * POST uploads/bundle on the receiving deployment: recreates a transferred upload from its bundle
 * (see transfer-bundle.ts) with the same upload id, the sending user's metadata and embargo, owned by
 * the user whose token came with it. The raw files are processed here again, so the entries are
 * this deployment's own; then the entries' comments and references are restored and the upload is
 * published with the bundle's embargo, counted from the original publish time.
 */
import { createReadStream } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { ApiError } from '../http/errors.js'
import { UnpackError, unpackArchive } from '../processing/unpack/unpack.js'
import { receiveFiles } from './receive.js'
import { BUNDLE_INFO, BUNDLE_RAW_DIR, bundleInfoSchema, type BundleInfo } from './transfer-bundle.js'
import { newUploadDoc, UPLOADS, type UploadDoc } from './upload-doc.js'
import type { UploadService } from './upload-service.js'

const SAFE_UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/

export function uploadExistsMessage(uploadId: string): string {
  return `An upload with the id ${uploadId} exists already on this deployment; it cannot be imported again.`
}

export async function importBundle(service: UploadService, request: Request, userId: string): Promise<UploadDoc> {
  const stagingDir = join(service.options.stagingRoot, `bundle-${randomBytes(8).toString('hex')}`)
  try {
    const [received] = await receiveFiles(request, { stagingDir, fileName: 'bundle.zip', targetDir: '', budget: { limit: service.options.uploadSizeLimitBytes, stored: 0 } })
    if (!received) throw new ApiError(400, 'The bundle is missing: send the bundle zip as the request body.')
    const unpacked = await unpackArchive(received.staged_path, 'the bundle', 'zip', stagingDir).catch((error: unknown) => {
      throw error instanceof UnpackError ? new ApiError(400, error.message) : error
    })
    if (!unpacked.files.includes(BUNDLE_INFO)) throw new ApiError(400, `The bundle has no ${BUNDLE_INFO}.`)
    const info = parseBundleInfo(await readFile(join(unpacked.dir, BUNDLE_INFO), 'utf8'))
    const uploadId = info.upload.upload_id
    if (!SAFE_UPLOAD_ID.test(uploadId)) throw new ApiError(400, `${BUNDLE_INFO}: upload.upload_id ${JSON.stringify(uploadId)} is not a valid upload id.`)
    if (await service.get(uploadId)) throw new ApiError(409, uploadExistsMessage(uploadId))
    const rawFiles = unpacked.files.filter((file) => file.startsWith(BUNDLE_RAW_DIR))
    const doc = { ...newUploadDoc({ uploadId, mainAuthor: userId, uploadName: info.upload.upload_name, now: info.upload.upload_create_time }), license: info.upload.license }
    await service.records.put(UPLOADS, uploadId, doc)
    try {
      for (const file of rawFiles) await service.files.write(uploadId, file.slice(BUNDLE_RAW_DIR.length), createReadStream(join(unpacked.dir, file)))
      return await processAndPublish(service, info)
    } catch (error) {
      // Nothing half-imported stays behind: the transfer can be tried again.
      await service.delete(uploadId).catch(() => undefined)
      throw error
    }
  } finally {
    await rm(stagingDir, { recursive: true, force: true })
  }
}

function parseBundleInfo(text: string): BundleInfo {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ApiError(400, `${BUNDLE_INFO} is not valid JSON.`)
  }
  const parsed = bundleInfoSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ApiError(400, `${BUNDLE_INFO}: ${issue.path.join('.') || 'the document'}: ${issue.message}`)
  }
  return parsed.data
}

async function processAndPublish(service: UploadService, info: BundleInfo): Promise<UploadDoc> {
  const uploadId = info.upload.upload_id
  await service.requestProcessing(uploadId)
  await service.queue.idle(uploadId)
  const processed = await service.require(uploadId)
  if (processed.entries === 0 || processed.entries === processed.failed_entries) {
    throw new ApiError(400, `The bundle's files gave no processed entry here (${processed.errors.join('; ') || 'no entry found'}); the upload was not imported.`)
  }
  const byMainfile = new Map(info.entries.map((entry) => [entry.mainfile, entry]))
  const changes = new Map<string, Record<string, unknown>>()
  for (const entry of await service.entriesOf(uploadId)) {
    const sent = byMainfile.get(String(entry.mainfile))
    if (!sent) continue
    changes.set(String(entry.entry_id), { ...(sent.comment != null ? { comment: sent.comment } : {}), ...(sent.references ? { references: sent.references } : {}) })
  }
  await service.editEntries(processed, changes)
  await service.publish(uploadId, info.upload.embargo_length)
  // The embargo runs from the first publication, not from the transfer.
  const publishTime = info.upload.publish_time
  if (!publishTime) return service.require(uploadId)
  await service.updateWithEntries(uploadId, (doc) => ({ ...doc, publish_time: publishTime }))
  return service.require(uploadId)
}
