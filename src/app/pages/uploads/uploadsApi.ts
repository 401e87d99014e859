import type { ApiClient, Query } from '../../../engine/api/client.js'
import { groupsResponseSchema, usersResponseSchema, type Group, type User } from '../../../engine/api/schemas/users.js'
import {
  commandExamplesSchema,
  uploadEntriesResponseSchema,
  uploadResponseSchema,
  uploadsResponseSchema,
  type CommandExamples,
  type Upload,
  type UploadEditRequest,
  type UploadEntriesResponse,
  type UploadsResponse,
} from '../../../engine/api/schemas/uploads.js'

/** The upload calls of NOMAD's API v1 that the GUI makes, each answer checked by its schema. */

const enc = (uploadId: string) => encodeURIComponent(uploadId)

export {
  copyOrMoveRawFile,
  createRawDirectory,
  deleteRawPath,
  encodePath,
  fetchRawDir,
  fetchRawText,
  putRawFiles,
  rawDownloadUrl,
} from '../../../renderers/files/rawFiles.js'

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

export async function fetchUsers(api: ApiClient, query: { user_id?: string[]; prefix?: string }): Promise<User[]> {
  return usersResponseSchema.parse(await api.get('users', query)).data
}

export async function fetchGroups(api: ApiClient, query: { group_id?: string[]; user_id?: string; search_terms?: string }): Promise<Group[]> {
  const answer = (await api.get('groups', query)) as { data?: unknown[] }
  // Groups recorded from NOMAD sometimes lack members; tolerate that.
  const data = (answer?.data ?? []).map((group) => ({ members: [], ...(group as object) }))
  return groupsResponseSchema.parse({ data }).data
}
