/**
 * Request bodies of the many-entries downloads, POST entries/raw/query and POST
 * entries/archive/download/query (NOMAD API v1: EntriesRaw, EntriesArchiveDownload, Files).
 * Unlike NOMAD, which ignores fields it does not know, a field outside these is refused with 422,
 * so that a misspelt `glob_patern` does not silently download everything.
 */
import { z } from 'zod'
import { requiredSpecSchema } from '../../archive/required.js'
import { ownerSchema } from '../../query/requestSchema.js'

/** NOMAD's Files: which files a download holds and whether the zip is compressed. */
export const downloadFilesSchema = z.strictObject({
  /** Deflate the zip members; NOMAD's default is a stored (uncompressed) zip. */
  compress: z.boolean().default(false),
  /** A glob (fnmatch) matched against the end of each file's path in its upload. */
  glob_pattern: z.string().optional(),
  /** A regular expression searched in each file's path in its upload; replaces glob_pattern. */
  re_pattern: z
    .string()
    .superRefine((pattern, ctx) => {
      try {
        new RegExp(pattern)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `could not parse the re pattern: ${(error as Error).message}` })
      }
    })
    .optional(),
  /** File names (the end of the path); replaces glob_pattern and re_pattern. */
  include_files: z.array(z.string()).optional(),
})
export type DownloadFiles = z.output<typeof downloadFilesSchema>
export type DownloadFilesInput = z.input<typeof downloadFilesSchema>

const downloadRequestFields = {
  owner: ownerSchema.default('public'),
  /** NOMAD's query language, checked against the search quantities by the server. */
  query: z.unknown().optional(),
  files: downloadFilesSchema.optional(),
}

/** POST entries/raw/query. */
export const entriesRawDownloadRequestSchema = z.strictObject(downloadRequestFields)
export type EntriesRawDownloadRequest = z.input<typeof entriesRawDownloadRequestSchema>

/** POST entries/archive/download/query: `required` picks the parts of each archive (default '*'). */
export const entriesArchiveDownloadRequestSchema = z.strictObject({ ...downloadRequestFields, required: requiredSpecSchema.default('*') })
export type EntriesArchiveDownloadRequest = z.input<typeof entriesArchiveDownloadRequestSchema>
