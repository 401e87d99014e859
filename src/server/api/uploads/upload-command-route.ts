import type { Hono } from 'hono'
import { uploadResponseSchema } from '../../../engine/api/schemas/uploads.js'
import type { UploadAction } from '../../access/index.js'
import type { AppEnv } from '../../http/context.js'
import { defineRoute } from '../../http/routes.js'
import type { UploadDoc } from '../../uploads/upload-doc.js'
import { uploadFor, uploadIdParams, uploadResponse, type UploadRoutesDeps } from './common.js'

export interface UploadCommand {
  method: 'post' | 'delete'
  path: string
  summary: string
  /** What the requester must be allowed to do with the upload. */
  access: UploadAction
  /** Runs the command on the upload and returns it as it is afterwards. */
  run: (uploadId: string) => Promise<UploadDoc>
}

/** A route on one upload that takes no body, checks access, runs a command and answers `{upload_id, data}`. */
export function defineUploadCommand(app: Hono<AppEnv>, deps: UploadRoutesDeps, command: UploadCommand): void {
  defineRoute(app, {
    method: command.method,
    path: command.path,
    summary: command.summary,
    tags: ['uploads'],
    auth: 'required',
    params: uploadIdParams,
    response: uploadResponseSchema,
    handler: async ({ params, user }) => {
      await uploadFor(deps, user, params.upload_id, command.access)
      return uploadResponse(await command.run(params.upload_id))
    },
  })
}
