/**
 * At first start, turns each folder of examples/ into a published upload of the demo account,
 * so that a fresh Strata has something to show. A marker record makes this happen once per
 * data directory; deleting the example uploads later does not bring them back.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AuthUser } from '../auth/types.js'
import { websafeHash } from '../ids.js'
import type { FileStore, RecordStore, SearchIndex } from '../store/interfaces.js'
import { copyFolderIntoUpload } from '../uploads/folder-files.js'
import { newUploadDoc, UPLOADS } from '../uploads/upload-doc.js'
import type { UploadService } from '../uploads/upload-service.js'

export const EXAMPLES_MARKER = { collection: 'system', id: 'example_uploads' } as const

export interface LoadExamplesOptions {
  examplesDir: string
  records: RecordStore
  search: SearchIndex
  files: FileStore
  /** The main author of the example uploads (the seeded demo account). */
  author: AuthUser
  /** Name and version of the software, recorded as the entries' processing version. */
  version: string
  now?: () => Date
  /**
   * The upload service: each example folder is processed by the processing pipeline
   * (so that every file a parser claims becomes an entry) and then published.
   */
  uploads: UploadService
}

export interface LoadedExamples {
  /** False when the marker says the examples were loaded before. */
  loaded: boolean
  uploadIds: string[]
}

export async function loadExamplesOnce(options: LoadExamplesOptions): Promise<LoadedExamples> {
  if (await options.records.get(EXAMPLES_MARKER.collection, EXAMPLES_MARKER.id)) return { loaded: false, uploadIds: [] }
  const now = (options.now ?? (() => new Date()))().toISOString()
  const folders = (await readdir(options.examplesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()

  return processExamples(options, options.uploads, folders, now)
}

/** Each folder becomes an upload of the author, processed like any upload, then published. */
async function processExamples(options: LoadExamplesOptions, service: UploadService, folders: string[], now: string): Promise<LoadedExamples> {
  const uploadIds: string[] = []
  for (const folder of folders) {
    const folderPath = join(options.examplesDir, folder)
    const uploadId = websafeHash(['strata-example-upload', folder], 22)
    const paths = await copyFolderIntoUpload(options.files, uploadId, folderPath)
    const readme = paths.includes('README.md') ? await readFile(join(folderPath, 'README.md')) : undefined
    const doc = newUploadDoc({ uploadId, mainAuthor: options.author.user_id, uploadName: uploadNameOf(folder, readme), now })
    await options.records.put(UPLOADS, uploadId, doc)
    await processAndPublish(service, uploadId, `example upload ${folder}`)
    uploadIds.push(uploadId)
  }
  await options.records.put(EXAMPLES_MARKER.collection, EXAMPLES_MARKER.id, { loaded_at: now, upload_ids: uploadIds })
  return { loaded: true, uploadIds }
}

/** Processes an upload to the end and publishes it when it has entries; otherwise says why it did not. */
export async function processAndPublish(service: UploadService, uploadId: string, label: string): Promise<void> {
  await service.requestProcessing(uploadId)
  await service.queue.idle(uploadId)
  const processed = await service.require(uploadId)
  if (processed.upload_state === 'processed' && processed.entries > processed.failed_entries) await service.publish(uploadId, 0)
  else console.warn(`${label} was not published: ${processed.process_status}, ${processed.entries} entries, ${processed.errors.join('; ')}`)
}

/** The README's first heading, else the folder's name. */
function uploadNameOf(folder: string, readme: Buffer | undefined): string {
  const heading = readme ? /^#\s+(.+)$/m.exec(readme.toString('utf8')) : null
  return heading ? heading[1].trim() : folder
}
