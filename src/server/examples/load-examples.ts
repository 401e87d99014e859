/**
 * At first start, turns each folder of examples/ into a published upload of the demo account,
 * so that a fresh Strata has something to show. A marker record makes this happen once per
 * data directory; deleting the example uploads later does not bring them back.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { AuthUser } from '../auth/types.js'
import { websafeHash } from '../ids.js'
import type { FileStore, RecordStore, SearchIndex, StoredDoc } from '../store/interfaces.js'
import { entryFromArchive, type ArchiveEntry, type UploadFacts } from './archive-entry.js'
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
   * The upload service: when given, each example folder is processed by the processing
   * pipeline (so that every file a parser claims becomes an entry) and then published.
   */
  uploads?: UploadService
}

export interface LoadedExamples {
  /** False when the marker says the examples were loaded before. */
  loaded: boolean
  uploadIds: string[]
}

const ARCHIVE_FILE = /\.archive\.(json|ya?ml)$/i

export async function loadExamplesOnce(options: LoadExamplesOptions): Promise<LoadedExamples> {
  if (await options.records.get(EXAMPLES_MARKER.collection, EXAMPLES_MARKER.id)) return { loaded: false, uploadIds: [] }
  const now = (options.now ?? (() => new Date()))().toISOString()
  const folders = (await readdir(options.examplesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()

  if (options.uploads) return processExamples(options, options.uploads, folders, now)

  const uploads: PreparedUpload[] = []
  for (const folder of folders) uploads.push(await prepareUpload(options, folder, now))

  // The index first: it is idempotent, while the marker (written with the records) ends the work.
  await options.search.index(uploads.flatMap((upload) => upload.entries.map((entry) => ({ entry_id: entry.entry_id, upload_id: upload.uploadId, doc: entry.metadata }))))
  await options.records.transaction(async (tx) => {
    for (const upload of uploads) {
      await tx.put('uploads', upload.uploadId, upload.doc)
      for (const entry of upload.entries) {
        await tx.put('entries', entry.entry_id, entry.metadata)
        await tx.put('archives', entry.entry_id, { entry_id: entry.entry_id, upload_id: upload.uploadId, archive: entry.archive })
      }
    }
    await tx.put(EXAMPLES_MARKER.collection, EXAMPLES_MARKER.id, { loaded_at: now, upload_ids: uploads.map((upload) => upload.uploadId) })
  })
  return { loaded: true, uploadIds: uploads.map((upload) => upload.uploadId) }
}

/** Each folder becomes an upload of the author, processed like any upload, then published. */
async function processExamples(options: LoadExamplesOptions, service: UploadService, folders: string[], now: string): Promise<LoadedExamples> {
  const uploadIds: string[] = []
  for (const folder of folders) {
    const folderPath = join(options.examplesDir, folder)
    const uploadId = websafeHash(['strata-example-upload', folder], 22)
    let readme: Buffer | undefined
    for (const path of await filesUnder(folderPath)) {
      const content = await readFile(join(folderPath, ...path.split('/')))
      if (path === 'README.md') readme = content
      await options.files.write(uploadId, path, content)
    }
    const doc = newUploadDoc({ uploadId, mainAuthor: options.author.user_id, uploadName: uploadNameOf(folder, readme), now })
    await options.records.put(UPLOADS, uploadId, doc)
    await service.requestProcessing(uploadId)
    await service.queue.idle(uploadId)
    const processed = await service.require(uploadId)
    if (processed.upload_state === 'processed' && processed.entries > processed.failed_entries) await service.publish(uploadId, 0)
    else console.warn(`example upload ${folder} was not published: ${processed.process_status}, ${processed.entries} entries, ${processed.errors.join('; ')}`)
    uploadIds.push(uploadId)
  }
  await options.records.put(EXAMPLES_MARKER.collection, EXAMPLES_MARKER.id, { loaded_at: now, upload_ids: uploadIds })
  return { loaded: true, uploadIds }
}

interface PreparedUpload {
  uploadId: string
  doc: StoredDoc
  entries: ArchiveEntry[]
}

async function prepareUpload(options: LoadExamplesOptions, folder: string, now: string): Promise<PreparedUpload> {
  const folderPath = join(options.examplesDir, folder)
  const uploadId = websafeHash(['strata-example-upload', folder], 22)
  const paths = await filesUnder(folderPath)
  const contents = new Map<string, Buffer>()
  for (const path of paths) {
    const content = await readFile(join(folderPath, ...path.split('/')))
    contents.set(path, content)
    await options.files.write(uploadId, path, content)
  }

  const author = { user_id: options.author.user_id, name: options.author.name }
  const facts: UploadFacts = {
    upload_id: uploadId,
    upload_name: uploadNameOf(folder, contents.get('README.md')),
    upload_create_time: now,
    main_author: author,
    published: true,
    publish_time: now,
    with_embargo: false,
    embargo_length: 0,
    license: 'CC BY 4.0',
  }
  const archives = new Map<string, Record<string, unknown>>()
  for (const [path, content] of contents) {
    if (ARCHIVE_FILE.test(path)) archives.set(path, parseArchiveFile(path, content))
  }
  const entries: ArchiveEntry[] = [...archives].map(([mainfile, archive]) =>
    entryFromArchive({ upload: facts, mainfile, archive, archiveOf: (path) => archives.get(path), processedAt: now, version: options.version }),
  )
  const doc = {
    ...facts,
    main_author: author.user_id,
    coauthors: [],
    coauthor_groups: [],
    reviewers: [],
    reviewer_groups: [],
    writers: [author.user_id],
    writer_groups: [],
    viewers: [author.user_id],
    viewer_groups: [],
    published_to: [],
    process_running: false,
    current_process: 'process_upload',
    process_status: 'SUCCESS',
    last_status_message: 'Process process_upload completed successfully',
    errors: [],
    warnings: [],
    complete_time: now,
    entries: entries.length,
  }
  return { uploadId, doc, entries }
}

/** All files below a folder, as '/'-separated relative paths, hidden files left out. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((segment) => segment.startsWith('.')))
    .sort()
}

/** The README's first heading, else the folder's name. */
function uploadNameOf(folder: string, readme: Buffer | undefined): string {
  const heading = readme ? /^#\s+(.+)$/m.exec(readme.toString('utf8')) : null
  return heading ? heading[1].trim() : folder
}

function parseArchiveFile(path: string, content: Buffer): Record<string, unknown> {
  const text = content.toString('utf8')
  const parsed: unknown = /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text)
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`example ${path} is not an archive (an object at the top)`)
  return parsed as Record<string, unknown>
}
