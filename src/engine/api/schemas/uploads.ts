import { z } from 'zod'

/**
 * Response shapes of NOMAD's upload calls (API v1). NOMAD sends many more fields than the GUI reads,
 * so every object is loose: unknown fields pass through untouched.
 */

export const processStatusSchema = z.enum(['PENDING', 'RUNNING', 'SUCCESS', 'FAILURE', 'READY', 'WAITING_FOR_RESULT'])
export type ProcessStatus = z.infer<typeof processStatusSchema>

const ids = z.array(z.string()).default([])

export const uploadSchema = z.looseObject({
  upload_id: z.string(),
  upload_name: z.string().nullish(),
  upload_create_time: z.string().nullish(),
  main_author: z.string().nullish(),
  coauthors: ids,
  reviewers: ids,
  coauthor_groups: ids,
  reviewer_groups: ids,
  writers: ids,
  viewers: ids,
  writer_groups: ids,
  viewer_groups: ids,
  published: z.boolean().default(false),
  publish_time: z.string().nullish(),
  with_embargo: z.boolean().default(false),
  embargo_length: z.number().default(0),
  license: z.string().nullish(),
  process_running: z.boolean().default(false),
  process_status: z.string().nullish(),
  current_process: z.string().nullish(),
  last_status_message: z.string().nullish(),
  errors: z.array(z.string()).default([]),
  warnings: z.array(z.string()).default([]),
  complete_time: z.string().nullish(),
  entries: z.number().nullish(),
})
export type Upload = z.infer<typeof uploadSchema>

export const paginationSchema = z.looseObject({
  total: z.number().default(0),
  page: z.number().nullish(),
  page_size: z.number().nullish(),
  order_by: z.string().nullish(),
  order: z.enum(['asc', 'desc']).nullish(),
  next_page_after_value: z.string().nullish(),
})
export type Pagination = z.infer<typeof paginationSchema>

/** GET uploads */
export const uploadsResponseSchema = z.looseObject({
  pagination: paginationSchema,
  data: z.array(uploadSchema),
})
export type UploadsResponse = z.infer<typeof uploadsResponseSchema>

/** GET/DELETE uploads/{id}, POST uploads, POST uploads/{id}/edit and actions, the raw-file calls: `{upload_id, data}`. */
export const uploadResponseSchema = z.looseObject({
  upload_id: z.string(),
  data: uploadSchema,
})
export type UploadResponse = z.infer<typeof uploadResponseSchema>

export const uploadEntrySchema = z.looseObject({
  entry_id: z.string(),
  mainfile: z.string().nullish(),
  upload_id: z.string().nullish(),
  parser_name: z.string().nullish(),
  entry_create_time: z.string().nullish(),
  complete_time: z.string().nullish(),
  process_running: z.boolean().default(false),
  process_status: z.string().nullish(),
  errors: z.array(z.string()).default([]),
  warnings: z.array(z.string()).default([]),
  entry_metadata: z.looseObject({}).nullish(),
})
export type UploadEntry = z.infer<typeof uploadEntrySchema>

/** GET uploads/{id}/entries: the upload itself rides along with the page of entries. */
export const uploadEntriesResponseSchema = z.looseObject({
  pagination: paginationSchema,
  processing_successful: z.number().default(0),
  processing_failed: z.number().default(0),
  upload: uploadSchema,
  data: z.array(uploadEntrySchema),
})
export type UploadEntriesResponse = z.infer<typeof uploadEntriesResponseSchema>

/** GET uploads/command-examples */
export const commandExamplesSchema = z.looseObject({
  upload_url: z.string().optional(),
  upload_command: z.string(),
  upload_command_with_name: z.string().optional(),
  upload_progress_command: z.string().optional(),
  upload_command_form: z.string().optional(),
  upload_tar_command: z.string().optional(),
})
export type CommandExamples = z.infer<typeof commandExamplesSchema>

export const rawDirItemSchema = z.looseObject({
  name: z.string(),
  size: z.number().default(0),
  is_file: z.boolean(),
  entry_id: z.string().nullish(),
  parser_name: z.string().nullish(),
})
export type RawDirItem = z.infer<typeof rawDirItemSchema>

/**
 * GET uploads/{id}/rawdir/{path}: a folder answers `directory_metadata` (with `content`), a file
 * answers `file_metadata`.
 */
export const rawDirResponseSchema = z.looseObject({
  path: z.string().default(''),
  access: z.string().nullish(),
  directory_metadata: z
    .looseObject({ name: z.string().default(''), size: z.number().default(0), content: z.array(rawDirItemSchema).default([]) })
    .nullish(),
  file_metadata: z
    .looseObject({
      name: z.string(),
      size: z.number().default(0),
      entry_id: z.string().nullish(),
      parser_name: z.string().nullish(),
    })
    .nullish(),
  pagination: paginationSchema.nullish(),
})
export type RawDirResponse = z.infer<typeof rawDirResponseSchema>

/** Body of POST uploads/{id}/edit (metadata editing with verify_only first, members). */
export interface UploadEditRequest {
  metadata: Record<string, unknown>
  verify_only?: boolean
  query?: Record<string, unknown>
  owner?: string
}

/** The embargo a publication may carry, in months (spec 1 §4, §9). */
export const MAX_EMBARGO_MONTHS = 36
