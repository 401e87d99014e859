/**
 * Receives an uploaded body into the staging area without holding it in memory: a multipart
 * form (field `file`, as `curl -F file=@x.zip` sends it) through busboy, or the raw body (as
 * `curl -T x.zip` sends it). The bytes of the whole request, added to what the upload already
 * stores, are checked against the upload size limit as the data arrives.
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
  /** The upload size limit and what the upload stores already (its raw files and waiting files). */
  budget: { limit: number; stored: number }
}

/** Why a body was refused for its size: the limit counts the whole upload, not one request. */
export function sizeLimitMessage(limit: number, stored: number): string {
  return `The upload would exceed its size limit of ${limit} bytes (${stored} bytes are stored already).`
}

/** A file name without folders (NOMAD's is_safe_basename). */
export function isSafeBaseName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[\\/\0]/.test(name)
}

/** Bytes received in this request so far, shared by all its files. */
interface Counter {
  budget: ReceiveOptions['budget']
  bytes: number
}

function sizeGuard(counter: Counter): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length
      const { limit, stored } = counter.budget
      if (stored + counter.bytes > limit) callback(new ApiError(400, sizeLimitMessage(limit, stored)))
      else callback(null, chunk)
    },
  })
}

async function saveStream(source: Readable, path: string, counter: Counter): Promise<number> {
  const before = counter.bytes
  try {
    await pipeline(source, sizeGuard(counter), createWriteStream(path))
  } catch (error) {
    await rm(path, { force: true })
    if (error instanceof ApiError) throw error
    throw new ApiError(400, 'Some IO went wrong, upload probably aborted/disrupted.')
  }
  return counter.bytes - before
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
  const bytes = await saveStream(body, path, { budget: options.budget, bytes: 0 }).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true })
    throw error
  })
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
    const counter: Counter = { budget: options.budget, bytes: 0 }
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
      saving.push(saveStream(stream, path, counter).catch((error) => (failure ??= error)))
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
