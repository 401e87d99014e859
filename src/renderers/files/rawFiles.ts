import type { ApiClient, Query } from '../../engine/api/client.js'
import { BadRequest } from '../../engine/api/errors.js'
import { rawDirResponseSchema, uploadResponseSchema, type RawDirResponse, type Upload } from '../../engine/api/schemas/uploads.js'

/** The raw-file calls of an upload (spec 3 §7.3); each answers the upload in `data` where NOMAD does. */

const enc = (uploadId: string) => encodeURIComponent(uploadId)

/** Encodes each segment of a path inside an upload, keeping the slashes. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/')
}

/**
 * PUT uploads/{id}/raw/{folder}: multipart field `file`, with real progress. Zip and tar.gz files are unpacked by the server.
 * `overwrite` is sent as overwrite_if_exists when given; the server's default (true) applies otherwise.
 */
export async function putRawFiles(
  api: ApiClient,
  uploadId: string,
  folder: string,
  files: File[],
  options: { onProgress?: (fraction: number) => void; overwrite?: boolean } = {},
): Promise<Upload> {
  const form = new FormData()
  for (const file of files) form.append('file', file, file.name)
  const query: Query = options.overwrite === undefined ? {} : { overwrite_if_exists: options.overwrite }
  const answer = await api.upload('PUT', `uploads/${enc(uploadId)}/raw/${encodePath(folder)}`, form, {
    query,
    onProgress: options.onProgress,
  })
  return uploadResponseSchema.parse(answer).data
}

/** What PUT raw with wait_for_processing tells about the written file's entry. */
export interface WrittenEntry {
  entry_id?: string | null
  process_status?: string
  errors: string[]
}

/**
 * PUT uploads/{id}/raw/?file_name={fileName}&wait_for_processing=true: writes an archive (JSON body) as a new
 * mainfile and answers once it is processed; without `overwrite` an existing file is a conflict (409).
 */
export async function putRawArchive(
  api: ApiClient,
  uploadId: string,
  fileName: string,
  archive: unknown,
  options: { overwrite?: boolean } = {},
): Promise<WrittenEntry> {
  const query: Query = { file_name: fileName, wait_for_processing: true, overwrite_if_exists: Boolean(options.overwrite) }
  const put = () =>
    api.put<{ processing?: { entry_id?: string | null; entry?: { process_status?: string; errors?: unknown[] } | null } }>(`uploads/${enc(uploadId)}/raw/`, archive, {
      query,
    })
  const answer = await put().catch(async (error: unknown) => {
    // Right after an upload or a save the upload may still be processing; the write waits for that, once.
    if (!(error instanceof BadRequest) || error.message !== UPLOAD_PROCESSING_MESSAGE) throw error
    await untilProcessed(api, uploadId)
    return put()
  })
  const processing = answer?.processing
  return {
    entry_id: processing?.entry_id,
    process_status: processing?.entry?.process_status,
    errors: (processing?.entry?.errors ?? []).map(String),
  }
}

/** What the server answers to a file change while the upload processes (NOMAD's wording). */
export const UPLOAD_PROCESSING_MESSAGE = 'The upload is currently being processed, operation not possible.'
/** Spec 1 §9: while an upload processes, the client asks again after one second. */
const PROCESSING_POLL_MS = 1000
const PROCESSING_WAIT_LIMIT_MS = 300_000

/** Resolves once the upload no longer processes (or after five minutes, when the write is tried again anyway). */
async function untilProcessed(api: ApiClient, uploadId: string): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < PROCESSING_WAIT_LIMIT_MS) {
    const upload = uploadResponseSchema.parse(await api.get(`uploads/${enc(uploadId)}`)).data
    if (!upload.process_running) return
    await new Promise((resolve) => setTimeout(resolve, PROCESSING_POLL_MS))
  }
}

/** PUT uploads/{id}/raw/{folder}?copy_or_move=..: copies or moves a file inside the upload; without `overwrite` an existing target is a conflict (409). */
export async function copyOrMoveRawFile(
  api: ApiClient,
  uploadId: string,
  options: { mode: 'copy' | 'move'; sourcePath: string; targetFolder: string; fileName: string; overwrite?: boolean },
): Promise<Upload> {
  const query: Query = {
    copy_or_move: options.mode,
    copy_or_move_source_path: options.sourcePath,
    file_name: options.fileName,
    overwrite_if_exists: Boolean(options.overwrite),
  }
  const answer = await api.put(`uploads/${enc(uploadId)}/raw/${encodePath(options.targetFolder)}`, undefined, { query })
  return uploadResponseSchema.parse(answer).data
}

export async function createRawDirectory(api: ApiClient, uploadId: string, path: string): Promise<Upload> {
  return uploadResponseSchema.parse(await api.post(`uploads/${enc(uploadId)}/raw-create-dir/${encodePath(path)}`)).data
}

export async function deleteRawPath(api: ApiClient, uploadId: string, path: string): Promise<Upload> {
  return uploadResponseSchema.parse(await api.delete(`uploads/${enc(uploadId)}/raw/${encodePath(path)}`)).data
}

export async function fetchRawDir(api: Pick<ApiClient, 'get'>, uploadId: string, path: string, query: Query = {}): Promise<RawDirResponse> {
  return rawDirResponseSchema.parse(await api.get(`uploads/${enc(uploadId)}/rawdir/${encodePath(path)}`, query))
}

/** GET uploads/{id}/raw/{path} as text; `offset`/`length` read one chunk. */
export async function fetchRawText(api: ApiClient, uploadId: string, path: string, query: Query = {}): Promise<string> {
  const response = await api.fetchRaw('GET', `uploads/${enc(uploadId)}/raw/${encodePath(path)}`, { query })
  return response.text()
}

/** One file's bytes, fetched with the user's credentials (for viewers that cannot send them, as a pdf frame). */
export async function fetchRawBlob(api: ApiClient, uploadId: string, path: string, type: string): Promise<Blob> {
  const response = await api.fetchRaw('GET', `uploads/${enc(uploadId)}/raw/${encodePath(path)}`, { query: { ignore_mime_type: true } })
  return new Blob([await response.arrayBuffer()], { type })
}

/** One file's bytes, fetched whole with the user's credentials (for viewers that parse binary files). */
export async function fetchRawBytes(api: Pick<ApiClient, 'fetchRaw'>, uploadId: string, path: string): Promise<Uint8Array> {
  const response = await api.fetchRaw('GET', `uploads/${enc(uploadId)}/raw/${encodePath(path)}`, { query: { ignore_mime_type: true } })
  return new Uint8Array(await response.arrayBuffer())
}

/** Plain link that downloads the raw files (a folder as a compressed archive). */
export function rawDownloadUrl(api: ApiClient, uploadId: string, path = '', isFile = false): string {
  return api.url(`uploads/${enc(uploadId)}/raw/${encodePath(path)}`, isFile ? { ignore_mime_type: true } : { compress: true })
}


/** Plain URL of one file's content (for images and downloads). */
export function rawFileUrl(api: ApiClient, uploadId: string, path: string): string {
  return api.url(`uploads/${enc(uploadId)}/raw/${encodePath(path)}`, { ignore_mime_type: true })
}
