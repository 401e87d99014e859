import type { Context } from 'hono'
import { z } from 'zod'
import type { Upload } from '../../../engine/api/schemas/uploads.js'
import { assertMay, may, requesterOf, type Requester, type UploadAction } from '../../access/index.js'
import type { AuthUser } from '../../auth/types.js'
import type { AppEnv } from '../../http/context.js'
import { ApiError } from '../../http/errors.js'
import type { UploadService } from '../../uploads/upload-service.js'
import { uploadResponseData, type UploadDoc } from '../../uploads/upload-doc.js'

export interface UploadRoutesDeps {
  service: UploadService
  /** The API root as clients reach it, for command examples and page URLs. */
  apiUrl: string
  /** How long PUT raw with wait_for_processing waits, in ms. */
  waitForProcessingMs?: number
  /** The example uploads of plugin folders: the `local_path` a client sends → the folder on disk. */
  exampleUploads?: Record<string, string>
}

export const PAGE_OUT_OF_RANGE = 'Page out of range requested.'

/** 'true'/'false' query flags as booleans. */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === '')

export const uploadIdParams = z.object({ upload_id: z.string() })

export const paginationQuery = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(0).max(10000).default(10),
  order: z.enum(['asc', 'desc']).default('asc'),
}

export interface Page<T> {
  pagination: Record<string, unknown>
  data: T[]
}

/** NOMAD's page of a list; 400 'Page out of range requested.' past the end. */
export function pageOf<T>(items: T[], query: { page: number; page_size: number; order?: 'asc' | 'desc'; order_by?: string }, requestUrl: string): Page<T> {
  const { page, page_size: pageSize } = query
  const total = items.length
  if (page > 1 && (page - 1) * pageSize >= total) throw new ApiError(400, PAGE_OUT_OF_RANGE)
  const start = (page - 1) * pageSize
  const data = items.slice(start, start + pageSize)
  const url = new URL(requestUrl)
  const first = new URL(url)
  first.searchParams.delete('page')
  const hasNext = start + pageSize < total
  const next = new URL(url)
  next.searchParams.set('page', String(page + 1))
  return {
    pagination: {
      page_size: pageSize,
      ...(query.order_by ? { order_by: query.order_by } : {}),
      ...(query.order ? { order: query.order } : {}),
      page,
      total,
      ...(hasNext ? { next_page_after_value: String(start + pageSize - 1) } : {}),
      page_url: url.href,
      ...(hasNext ? { next_page_url: next.href } : {}),
      first_page_url: first.href,
    },
    data,
  }
}

/** Sorts by a field (missing values first), stable. */
export function sortBy<T extends Record<string, unknown>>(items: T[], field: string, order: 'asc' | 'desc'): T[] {
  const sign = order === 'desc' ? -1 : 1
  const key = (item: T) => {
    const value = item[field]
    return value === undefined || value === null ? '' : typeof value === 'boolean' ? Number(value) : (value as string | number)
  }
  return [...items].sort((a, b) => {
    const x = key(a)
    const y = key(b)
    return x < y ? -sign : x > y ? sign : 0
  })
}

export interface UploadAccess {
  upload: UploadDoc
  requester: Requester
}

/** Loads the upload (404) and checks the action (401/403/400 as NOMAD answers). */
export async function uploadFor(deps: UploadRoutesDeps, user: AuthUser | null, uploadId: string, action: UploadAction): Promise<UploadAccess> {
  const upload = await deps.service.require(uploadId)
  const requester = await requesterOf(deps.service.records, user)
  assertMay(requester, upload, action)
  return { upload, requester }
}

/** `{upload_id, data}`, with only partial metadata for those who may not view the whole upload. */
export function uploadResponse(upload: UploadDoc, requester?: Requester): { upload_id: string; data: Upload } {
  const partial = requester ? !may(requester, upload, 'view') : false
  return { upload_id: upload.upload_id, data: uploadData(upload, partial) }
}

/** The upload as responses carry it (typed as the engine's upload schema, which the GUI parses). */
export function uploadData(upload: UploadDoc, partial = false): Upload {
  return uploadResponseData(upload, partial) as Upload
}

export function requestUrl(c: Context<AppEnv>): string {
  return c.req.url
}
