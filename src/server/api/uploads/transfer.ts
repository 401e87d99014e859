/**
 * Transfers between deployments. POST uploads/{upload_id}/action/transfer (the upload page's
 * Transfer dialog, payload of spec 1 §3) checks the payload as spec 1 §5 says and starts the
 * process `_publish_externally`, which posts the upload's bundle to the target's POST uploads/bundle
 * (registered here too), where the token's user becomes the owner of the recreated upload.
 */
import type { Hono } from 'hono'
import { z } from 'zod'
import { uploadResponseSchema } from '../../../engine/api/schemas/uploads.js'
import { transferTargetProblem } from '../../../engine/api/transferTarget.js'
import { isMainAuthor, isWriter, MESSAGES, requesterOf } from '../../access/index.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import { importBundle } from '../../uploads/bundle-import.js'
import { startTransfer } from '../../uploads/transfer-send.js'
import { MAX_EMBARGO_LENGTH } from '../../uploads/upload-service.js'
import { uploadIdParams, uploadResponse, type UploadRoutesDeps } from './common.js'

const transferBody = z.looseObject({
  target_deployment_url: z.string(),
  auth_token: z.string().nullish(),
  embargo_length: z.number().int().min(0).max(MAX_EMBARGO_LENGTH).nullish(),
})

export function registerUploadTransferRoute(app: Hono<AppEnv>, deps: UploadRoutesDeps): void {
  defineRoute(app, {
    method: 'post',
    path: '/uploads/{upload_id}/action/transfer',
    summary: 'Transfers a published upload to another deployment (its API root ending in /api, with an app token of the target); current_process _publish_externally tells the outcome',
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
      const problem = transferTargetProblem(body.target_deployment_url)
      if (problem) throw new ApiError(422, [{ loc: ['body', 'target_deployment_url'], msg: `${problem}.`, type: 'value_error' }])
      if (!upload.published) throw new ApiError(400, 'Only published uploads can be transferred.')
      if (upload.process_running) throw new ApiError(400, 'The upload is currently being processed, operation not possible.')
      const started = await startTransfer(deps.service, upload.upload_id, {
        targetDeploymentUrl: body.target_deployment_url,
        authToken: body.auth_token,
        embargoLength: body.embargo_length ?? upload.embargo_length,
        sourceDeploymentUrl: deps.apiUrl.replace(/\/v1\/?$/, ''),
      })
      return uploadResponse(started)
    },
  })

  defineRoute(app, {
    method: 'post',
    path: '/uploads/bundle',
    summary: 'Imports an upload transferred from another deployment: the body is the bundle zip (bundle_info.json and raw/); the upload is recreated published, with the same id, owned by the requesting user',
    tags: ['uploads'],
    auth: 'required',
    response: uploadResponseSchema,
    status: 201,
    handler: async ({ user }, c) => uploadResponse(await importBundle(deps.service, c.req.raw, user.user_id)),
  })
}
