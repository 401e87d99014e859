/** GET/POST uploads, GET uploads/command-examples, GET/DELETE uploads/{upload_id}. */
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { commandExamplesSchema, uploadResponseSchema, uploadsResponseSchema } from '../../../engine/api/schemas/uploads.js'
import { may, requesterOf, rolesOf } from '../../access/index.js'
import type { AuthUser } from '../../auth/types.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import { copyFolderIntoUpload } from '../../uploads/folder-files.js'
import { receiveFiles } from '../../uploads/receive.js'
import type { UploadDoc } from '../../uploads/upload-doc.js'
import { MAX_EMBARGO_LENGTH } from '../../uploads/upload-service.js'
import { pageOf, uploadData, paginationQuery, queryFlag, sortBy, uploadFor, uploadIdParams, uploadResponse, type UploadRoutesDeps } from './common.js'
import { defineUploadCommand } from './upload-command-route.js'

const ROLES = ['main_author', 'coauthor', 'reviewer'] as const
const ORDER_FIELDS: Record<string, string> = { published: 'publish_time' }

const listQuery = z.object({
  ...paginationQuery,
  order_by: z.string().default('upload_create_time'),
  is_processing: queryFlag.optional(),
  is_published: queryFlag.optional(),
  roles: z.array(z.enum(ROLES)).optional(),
  upload_id: z.array(z.string()).optional(),
  upload_name: z.array(z.string()).optional(),
})

const createQuery = z.object({
  upload_name: z.string().optional(),
  local_path: z.string().optional().describe("An example upload's `local_path` (GET info, plugin entry points): the new upload gets its files"),
  file_name: z.string().optional(),
  embargo_length: z.coerce.number().int().min(0).max(MAX_EMBARGO_LENGTH).optional(),
  publish_directly: queryFlag.optional(),
})

export function registerUploadCollectionRoutes(app: Hono<AppEnv>, deps: UploadRoutesDeps): void {
  const { service } = deps

  defineRoute(app, {
    method: 'get',
    path: '/uploads/command-examples',
    summary: 'Shell commands (curl) that upload files to this deployment',
    tags: ['uploads'],
    auth: 'required',
    response: commandExamplesSchema,
    handler: () => commandExamples(`${deps.apiUrl}/uploads`),
  })

  defineRoute(app, {
    method: 'get',
    path: '/uploads',
    summary: "The user's uploads (as main author, co-author or reviewer), paged",
    tags: ['uploads'],
    auth: 'required',
    query: listQuery,
    response: uploadsResponseSchema,
    handler: async ({ query, user }, c) => {
      const requester = await requesterOf(service.records, user)
      const wanted = new Set(query.roles && query.roles.length > 0 ? query.roles : ROLES)
      let uploads = (await service.all()).filter((upload) => [...rolesOf(requester, upload)].some((role) => wanted.has(role)))
      if (query.is_processing !== undefined) uploads = uploads.filter((upload) => upload.process_running === query.is_processing)
      if (query.is_published !== undefined) uploads = uploads.filter((upload) => upload.published === query.is_published)
      if (query.upload_id) uploads = uploads.filter((upload) => query.upload_id!.includes(upload.upload_id))
      if (query.upload_name) uploads = uploads.filter((upload) => query.upload_name!.includes(upload.upload_name ?? ''))
      const sorted = sortBy(uploads, ORDER_FIELDS[query.order_by] ?? query.order_by, query.order)
      const page = pageOf(sorted, query, c.req.url)
      const echoed = Object.fromEntries(
        (['is_processing', 'is_published', 'upload_id', 'upload_name'] as const).filter((key) => query[key] !== undefined).map((key) => [key, query[key]]),
      )
      return { query: echoed, pagination: page.pagination, data: page.data.map((upload) => uploadData(upload)) }
    },
  })

  for (const method of ['post', 'put'] as const) {
    defineRoute(app, {
      method,
      path: '/uploads',
      summary: 'Creates an upload, with the files of the body (multipart field `file`, or the raw body) processed into entries',
      description: 'curl compatible: `curl -X POST "$API/uploads?token=..." -T file.zip` or `-F file=@file.zip`.',
      tags: ['uploads'],
      auth: 'required',
      query: createQuery,
      response: uploadResponseSchema,
      handler: async ({ query, user }, c) => createUpload(deps, user, query, c),
    })
  }

  defineRoute(app, {
    method: 'get',
    path: '/uploads/{upload_id}',
    summary: 'One upload (published and embargoed: its public metadata only)',
    tags: ['uploads'],
    params: uploadIdParams,
    response: uploadResponseSchema,
    handler: async ({ params, user }) => {
      const { upload, requester } = await uploadFor(deps, user, params.upload_id, 'view-metadata')
      return uploadResponse(upload, requester)
    },
  })

  defineUploadCommand(app, deps, {
    method: 'delete',
    path: '/uploads/{upload_id}',
    summary: 'Deletes an unpublished upload with its files and entries (main author only)',
    access: 'delete',
    run: (uploadId) => service.delete(uploadId),
  })
}

async function createUpload(deps: UploadRoutesDeps, user: AuthUser, query: z.output<typeof createQuery>, c: Context<AppEnv>) {
  const { service } = deps
  const exampleDir = query.local_path === undefined ? undefined : exampleFolder(deps, query.local_path)
  let upload = await service.create(user.user_id, { uploadName: query.upload_name })
  if (exampleDir) return createExampleUpload(deps, upload, exampleDir)
  try {
    const received = await receiveFiles(c.req.raw, {
      stagingDir: service.stagingDirOf(upload.upload_id),
      fileName: query.file_name,
      targetDir: '',
      budget: { limit: service.options.uploadSizeLimitBytes, stored: 0 },
    })
    if (query.publish_directly) {
      upload = await service.update(upload.upload_id, (doc) => ({ ...doc, publish_directly: true, embargo_length: query.embargo_length ?? 0 }))
    } else if (query.embargo_length !== undefined) {
      upload = await service.update(upload.upload_id, (doc) => ({ ...doc, embargo_length: query.embargo_length! }))
    }
    upload = await service.addFilesAndProcess(upload.upload_id, received)
  } catch (error) {
    // A refused body leaves no upload behind.
    await service.delete(upload.upload_id).catch(() => undefined)
    throw error
  }
  const requester = await requesterOf(service.records, user)
  if (!may(requester, upload, 'view')) throw new ApiError(500, 'The new upload is not visible to its author.')
  return uploadResponse(upload)
}

/** The folder of an example upload; only the example uploads of the deployment may be named, no other path. */
function exampleFolder(deps: UploadRoutesDeps, localPath: string): string {
  const folder = deps.exampleUploads?.[localPath]
  if (folder === undefined) throw new ApiError(400, `Unknown example upload '${localPath}': local_path must be the local_path of one of this deployment's example uploads.`)
  return folder
}

/** A new upload of the user with the files of an example upload, processed like any other. */
async function createExampleUpload(deps: UploadRoutesDeps, upload: UploadDoc, folder: string) {
  try {
    await copyFolderIntoUpload(deps.service.files, upload.upload_id, folder)
    return uploadResponse(await deps.service.requestProcessing(upload.upload_id))
  } catch (error) {
    await deps.service.delete(upload.upload_id).catch(() => undefined)
    throw error
  }
}

/** NOMAD's command examples, with a placeholder where the user's app token goes. */
export function commandExamples(uploadUrl: string) {
  const withToken = `${uploadUrl}?token=<token>`
  return {
    upload_url: uploadUrl,
    upload_command: `curl -X POST "${withToken}" -T <local_file>`,
    upload_command_with_name: `curl -X POST "${withToken}&upload_name=<name>" -T <local_file>`,
    upload_progress_command: `curl -X POST "${withToken}" -T <local_file> | xargs echo`,
    upload_command_form: `curl -X POST "${withToken}" -F file=@<local_file>`,
    upload_tar_command: `tar -cf - <local_folder> | curl -X POST "${withToken}" -T - | xargs echo`,
  }
}
