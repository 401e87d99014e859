/**
 * Receives an uploaded body into the staging area without holding it in memory: a multipart
 * form (field `file`, as `curl -F file=@x.zip` sends it) through busboy, or the raw body (as
 * `curl -T x.zip` sends it). The byte count is checked against the upload size limit as the
 * data arrives.
 */
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { ApiError } from '../http/errors.js'
import { sniffArchiveKind } from '../processing/unpack/unpack.js'
import type { PendingFile } from './upload-doc.js'

export interface ReceiveOptions {
  /** Folder for this upload's received files. */
  stagingDir: string
  /** Name from the query (`file_name`); for multipart the part's file name is used. */
  fileName?: string
  targetDir: string
  sizeLimit: number
}

/** A file name without folders (NOMAD's is_safe_basename). */
export function isSafeBaseName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[\\/\0]/.test(name)
}

function sizeGuard(limit: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length
      if (counted.bytes > limit) callback(new ApiError(400, `The upload exceeds the upload size limit of ${limit} bytes.`))
      else callback(null, chunk)
    },
  })
}

async function saveStream(source: Readable, path: string, limit: number): Promise<number> {
  const counted = { bytes: 0 }
  try {
    await pipeline(source, sizeGuard(limit, counted), createWriteStream(path))
  } catch (error) {
    await rm(path, { force: true })
    if (error instanceof ApiError) throw error
    throw new ApiError(400, 'Some IO went wrong, upload probably aborted/disrupted.')
  }
  return counted.bytes
}

/** The files of the request body, saved in the staging folder; empty when there was no body. */
export async function receiveFiles(request: Request, options: ReceiveOptions): Promise<PendingFile[]> {
  const dir = join(options.stagingDir, `incoming-${randomBytes(8).toString('hex')}`)
  await mkdir(dir, { recursive: true })
  const contentType = request.headers.get('content-type') ?? ''
  if (!request.body) return []
  const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream)
  if (contentType.startsWith('multipart/form-data')) return receiveMultipart(body, contentType, dir, options)

  const named = options.fileName
  if (named !== undefined && !isSafeBaseName(named)) throw new ApiError(400, 'Bad file name provided.')
  const path = join(dir, named ?? 'upload')
  const bytes = await saveStream(body, path, options.sizeLimit)
  if (bytes === 0) {
    await rm(dir, { recursive: true, force: true })
    return []
  }
  if (named === undefined) {
    // Only an archive may come without a name.
    const kind = await sniffArchiveKind(path)
    if (!kind) {
      await rm(dir, { recursive: true, force: true })
      throw new ApiError(400, 'No file name provided, and the file does not look like a zip or tar file.')
    }
    return [{ staged_path: path, target_dir: options.targetDir, file_name: `upload.${kind}` }]
  }
  return [{ staged_path: path, target_dir: options.targetDir, file_name: named }]
}

function receiveMultipart(body: Readable, contentType: string, dir: string, options: ReceiveOptions): Promise<PendingFile[]> {
  return new Promise((resolveFiles, reject) => {
    const received: PendingFile[] = []
    const saving: Promise<unknown>[] = []
    let failure: unknown
    const parser = busboy({ headers: { 'content-type': contentType } })
    parser.on('file', (field, stream, info) => {
      if (field !== 'file') return stream.resume()
      const name = options.fileName && received.length === 0 ? options.fileName : decodeURIComponent(info.filename ?? '')
      if (!isSafeBaseName(name)) {
        failure ??= new ApiError(400, 'Bad file name provided.')
        return stream.resume()
      }
      const path = join(dir, `${received.length}-${name}`)
      received.push({ staged_path: path, target_dir: options.targetDir, file_name: name })
      saving.push(saveStream(stream, path, options.sizeLimit).catch((error) => (failure ??= error)))
    })
    parser.on('error', (error) => reject(new ApiError(400, `Could not read the multipart form: ${(error as Error).message}`)))
    parser.on('close', () => {
      void Promise.all(saving).then(async () => {
        if (failure) {
          await rm(dir, { recursive: true, force: true })
          reject(failure)
        } else resolveFiles(received)
      })
    })
    body.pipe(parser)
  })
}
