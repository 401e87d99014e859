/** Request and response bodies of the archive endpoints (NOMAD API v1 shapes), shared by client and server. */
import { z } from 'zod'
import { ownerSchema } from '../query/requestSchema.js'
import { requiredSpecSchema } from './required.js'

export const archiveQueryBodySchema = z.object({ required: requiredSpecSchema.optional() }).loose()
export type ArchiveQueryBody = z.infer<typeof archiveQueryBodySchema>

export const entryArchiveSchema = z.object({
  entry_id: z.string(),
  upload_id: z.string(),
  parser_name: z.string().optional(),
  archive: z.record(z.string(), z.unknown()),
})
export type EntryArchive = z.infer<typeof entryArchiveSchema>

export const archiveQueryResponseSchema = z.object({
  required: requiredSpecSchema,
  entry_id: z.string(),
  data: entryArchiveSchema,
})
export type ArchiveQueryResponse = z.infer<typeof archiveQueryResponseSchema>

export const entryMetadataResponseSchema = z.object({
  entry_id: z.string(),
  required: z.record(z.string(), z.unknown()),
  data: z.record(z.string(), z.unknown()),
})

export const archivesQueryBodySchema = z
  .object({
    owner: ownerSchema.default('visible'),
    query: z.record(z.string(), z.unknown()).default({}),
    pagination: z
      .object({
        page_size: z.number().int().min(0).max(10000).default(10),
        order_by: z.string().default('entry_id'),
        order: z.enum(['asc', 'desc']).default('asc'),
        page_after_value: z.string().optional(),
      })
      .default({ page_size: 10, order_by: 'entry_id', order: 'asc' }),
    required: requiredSpecSchema.default('*'),
  })
  .loose()
export type ArchivesQueryBody = z.infer<typeof archivesQueryBodySchema>

export const archivesQueryResponseSchema = z.object({
  owner: ownerSchema,
  query: z.unknown(),
  pagination: z.object({
    page_size: z.number(),
    order_by: z.string(),
    order: z.enum(['asc', 'desc']),
    total: z.number(),
    page_after_value: z.string().optional(),
    next_page_after_value: z.string().optional(),
  }),
  required: requiredSpecSchema,
  data: z.array(entryArchiveSchema),
})
export type ArchivesQueryResponse = z.infer<typeof archivesQueryResponseSchema>

export const systemFormatSchema = z.enum(['cif', 'xyz', 'pdb'])
export type SystemFormat = z.infer<typeof systemFormatSchema>
export const wrapModeSchema = z.enum(['original', 'wrap', 'unwrap'])
export type WrapMode = z.infer<typeof wrapModeSchema>
