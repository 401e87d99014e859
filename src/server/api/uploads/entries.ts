/** GET uploads/{upload_id}/entries (paged, with the upload) and GET uploads/{upload_id}/entries/{entry_id}. */
import type { Hono } from 'hono'
import { z } from 'zod'
import { uploadEntriesResponseSchema, type UploadEntry } from '../../../engine/api/schemas/uploads.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import { defineRoute } from '../../http/routes.js'
import type { StoredDoc } from '../../store/interfaces.js'
import { pageOf, paginationQuery, sortBy, uploadData, uploadFor, type UploadRoutesDeps } from './common.js'

const ENTRY_PROC_FIELDS = ['process_running', 'process_status', 'current_process', 'last_status_message', 'errors', 'warnings', 'complete_time', 'entry_id', 'entry_create_time', 'mainfile', 'upload_id', 'parser_name'] as const

/** An entry as the upload's entries list shows it: processing fields plus entry_metadata. */
export function entryProcData(entry: StoredDoc): UploadEntry {
  const data: Record<string, unknown> = Object.fromEntries(ENTRY_PROC_FIELDS.filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]]))
  data.errors ??= []
  data.warnings ??= []
  data.process_running ??= false
  data.entry_metadata = entry.process_status === 'PENDING' || entry.process_status === 'RUNNING' ? null : entry
  return data as UploadEntry
}

export function registerUploadEntriesRoutes(app: Hono<AppEnv>, deps: UploadRoutesDeps): void {
  defineRoute(app, {
    method: 'get',
    path: '/uploads/{upload_id}/entries',
    summary: "The upload's entries with their processing state, paged",
    tags: ['uploads'],
    params: z.object({ upload_id: z.string() }),
    query: z.object({ ...paginationQuery, order_by: z.string().default('mainfile') }),
    response: uploadEntriesResponseSchema,
    handler: async ({ params, query, user }, c) => {
      const { upload } = await uploadFor(deps, user, params.upload_id, 'view')
      const entries = await deps.service.entriesOf(upload.upload_id)
      const page = pageOf(sortBy(entries, query.order_by, query.order), query, c.req.url)
      return {
        pagination: page.pagination,
        processing_successful: entries.filter((entry) => entry.process_status === 'SUCCESS').length,
        processing_failed: entries.filter((entry) => entry.process_status === 'FAILURE').length,
        upload: uploadData(upload),
        data: page.data.map(entryProcData),
      }
    },
  })

  defineRoute(app, {
    method: 'get',
    path: '/uploads/{upload_id}/entries/{entry_id}',
    summary: 'One entry of the upload with its processing state',
    tags: ['uploads'],
    params: z.object({ upload_id: z.string(), entry_id: z.string() }),
    response: z.looseObject({ entry_id: z.string(), data: z.looseObject({ entry_id: z.string() }) }),
    handler: async ({ params, user }) => {
      const { upload } = await uploadFor(deps, user, params.upload_id, 'view')
      const entry = (await deps.service.entriesOf(upload.upload_id)).find((doc) => doc.entry_id === params.entry_id)
      if (!entry) throw new ApiError(404, 'The specified entry_id was not found.')
      return { entry_id: params.entry_id, data: entryProcData(entry) }
    },
  })
}
