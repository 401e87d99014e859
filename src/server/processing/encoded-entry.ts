/**
 * An entry built and put in the record store's stored form where its mainfile was parsed: the
 * parse worker gets what the entry needs of its upload with the parse request (EntryBuildContext)
 * and answers the two stored texts instead of the parse result, so that the main thread, which
 * also serves HTTP and writes the database, does neither the building nor the JSON encoding.
 * On 2 cores that work was about a third of the main thread's time while an upload processed.
 */
import type { Model } from '../../engine/metainfo/index.js'
import { decodeDoc, encodeDoc } from '../store/duckdb/stored-form.js'
import type { EncodedDoc, StoredDoc } from '../store/interfaces.js'
import { ARCHIVES, ENTRIES, type UploadDoc } from '../uploads/upload-doc.js'
import { buildEntry, type NamedUser, type UserNames } from './entry-builder.js'
import type { ParseOutcome } from './parse-task.js'

/** What building an entry needs besides its parse (all of it plain data, to be posted to a worker). */
export interface EntryBuildContext {
  upload: UploadDoc
  /** The upload's members by user id, with their names (see UserNames). */
  names: Record<string, NamedUser>
  /** The entry as stored before this run, when the upload is processed again. */
  previous?: StoredDoc
  now: string
  version: string
  /** The entry's files (see entry-files.ts). */
  files: string[]
  /** The parser the mainfile was matched to: a failed entry whose parse names none is given it. */
  matchedParser: string
}

/** An entry and its archive in the record store's stored form. */
export interface EncodedEntry {
  entry_id: string
  entry: EncodedDoc
  archive: EncodedDoc
}

/** The names of every member of the upload, for a build in another thread. */
export function memberNames(upload: UploadDoc, names: UserNames): Record<string, NamedUser> {
  const ids = new Set([upload.main_author, ...upload.coauthors, ...upload.reviewers, ...upload.writers, ...upload.viewers])
  return Object.fromEntries([...ids].map((id) => [id, names(id)]))
}

export function encodeEntry(context: EntryBuildContext, mainfile: string, outcome: ParseOutcome, entryHash: string | undefined, model: Model): EncodedEntry {
  const { upload } = context
  const names: UserNames = (id) => context.names[id] ?? { user_id: id, name: id }
  const built = buildEntry({
    upload,
    names,
    mainfile,
    files: context.files,
    outcome: outcome.ok ? outcome : { ...outcome, parserName: outcome.parserName ?? context.matchedParser },
    previous: context.previous,
    now: context.now,
    version: context.version,
    entryHash,
    model,
  })
  return {
    entry_id: built.entry_id,
    entry: encodeDoc(ENTRIES, built.metadata),
    archive: encodeDoc(ARCHIVES, { entry_id: built.entry_id, upload_id: upload.upload_id, archive: built.archive }),
  }
}

/** The entry's metadata document (what the search index takes) back from its stored form; `lists` keeps the quantity lists parsed so far. */
export function entryDocumentOf(encoded: EncodedEntry, lists: Map<string, readonly string[]>): StoredDoc {
  return decodeDoc(ENTRIES, encoded.entry, lists)
}
