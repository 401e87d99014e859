/**
 * The bundle an upload travels in between deployments: a zip with `bundle_info.json` (the upload's
 * and its entries' user metadata) at the top and the raw files below `raw/`, so no raw file can
 * be mistaken for the bundle's own description.
 */
import type { Readable } from 'node:stream'
import { z } from 'zod'
import { walkFiles } from '../processing/raw-walk.js'
import type { FileStore, StoredDoc } from '../store/interfaces.js'
import { zipOfMembers } from './raw-files.js'
import type { UploadDoc } from './upload-doc.js'

export const BUNDLE_INFO = 'bundle_info.json'
export const BUNDLE_RAW_DIR = 'raw/'

export const bundleInfoSchema = z.object({
  source_deployment_url: z.string(),
  upload: z.object({
    upload_id: z.string().min(1),
    upload_name: z.string().nullable(),
    upload_create_time: z.string(),
    publish_time: z.string().nullable(),
    embargo_length: z.number().int().min(0),
    license: z.string(),
  }),
  entries: z.array(
    z.object({
      entry_id: z.string(),
      mainfile: z.string(),
      comment: z.string().nullish(),
      references: z.array(z.string()).optional(),
    }),
  ),
})

export type BundleInfo = z.infer<typeof bundleInfoSchema>

/** What the target needs to recreate the upload; embargo_length is the one the transfer asks for. */
export function bundleInfoOf(upload: UploadDoc, entries: StoredDoc[], embargoLength: number, sourceDeploymentUrl: string): BundleInfo {
  return {
    source_deployment_url: sourceDeploymentUrl,
    upload: {
      upload_id: upload.upload_id,
      upload_name: upload.upload_name,
      upload_create_time: upload.upload_create_time,
      publish_time: upload.publish_time,
      embargo_length: embargoLength,
      license: upload.license,
    },
    entries: entries.map((entry) => ({
      entry_id: String(entry.entry_id),
      mainfile: String(entry.mainfile),
      ...(typeof entry.comment === 'string' ? { comment: entry.comment } : {}),
      ...(Array.isArray(entry.references) ? { references: entry.references.map(String) } : {}),
    })),
  }
}

/** The bundle as a zip stream; raw files are read only as the zip reaches them. */
export function bundleZipOf(files: FileStore, info: BundleInfo): Readable {
  const uploadId = info.upload.upload_id
  const members = async () => (await walkFiles(files, uploadId)).map((file) => ({ path: file.path, name: `${BUNDLE_RAW_DIR}${file.path}` }))
  return zipOfMembers(files, uploadId, members, { [BUNDLE_INFO]: JSON.stringify(info, null, 2) })
}
