/**
 * The upload document as stored in the record store's `uploads` collection: NOMAD's upload
 * fields (what GET uploads/{id} answers) plus a few of Strata's own, kept out of responses.
 */
import type { StoredDoc } from '../store/interfaces.js'

export const UPLOADS = 'uploads'
export const ENTRIES = 'entries'
export const ARCHIVES = 'archives'

/** An uploaded file waiting for the next processing run to move (and unpack) it into the raw folder. */
export interface PendingFile {
  /** Absolute path of the received file in the staging area. */
  staged_path: string
  /** Folder in the raw files where it goes ('' = root). */
  target_dir: string
  file_name: string
}

export interface UploadDoc extends StoredDoc {
  upload_id: string
  upload_name: string | null
  upload_create_time: string
  main_author: string
  coauthors: string[]
  reviewers: string[]
  coauthor_groups: string[]
  reviewer_groups: string[]
  writers: string[]
  viewers: string[]
  writer_groups: string[]
  viewer_groups: string[]
  published: boolean
  published_to: string[]
  publish_time: string | null
  with_embargo: boolean
  embargo_length: number
  license: string
  process_running: boolean
  process_status: string
  current_process: string | null
  last_status_message: string | null
  errors: string[]
  warnings: string[]
  complete_time: string | null
  /** Number of entries (mainfiles) found by the last processing. */
  entries: number
  /** Of those, how many are processed so far and how many failed. */
  processed_entries: number
  failed_entries: number
  /** The upload life cycle machine's state ('staged', 'processing', 'processed', 'failed', 'published.public', 'published.embargoed'). */
  upload_state: string
  /** Strata-internal: files received but not yet moved into the raw folder. */
  pending_files: PendingFile[]
  /** Strata-internal: empty folders created with raw-create-dir. */
  directories: string[]
  /**
   * Strata-internal: set in the same write as a change its entries must follow (publish, members,
   * entry metadata), removed once entries, archives and search index follow; a server killed in
   * between brings them up to date at its next start.
   */
  entries_outdated?: string
}

/** Fields never sent to clients. */
const INTERNAL_FIELDS = ['pending_files', 'directories', 'entries_outdated'] as const

/** The fields everybody may see of a published, embargoed upload (spec 1 §6: partial metadata). */
const PUBLIC_METADATA_FIELDS = [
  'upload_id',
  'upload_name',
  'upload_create_time',
  'main_author',
  'published',
  'publish_time',
  'with_embargo',
  'embargo_length',
  'license',
  'entries',
  'process_running',
  'process_status',
  'current_process',
  'upload_state',
] as const

/** What GET uploads/{id} and friends answer as `data`. */
export function uploadResponseData(doc: UploadDoc, partial = false): Record<string, unknown> {
  const picked: Record<string, unknown> = partial
    ? Object.fromEntries(PUBLIC_METADATA_FIELDS.map((field) => [field, doc[field]]))
    : Object.fromEntries(Object.entries(doc).filter(([key]) => !(INTERNAL_FIELDS as readonly string[]).includes(key)))
  return Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== undefined))
}

/** writers/viewers and their groups follow from the members, as NOMAD derives them. */
export function withDerivedMembers(doc: UploadDoc): UploadDoc {
  const writers = unique([doc.main_author, ...doc.coauthors])
  const viewers = unique([...writers, ...doc.reviewers])
  const writerGroups = unique(doc.coauthor_groups)
  const viewerGroups = unique([...doc.coauthor_groups, ...doc.reviewer_groups])
  return { ...doc, writers, viewers, writer_groups: writerGroups, viewer_groups: viewerGroups }
}

export function newUploadDoc(init: { uploadId: string; mainAuthor: string; uploadName: string | null; now: string }): UploadDoc {
  return withDerivedMembers({
    upload_id: init.uploadId,
    upload_name: init.uploadName,
    upload_create_time: init.now,
    main_author: init.mainAuthor,
    coauthors: [],
    reviewers: [],
    coauthor_groups: [],
    reviewer_groups: [],
    writers: [],
    viewers: [],
    writer_groups: [],
    viewer_groups: [],
    published: false,
    published_to: [],
    publish_time: null,
    with_embargo: false,
    embargo_length: 0,
    license: 'CC BY 4.0',
    process_running: false,
    process_status: 'SUCCESS',
    current_process: null,
    last_status_message: null,
    errors: [],
    warnings: [],
    complete_time: null,
    entries: 0,
    processed_entries: 0,
    failed_entries: 0,
    upload_state: 'staged',
    pending_files: [],
    directories: [],
  })
}

/** An upload written before the life cycle fields existed (e.g. the example uploads) gets them here. */
export function normalizedUploadDoc(stored: StoredDoc): UploadDoc {
  const doc = stored as Partial<UploadDoc> & { upload_id: string; main_author: string }
  const base = newUploadDoc({ uploadId: doc.upload_id, mainAuthor: doc.main_author, uploadName: doc.upload_name ?? null, now: doc.upload_create_time ?? new Date(0).toISOString() })
  const merged = { ...base, ...doc } as UploadDoc
  if (!doc.upload_state) {
    merged.upload_state = merged.published ? (merged.with_embargo ? 'published.embargoed' : 'published.public') : merged.process_status === 'FAILURE' ? 'failed' : merged.entries > 0 ? 'processed' : 'staged'
  }
  if (doc.processed_entries === undefined) merged.processed_entries = merged.entries
  return merged
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}
