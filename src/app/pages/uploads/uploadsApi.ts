import type { ApiClient, Query } from '../../../engine/api/client.js'
import { groupsResponseSchema, usersResponseSchema, type Group, type User } from '../../../engine/api/schemas/users.js'
import {
  commandExamplesSchema,
  rawDirResponseSchema,
  uploadEntriesResponseSchema,
  uploadResponseSchema,
  uploadsResponseSchema,
  type CommandExamples,
  type RawDirResponse,
  type Upload,
  type UploadEditRequest,
  type UploadEntriesResponse,
  type UploadsResponse,
} from '../../../engine/api/schemas/uploads.js'

/** The upload calls of NOMAD's API v1 that the GUI makes, each answer checked by its schema. */

const enc = (uploadId: string) => encodeURIComponent(uploadId)

/** Encodes each segment of a path inside an upload, keeping the slashes. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/')
}

export async function fetchUploads(api: ApiClient, query: Query): Promise<UploadsResponse> {
  return uploadsResponseSchema.parse(await api.get('uploads', query))
}

/** Spec 1 §7: the user's own unpublished uploads, counted against the cap. */
export async function countOwnUnpublishedUploads(api: ApiClient): Promise<number> {
  const response = await fetchUploads(api, {
    is_published: false,
    roles: 'main_author',
    page_size: 10000,
    order_by: 'upload_create_time',
    order: 'desc',
  })
  return response.pagination.total
}

export async function fetchCommandExamples(api: ApiClient): Promise<CommandExamples> {
  return commandExamplesSchema.parse(await api.get('uploads/command-examples'))
}

export async function fetchUpload(api: ApiClient, uploadId: string): Promise<Upload> {
  return uploadResponseSchema.parse(await api.get(`uploads/${enc(uploadId)}`)).data
}

export async function fetchUploadEntries(api: ApiClient, uploadId: string, query: Query): Promise<UploadEntriesResponse> {
  return uploadEntriesResponseSchema.parse(await api.get(`uploads/${enc(uploadId)}/entries`, query))
}

/** POST uploads with no file: an empty upload to drop files into. */
export async function createUpload(api: ApiClient, query: Query = {}): Promise<Upload> {
  return uploadResponseSchema.parse(await api.post('uploads', undefined, { query })).data
}

export async function deleteUpload(api: ApiClient, uploadId: string): Promise<Upload> {
  return uploadResponseSchema.parse(await api.delete(`uploads/${enc(uploadId)}`)).data
}

export async function editUpload(api: ApiClient, uploadId: string, body: UploadEditRequest): Promise<Upload> {
  return uploadResponseSchema.parse(await api.post(`uploads/${enc(uploadId)}/edit`, body)).data
}

export type UploadAction = 'process' | 'publish' | 'lift-embargo' | 'stop' | 'delete-entry-files'

export async function uploadAction(api: ApiClient, uploadId: string, action: UploadAction, query?: Query, body?: unknown): Promise<Upload> {
  return uploadResponseSchema.parse(await api.post(`uploads/${enc(uploadId)}/action/${action}`, body, { query })).data
}

/** PUT uploads/{id}/raw/{folder}: multipart field `file`, with real progress. Zip and tar.gz files are unpacked by the server. */
export async function putRawFiles(
  api: ApiClient,
  uploadId: string,
  folder: string,
  files: File[],
  options: { onProgress?: (fraction: number) => void; overwrite?: boolean } = {},
): Promise<Upload> {
  const form = new FormData()
  for (const file of files) form.append('file', file, file.name)
  const query: Query = options.overwrite ? { overwrite_if_exists: true } : {}
  const answer = await api.upload('PUT', `uploads/${enc(uploadId)}/raw/${encodePath(folder)}`, form, {
    query,
    onProgress: options.onProgress,
  })
  return uploadResponseSchema.parse(answer).data
}

/** PUT uploads/{id}/raw/{folder}?copy_or_move=..: copies or moves a file inside the upload. */
export async function copyOrMoveRawFile(
  api: ApiClient,
  uploadId: string,
  options: { mode: 'copy' | 'move'; sourcePath: string; targetFolder: string; fileName: string; overwrite?: boolean },
): Promise<Upload> {
  const query: Query = {
    copy_or_move: options.mode,
    copy_or_move_source_path: options.sourcePath,
    file_name: options.fileName,
    overwrite_if_exists: options.overwrite ? true : undefined,
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

export async function fetchRawDir(api: ApiClient, uploadId: string, path: string, query: Query = {}): Promise<RawDirResponse> {
  return rawDirResponseSchema.parse(await api.get(`uploads/${enc(uploadId)}/rawdir/${encodePath(path)}`, query))
}

/** GET uploads/{id}/raw/{path} as text; `offset`/`length` read one chunk. */
export async function fetchRawText(api: ApiClient, uploadId: string, path: string, query: Query = {}): Promise<string> {
  const response = await api.fetchRaw('GET', `uploads/${enc(uploadId)}/raw/${encodePath(path)}`, { query })
  return response.text()
}

/** Plain link that downloads the raw files (a folder as a compressed archive). */
export function rawDownloadUrl(api: ApiClient, uploadId: string, path = '', isFile = false): string {
  return api.url(`uploads/${enc(uploadId)}/raw/${encodePath(path)}`, isFile ? { ignore_mime_type: true } : { compress: true })
}

export async function fetchUsers(api: ApiClient, query: { user_id?: string[]; prefix?: string }): Promise<User[]> {
  return usersResponseSchema.parse(await api.get('users', query)).data
}

export async function fetchGroups(api: ApiClient, query: { group_id?: string[]; user_id?: string; search_terms?: string }): Promise<Group[]> {
  const answer = (await api.get('groups', query)) as { data?: unknown[] }
  // Groups recorded from NOMAD sometimes lack members; tolerate that.
  const data = (answer?.data ?? []).map((group) => ({ members: [], ...(group as object) }))
  return groupsResponseSchema.parse({ data }).data
}
