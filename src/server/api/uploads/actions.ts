/**
 * POST uploads/{upload_id}/edit (members and metadata, with verify_only) and the actions:
 * process, publish, lift-embargo, delete-entry-files, stop.
 */
import type { Hono } from 'hono'
import { z } from 'zod'
import { uploadResponseSchema } from '../../../engine/api/schemas/uploads.js'
import { isMainAuthor, isWriter, MESSAGES, requesterOf } from '../../access/index.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import { MAX_EMBARGO_LENGTH } from '../../uploads/upload-service.js'
import { applyMetadataEdit, editRequestSchema } from '../../uploads/metadata-edit.js'
import { uploadFor, uploadIdParams, uploadResponse, type UploadRoutesDeps } from './common.js'
import { defineUploadCommand } from './upload-command-route.js'
import { entryFilesToDelete } from './entry-files-to-delete.js'

export function registerUploadActionRoutes(app: Hono<AppEnv>, deps: UploadRoutesDeps): void {
  const { service } = deps

  defineRoute(app, {
    method: 'post',
    path: '/uploads/{upload_id}/edit',
    summary: "Edits the upload's members and metadata (verify_only checks without changing)",
    tags: ['uploads'],
    auth: 'required',
    params: uploadIdParams,
    body: editRequestSchema,
    response: uploadResponseSchema,
    handler: async ({ params, body, user }) => {
      const upload = await service.require(params.upload_id)
      const requester = await requesterOf(service.records, user)
      if (!isWriter(requester, upload)) throw new ApiError(403, MESSAGES.noWriteAccess)
      return uploadResponse(await applyMetadataEdit(service, upload, body, requester))
    },
  })

  defineUploadCommand(app, deps, {
    method: 'post',
    path: '/uploads/{upload_id}/action/process',
    summary: 'Processes the upload again',
    access: 'edit',
    run: (uploadId) => service.requestProcessing(uploadId),
  })

  defineRoute(app, {
    method: 'post',
    path: '/uploads/{upload_id}/action/publish',
    summary: 'Publishes the upload, optionally with an embargo of up to 36 months (main author only)',
    tags: ['uploads'],
    auth: 'required',
    params: uploadIdParams,
    query: z.object({ embargo_length: z.coerce.number().int().min(0).max(MAX_EMBARGO_LENGTH).optional(), to_central_nomad: z.string().optional() }),
    response: uploadResponseSchema,
    handler: async ({ params, query, user }) => {
      const { upload } = await uploadFor(deps, user, params.upload_id, 'publish')
      return uploadResponse(await service.publish(params.upload_id, query.embargo_length ?? upload.embargo_length))
    },
  })

  defineRoute(app, {
    method: 'post',
    path: '/uploads/{upload_id}/action/lift-embargo',
    summary: "Ends a published upload's embargo now (main author only)",
    tags: ['uploads'],
    auth: 'required',
    params: uploadIdParams,
    response: uploadResponseSchema,
    handler: async ({ params, user }) => {
      const upload = await service.require(params.upload_id)
      const requester = await requesterOf(service.records, user)
      if (!isWriter(requester, upload)) throw new ApiError(403, MESSAGES.noWriteAccess)
      if (!isMainAuthor(requester, upload)) throw new ApiError(403, MESSAGES.onlyMainAuthor)
      return uploadResponse(await service.liftEmbargo(params.upload_id))
    },
  })

  defineRoute(app, {
    method: 'post',
    path: '/uploads/{upload_id}/action/delete-entry-files',
    summary: "Deletes the mainfiles of the upload's entries the query selects (and optionally their folders), then reprocesses",
    tags: ['uploads'],
    auth: 'required',
    params: uploadIdParams,
    body: z.looseObject({ query: z.record(z.string(), z.unknown()), include_parent_folders: z.boolean().default(false) }),
    response: uploadResponseSchema,
    handler: async ({ params, body, user }) => {
      const { upload } = await uploadFor(deps, user, params.upload_id, 'edit')
      service.assertNotProcessing(upload)
      for (const mainfile of await entryFilesToDelete(service, upload.upload_id, body.query, user)) {
        const folder = mainfile.includes('/') ? mainfile.slice(0, mainfile.lastIndexOf('/')) : ''
        const target = body.include_parent_folders && folder !== '' ? folder : mainfile
        await service.files.remove(upload.upload_id, target).catch(() => undefined)
      }
      return uploadResponse(await service.requestProcessing(upload.upload_id))
    },
  })

  defineUploadCommand(app, deps, {
    method: 'post',
    path: '/uploads/{upload_id}/action/stop',
    summary: 'Stops waiting or running processing; the upload ends FAILURE with "Process stopped"',
    access: 'edit',
    run: (uploadId) => service.stop(uploadId),
  })
}
