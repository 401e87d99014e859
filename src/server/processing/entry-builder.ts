/**
 * An entry's metadata (the `entries` document and the search document) and stored archive, from
 * the parser's result and the upload's facts. The access fields every search document carries
 * (main_author, authors, writers, viewers, writer_groups, viewer_groups, published,
 * with_embargo) come from the upload and are refreshed whenever members or publication change.
 */
import { entryProcessingMachine, step } from '../../machines/index.js'
import { entryIdOf } from '../ids.js'
import { quantityPaths } from '../archive-paths.js'
import { entryReferences } from './entry-references.js'
import { textSearchContents } from './text-search-contents.js'
import { archiveSectionDefs } from './archive-section-defs.js'
import type { Model } from '../../engine/metainfo/index.js'
import type { UploadDoc } from '../uploads/upload-doc.js'
import type { ProcessingLogEntry } from './parsers/types.js'
import type { ParseOutcome } from './parse-task.js'

type Json = Record<string, unknown>

export interface NamedUser {
  user_id: string
  name: string
}

/** Names of the upload's members, for the entry metadata. */
export type UserNames = (userId: string) => NamedUser

/** The fields an entry repeats from its upload. */
export function uploadFactsOfEntry(upload: UploadDoc, names: UserNames): Json {
  const main = names(upload.main_author)
  const writers = upload.writers.map(names)
  const viewers = upload.viewers.map(names)
  return {
    upload_id: upload.upload_id,
    upload_name: upload.upload_name ?? undefined,
    upload_create_time: upload.upload_create_time,
    published: upload.published,
    publish_time: upload.publish_time ?? undefined,
    with_embargo: upload.with_embargo,
    embargo_length: upload.embargo_length,
    license: upload.license,
    main_author: main,
    authors: [main, ...upload.coauthors.map(names)],
    writers,
    viewers,
    writer_groups: upload.writer_groups,
    viewer_groups: upload.viewer_groups,
    origin: main.name,
  }
}

/** User-edited entry metadata that survives reprocessing. */
const USER_FIELDS = ['comment', 'references', 'datasets', 'external_id'] as const

/** The final status after a successful and after a failed parse: the machine is fixed, so each is walked once. */
const statusAfter = new Map<boolean, string>()

/** The entry's final process status, walked through the entry processing machine. */
export function entryStatusAfter(outcome: ParseOutcome): string {
  let status = statusAfter.get(outcome.ok)
  if (status === undefined) statusAfter.set(outcome.ok, (status = walkedStatusAfter(outcome)))
  return status
}

function walkedStatusAfter(outcome: ParseOutcome): string {
  let state = step(entryProcessingMachine, 'PENDING', undefined, { type: 'START' }).state
  if (outcome.ok) {
    for (const type of ['PARSED', 'NORMALIZED', 'SUCCEED'] as const) state = step(entryProcessingMachine, state, undefined, { type }).state
  } else {
    state = step(entryProcessingMachine, state, undefined, { type: 'FAIL' }).state
  }
  return state
}

export interface BuiltEntry {
  entry_id: string
  metadata: Json
  archive: Json
}

export interface BuildEntryInput {
  upload: UploadDoc
  names: UserNames
  mainfile: string
  outcome: ParseOutcome
  previous?: Json
  now: string
  version: string
  /** SHA-512 of the mainfile's bytes (see entry-hash.ts). */
  entryHash?: string
  /** The entry's files: the mainfile and the other files of its folder (see entry-files.ts). */
  files?: string[]
  /** Strata's metainfo, for the entry's `sections` and `section_defs`; without it they are the parser's. */
  model?: Model
}

export function buildEntry(input: BuildEntryInput): BuiltEntry {
  const { upload, mainfile, outcome, previous } = input
  const entryId = entryIdOf(upload.upload_id, mainfile)
  const parsed = outcome.ok ? outcome.parsed : undefined
  const parserMetadata = parsed?.metadata ?? {}
  const results = (parsed?.archive.results as Json | undefined) ?? {}
  const kept = Object.fromEntries(USER_FIELDS.filter((field) => previous?.[field] !== undefined).map((field) => [field, previous![field]]))
  const metadata: Json = withoutUndefined({
    references: [],
    datasets: [],
    section_defs: [],
    ...parserMetadata,
    entry_references: parsed ? entryReferences(parsed.archive, upload.upload_id, entryId) : [],
    ...kept,
    ...uploadFactsOfEntry(upload, input.names),
    entry_id: entryId,
    calc_id: entryId,
    entry_name: (parserMetadata.entry_name as string | undefined) ?? mainfile.split('/').at(-1),
    mainfile,
    files: input.files ?? [mainfile],
    entry_hash: input.entryHash,
    parser_name: outcome.parserName,
    process_status: entryStatusAfter(outcome),
    process_running: false,
    processed: outcome.ok,
    processing_errors: outcome.ok ? [] : [outcome.error],
    errors: outcome.ok ? [] : [outcome.error],
    warnings: [],
    entry_create_time: (previous?.entry_create_time as string | undefined) ?? input.now,
    complete_time: input.now,
    last_processing_time: input.now,
    nomad_version: input.version,
    nomad_commit: '',
    results,
    quantities: [],
    n_quantities: 0,
  })
  const archive: Json = { ...(parsed?.archive ?? {}), results, processing_logs: outcome.logs satisfies ProcessingLogEntry[] }
  // The sections are read from the archive as stored (its metadata included); the quantities list them in turn,
  // so that, as NOMAD's, they hold no paths of the search document only (metadata.results, metadata.authors, ...).
  const stored = archiveMetadataOf(metadata, upload)
  if (input.model) {
    const defs = archiveSectionDefs({ ...archive, metadata: stored }, input.model, parsed?.metadata)
    Object.assign(metadata, defs)
    Object.assign(stored, defs)
  }
  const quantities = quantityPaths({ ...archive, metadata: stored })
  metadata.quantities = quantities
  metadata.n_quantities = quantities.length
  metadata.text_search_contents = textSearchContents(metadata, archive)
  archive.metadata = archiveMetadataOf(metadata, upload)
  return { entry_id: entryId, metadata, archive }
}

/** Fields of the search document NOMAD derives from the upload's members; its archives do not store them. */
const SEARCH_ONLY = ['authors', 'writers', 'viewers', 'writer_groups', 'viewer_groups', 'origin']

/**
 * An archive's `metadata` section as NOMAD stores it: without the copy of `results` (the archive has
 * its own), the upload's members as user and group ids (`main_author`, `coauthors`, `reviewers`,
 * `coauthor_groups`, `reviewer_groups`; the search document carries users with names and only the
 * derived writers/viewers), and an `entry_timestamp` (Strata asks no timestamp authority: no token).
 */
export function archiveMetadataOf(entry: Json, upload?: UploadDoc): Json {
  const { results: _results, ...rest } = entry
  const metadata = Object.fromEntries(Object.entries(rest).filter(([key]) => !SEARCH_ONLY.includes(key)))
  if (entry.main_author !== undefined) metadata.main_author = userIdOf(entry.main_author)
  for (const key of ['coauthors', 'reviewers', 'entry_coauthors']) metadata[key] = Array.isArray(entry[key]) ? entry[key].map(userIdOf) : []
  for (const key of ['coauthor_groups', 'reviewer_groups']) metadata[key] = Array.isArray(entry[key]) ? entry[key] : []
  if (upload) Object.assign(metadata, { coauthors: upload.coauthors, reviewers: upload.reviewers, coauthor_groups: upload.coauthor_groups, reviewer_groups: upload.reviewer_groups })
  const time = entry.last_processing_time ?? entry.entry_create_time
  if (typeof time === 'string') metadata.entry_timestamp = withoutUndefined({ token_seed: entry.entry_hash, timestamp: timestampForm(time) })
  return metadata
}

/** A time as NOMAD's entry_timestamp gives it (a timestamp authority certifies whole seconds): '2024-09-10T10:00:26+00:00'. */
function timestampForm(time: string): string {
  return time.replace(/\.\d+(?=Z$|[+-]\d\d:\d\d$)/, '').replace(/Z$/, '+00:00')
}

function userIdOf(user: unknown): unknown {
  return user !== null && typeof user === 'object' && 'user_id' in user ? (user as { user_id: unknown }).user_id : user
}

/** The entry as it waits for its parse: shown in the entries table while the upload processes. */
export function pendingEntry(upload: UploadDoc, names: UserNames, mainfile: string, parserName: string, previous: Json | undefined, now: string): Json {
  const entryId = entryIdOf(upload.upload_id, mainfile)
  return withoutUndefined({
    ...(previous ?? {}),
    ...uploadFactsOfEntry(upload, names),
    entry_id: entryId,
    calc_id: entryId,
    entry_name: (previous?.entry_name as string | undefined) ?? mainfile.split('/').at(-1),
    mainfile,
    parser_name: parserName,
    process_status: 'PENDING',
    process_running: true,
    entry_create_time: (previous?.entry_create_time as string | undefined) ?? now,
    errors: [],
    warnings: [],
  })
}

/** The entry document with its upload facts refreshed (after members, names or publication changed). */
export function withUploadFacts(entry: Json, upload: UploadDoc, names: UserNames): Json {
  return withoutUndefined({ ...entry, ...uploadFactsOfEntry(upload, names), publish_time: upload.publish_time ?? undefined, upload_name: upload.upload_name ?? undefined })
}

function withoutUndefined(doc: Json): Json {
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined))
}
