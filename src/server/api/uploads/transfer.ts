/**
 * POST uploads/{upload_id}/action/transfer: the upload page's Transfer dialog posts here
 * (payload of spec 1 §3). The payload is checked as spec 1 §5 says, then the request is refused:
 * this deployment cannot send uploads to another one.
 */
import type { Hono } from 'hono'
import { z } from 'zod'
import { uploadResponseSchema } from '../../../engine/api/schemas/uploads.js'
import { transferTargetProblem } from '../../../engine/api/transferTarget.js'
import { isMainAuthor, isWriter, MESSAGES, requesterOf } from '../../access/index.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import { MAX_EMBARGO_LENGTH } from '../../uploads/upload-service.js'
import { uploadIdParams, type UploadRoutesDeps } from './common.js'

export const TRANSFER_NOT_SUPPORTED = 'Transferring uploads to other deployments is not supported by this deployment.'

const transferBody = z.looseObject({
  target_deployment_url: z.string(),
  auth_token: z.string().nullish(),
  embargo_length: z.number().int().min(0).max(MAX_EMBARGO_LENGTH).optional(),
})

export function registerUploadTransferRoute(app: Hono<AppEnv>, deps: UploadRoutesDeps): void {
  defineRoute(app, {
    method: 'post',
    path: '/uploads/{upload_id}/action/transfer',
    summary: 'Transfers a published upload to another deployment: the payload is checked, then refused, as this deployment cannot transfer uploads',
    tags: ['uploads'],
    auth: 'required',
    params: uploadIdParams,
    body: transferBody,
    response: uploadResponseSchema,
    handler: async ({ params, body, user }) => {
      const upload = await deps.service.require(params.upload_id)
      const requester = await requesterOf(deps.service.records, user)
      if (!isWriter(requester, upload)) throw new ApiError(403, MESSAGES.noWriteAccess)
      if (!isMainAuthor(requester, upload)) throw new ApiError(403, MESSAGES.onlyMainAuthor)
      if (!upload.published) throw new ApiError(400, 'Only published uploads can be transferred.')
      const problem = transferTargetProblem(body.target_deployment_url)
      if (problem) throw new ApiError(400, `target_deployment_url: ${problem}.`)
      throw new ApiError(400, TRANSFER_NOT_SUPPORTED)
    },
  })
}
