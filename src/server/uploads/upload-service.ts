/**
 * The upload service: creating uploads, their members and metadata, publishing, embargo,
 * deleting and queueing processing. Route modules check access (src/server/access) and call
 * these; every change of an upload document goes through update(), one writer at a time.
 */
import { randomUUID } from 'node:crypto'
import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { USERS_COLLECTION } from '../auth/accounts.js'
import { GROUPS_COLLECTION } from '../auth/groups.js'
import { ApiError } from '../http/errors.js'
import { newUploadId } from '../ids.js'
import { archiveMetadataOf, withUploadFacts, type NamedUser, type UserNames } from '../processing/entry-builder.js'
import { textSearchContents } from '../processing/text-search-contents.js'
import { replaceInIndex } from '../processing/index-entries.js'
import { settleUnfinishedEntries } from '../processing/settle-entries.js'
import type { JobQueue } from '../processing/job-queue.js'
import { PROCESS_UPLOAD_JOB, type UploadDocs } from '../processing/pipeline.js'
import { rawBytes } from '../processing/raw-walk.js'
import type { FileStore, RecordStore, SearchIndex, StoredDoc } from '../store/interfaces.js'
import { applyUploadEvent, markCompleted, markFailed, markPending } from './lifecycle.js'
import { KeyedLock } from './locks.js'
import { ARCHIVES, ENTRIES, newUploadDoc, normalizedUploadDoc, UPLOADS, withDerivedMembers, type PendingFile, type UploadDoc } from './upload-doc.js'

export const MAX_EMBARGO_LENGTH = 36
export const UNPUBLISHED_LIMIT_MESSAGE = 'You have reached maximum number of unpublished uploads!'

export interface UploadServiceOptions {
  records: RecordStore
  search: SearchIndex
  files: FileStore
  queue: JobQueue
  /** Where received files and unpacked archives wait (on the server's disk). */
  stagingRoot: string
  unpublishedUploadLimit: number
  uploadSizeLimitBytes: number
  /** Recorded as the processing version of entries the service settles (see stop()). */
  version?: string
  now?: () => Date
}

export class UploadService implements UploadDocs {
  readonly records: RecordStore
  readonly search: SearchIndex
  readonly files: FileStore
  readonly queue: JobQueue
  private readonly locks = new KeyedLock()

  constructor(readonly options: UploadServiceOptions) {
    this.records = options.records
    this.search = options.search
    this.files = options.files
    this.queue = options.queue
  }

  now(): string {
    return (this.options.now ?? (() => new Date()))().toISOString()
  }

  stagingDirOf(uploadId: string): string {
    return join(this.options.stagingRoot, uploadId)
  }

  async get(uploadId: string): Promise<UploadDoc | undefined> {
    const stored = await this.records.get(UPLOADS, uploadId)
    if (!stored) return undefined
    const doc = normalizedUploadDoc(stored)
    return this.embargoExpired(doc) ? this.endExpiredEmbargo(uploadId) : doc
  }

  /** Ends an embargo whose months have passed, and re-indexes the entries so search shows them. */
  private async endExpiredEmbargo(uploadId: string): Promise<UploadDoc> {
    return this.updateWithEntries(uploadId, (current) => (this.embargoExpired(current) ? this.endEmbargo(current, 'EMBARGO_EXPIRED') : current))
  }

  /** The periodic sweep: lifts every embargo that has expired; answers the ids of the uploads it made public. */
  async liftExpiredEmbargoes(): Promise<string[]> {
    const expired = (await this.records.list(UPLOADS)).map(normalizedUploadDoc).filter((doc) => this.embargoExpired(doc))
    for (const doc of expired) await this.endExpiredEmbargo(doc.upload_id)
    return expired.map((doc) => doc.upload_id)
  }

  /** The upload, or 404 with NOMAD's message. */
  async require(uploadId: string): Promise<UploadDoc> {
    const doc = await this.get(uploadId)
    if (!doc) throw new ApiError(404, 'The specified upload_id was not found.')
    return doc
  }

  async all(): Promise<UploadDoc[]> {
    const docs = (await this.records.list(UPLOADS)).map(normalizedUploadDoc)
    return Promise.all(docs.map((doc) => (this.embargoExpired(doc) ? this.get(doc.upload_id).then((d) => d ?? doc) : doc)))
  }

  update(uploadId: string, change: (doc: UploadDoc) => UploadDoc | Promise<UploadDoc>): Promise<UploadDoc> {
    return this.locks.run(uploadId, async () => {
      const stored = await this.records.get(UPLOADS, uploadId)
      if (!stored) throw new ApiError(404, 'The specified upload_id was not found.')
      const next = await change(normalizedUploadDoc(stored))
      await this.records.put(UPLOADS, uploadId, next)
      return next
    })
  }

  /** Names of users for entry metadata (unknown ids keep their id as name). */
  async names(upload: UploadDoc): Promise<UserNames> {
    const ids = new Set([upload.main_author, ...upload.coauthors, ...upload.reviewers])
    const known = new Map<string, NamedUser>()
    for (const id of ids) {
      const user = await this.records.get(USERS_COLLECTION, id)
      known.set(id, { user_id: id, name: typeof user?.name === 'string' ? user.name : id })
    }
    return (id) => known.get(id) ?? { user_id: id, name: id }
  }

  /** What the upload holds against its size limit: its raw files and the received files waiting to be moved in. */
  async storedBytes(upload: UploadDoc): Promise<number> {
    const raw = await rawBytes(this.files, upload.upload_id)
    const waiting = await Promise.all(upload.pending_files.map((file) => stat(file.staged_path).then((info) => info.size, () => 0)))
    return raw + waiting.reduce((sum, size) => sum + size, 0)
  }

  /** The upload size limit and what the upload stores already, for receiving more files. */
  async sizeBudget(upload: UploadDoc): Promise<{ limit: number; stored: number }> {
    return { limit: this.options.uploadSizeLimitBytes, stored: await this.storedBytes(upload) }
  }

  async countUnpublishedOf(userId: string): Promise<number> {
    return (await this.all()).filter((doc) => doc.main_author === userId && !doc.published).length
  }

  async create(userId: string, init: { uploadName?: string | null }): Promise<UploadDoc> {
    if ((await this.countUnpublishedOf(userId)) >= this.options.unpublishedUploadLimit) throw new ApiError(400, UNPUBLISHED_LIMIT_MESSAGE)
    const doc = newUploadDoc({ uploadId: newUploadId(), mainAuthor: userId, uploadName: init.uploadName ?? null, now: this.now() })
    await this.records.put(UPLOADS, doc.upload_id, doc)
    return doc
  }

  /** Adds received files and queues processing (which moves them in). */
  /** `precondition` runs under the upload's lock, before the files are taken (e.g. the entry_hash check). */
  async addFilesAndProcess(uploadId: string, received: PendingFile[], precondition?: (doc: UploadDoc) => Promise<void>): Promise<UploadDoc> {
    const doc = await this.update(uploadId, async (current) => {
      await precondition?.(current)
      return markPending({ ...current, pending_files: [...current.pending_files, ...received] })
    })
    this.queue.enqueue({ type: PROCESS_UPLOAD_JOB, uploadId, owner: doc.main_author })
    return doc
  }

  async requestProcessing(uploadId: string): Promise<UploadDoc> {
    return this.addFilesAndProcess(uploadId, [])
  }

  /** Stops waiting or running processing; the upload ends FAILURE with 'Process stopped'. */
  async stop(uploadId: string): Promise<UploadDoc> {
    const before = await this.require(uploadId)
    if (!before.process_running) throw new ApiError(400, 'The upload is not being processed.')
    await this.queue.cancel(uploadId)
    const after = await this.require(uploadId)
    if (!after.process_running) return after
    // No job was running: entries that a run cut off by a restart left waiting are settled here.
    const settling = { records: this.records, search: this.search, version: this.options.version ?? 'Strata' }
    const counts = await settleUnfinishedEntries(settling, after, await this.names(after), 'Process stopped', this.now())
    return this.update(uploadId, (doc) => markFailed({ ...doc, ...counts }, ['Process stopped'], this.now(), true))
  }

  /** Refuses changes to files while processing runs (NOMAD's rule). */
  assertNotProcessing(doc: UploadDoc): void {
    if (doc.process_running && doc.process_status === 'RUNNING') throw new ApiError(400, 'The upload is currently being processed, operation not possible.')
  }

  async publish(uploadId: string, embargoLength: number): Promise<UploadDoc> {
    if (!Number.isInteger(embargoLength) || embargoLength < 0 || embargoLength > MAX_EMBARGO_LENGTH) {
      throw new ApiError(400, `Invalid embargo_length: it must be a whole number of months from 0 to ${MAX_EMBARGO_LENGTH}.`)
    }
    return this.updateWithEntries(uploadId, (current) => {
      if (current.process_running) throw new ApiError(400, 'The upload is currently being processed, operation not possible.')
      const refusal = current.process_status === 'FAILURE' && current.entries === 0 ? 'Processing of the upload failed; it cannot be published.' : 'Only uploads with at least one successfully processed entry can be published.'
      const published = applyUploadEvent(current, { type: 'PUBLISH', embargoLength }, current.published ? 'Upload is already published, operation not possible.' : refusal)
      return markCompleted({ ...published, published: true, publish_time: this.now(), with_embargo: embargoLength > 0, embargo_length: embargoLength }, 'publish_upload', this.now())
    })
  }

  async liftEmbargo(uploadId: string): Promise<UploadDoc> {
    return this.updateWithEntries(uploadId, (current) => {
      if (!current.published || !current.with_embargo) throw new ApiError(400, 'The upload is not under embargo.')
      return markCompleted(this.endEmbargo(current, 'LIFT_EMBARGO'), 'edit_upload_metadata', this.now())
    })
  }

  private embargoExpired(doc: UploadDoc): boolean {
    if (!doc.published || !doc.with_embargo || !doc.publish_time) return false
    const end = new Date(doc.publish_time)
    end.setUTCMonth(end.getUTCMonth() + doc.embargo_length)
    return end.getTime() <= new Date(this.now()).getTime()
  }

  private endEmbargo(doc: UploadDoc, event: 'LIFT_EMBARGO' | 'EMBARGO_EXPIRED'): UploadDoc {
    const next = applyUploadEvent(doc, { type: event })
    return { ...next, with_embargo: false, embargo_length: event === 'LIFT_EMBARGO' ? 0 : doc.embargo_length }
  }

  /** Members and upload name change: derived fields, then the entries' access fields. */
  async setMembers(uploadId: string, change: Partial<Pick<UploadDoc, 'coauthors' | 'reviewers' | 'coauthor_groups' | 'reviewer_groups' | 'upload_name' | 'embargo_length' | 'license'>>): Promise<UploadDoc> {
    return this.updateWithEntries(uploadId, (current) => markCompleted(withDerivedMembers({ ...current, ...change }), 'edit_upload_metadata', this.now()))
  }

  /**
   * A change of the upload that its entries must follow. The stored document is marked outdated in
   * the same write, and the mark (this change's own, not a later one's) is removed only once
   * entries, archives and index follow: a server killed in between finishes the work at its next
   * start (reindexOutdated), so the upload and its entries never disagree for good.
   */
  async updateWithEntries(uploadId: string, change: (doc: UploadDoc) => UploadDoc | Promise<UploadDoc>): Promise<UploadDoc> {
    const mark = randomUUID()
    const doc = await this.update(uploadId, async (current) => {
      const next = await change(current)
      return next === current ? current : { ...next, entries_outdated: mark }
    })
    if (doc.entries_outdated !== mark) return doc
    await this.reindex(doc)
    return this.unmark(uploadId, mark)
  }

  /** Brings the entries of every upload marked outdated up to date (after a restart); answers their ids. */
  async reindexOutdated(): Promise<string[]> {
    const outdated = (await this.records.list(UPLOADS)).map(normalizedUploadDoc).filter((doc) => doc.entries_outdated !== undefined)
    for (const doc of outdated) {
      await this.reindex(doc)
      await this.unmark(doc.upload_id, doc.entries_outdated!)
    }
    return outdated.map((doc) => doc.upload_id)
  }

  private unmark(uploadId: string, mark: string): Promise<UploadDoc> {
    return this.update(uploadId, (current) => {
      if (current.entries_outdated !== mark) return current
      const { entries_outdated: _done, ...rest } = current
      return rest
    })
  }

  /** Re-writes the upload facts into its entries and archives, and re-indexes the processed ones. */
  async reindex(upload: UploadDoc): Promise<void> {
    const names = await this.names(upload)
    const entries = await this.records.list(ENTRIES, { where: { upload_id: upload.upload_id } })
    const updated = entries.map((entry) => withUploadFacts(entry, upload, names))
    await this.records.transaction(async (tx) => {
      for (const entry of updated) {
        const archive = await tx.get(ARCHIVES, entry.entry_id as string)
        const content = (archive?.archive ?? {}) as Record<string, unknown>
        // Names, comments and the upload name are free text: what free-text search finds follows their edits.
        if (archive) entry.text_search_contents = textSearchContents(entry, content)
        await tx.put(ENTRIES, entry.entry_id as string, entry)
        if (archive) await tx.put(ARCHIVES, entry.entry_id as string, { ...archive, archive: { ...content, metadata: archiveMetadataOf({ ...((content.metadata as object) ?? {}), ...entry }, upload) } })
      }
    })
    const indexable = updated.filter((entry) => entry.process_status === 'SUCCESS' || entry.process_status === 'FAILURE')
    await replaceInIndex(this.search, indexable.map((entry) => ({ entry_id: entry.entry_id as string, upload_id: upload.upload_id, doc: entry })))
  }

  /** Applies entry-level metadata (comment, references, datasets), each entry its own change, keyed by entry id. */
  async editEntries(upload: UploadDoc, changes: Map<string, Record<string, unknown>>): Promise<void> {
    // Marked first: a kill after the entries changed but before the index did is finished at the next start.
    const mark = randomUUID()
    const marked = await this.update(upload.upload_id, (current) => ({ ...current, entries_outdated: mark }))
    const entries = await this.records.list(ENTRIES, { where: { upload_id: upload.upload_id } })
    await this.records.transaction(async (tx) => {
      for (const entry of entries) {
        const change = changes.get(entry.entry_id as string)
        if (change) await tx.put(ENTRIES, entry.entry_id as string, { ...entry, ...change })
      }
    })
    await this.reindex(marked)
    await this.unmark(upload.upload_id, mark)
  }

  async delete(uploadId: string): Promise<UploadDoc> {
    const doc = await this.require(uploadId)
    await this.queue.cancel(uploadId)
    const entries = await this.records.list(ENTRIES, { where: { upload_id: uploadId } })
    const entryIds = entries.map((entry) => entry.entry_id as string)
    await this.search.remove(entryIds)
    await this.records.transaction(async (tx) => {
      for (const entryId of entryIds) {
        await tx.delete(ENTRIES, entryId)
        await tx.delete(ARCHIVES, entryId)
      }
      await tx.delete(UPLOADS, uploadId)
    })
    await this.files.removeUpload(uploadId)
    await rm(this.stagingDirOf(uploadId), { recursive: true, force: true })
    const deleted = applyUploadEvent(doc, { type: 'DELETE' }, 'Upload is already published, operation not possible.')
    return { ...deleted, current_process: 'delete_upload', process_status: 'SUCCESS', process_running: false, last_status_message: 'Process delete_upload completed successfully' }
  }

  async entriesOf(uploadId: string): Promise<StoredDoc[]> {
    return this.records.list(ENTRIES, { where: { upload_id: uploadId } })
  }

  async userExists(userId: string): Promise<boolean> {
    return (await this.records.get(USERS_COLLECTION, userId)) !== undefined
  }

  async groupExists(groupId: string): Promise<boolean> {
    return groupId === 'all' || (await this.records.get(GROUPS_COLLECTION, groupId)) !== undefined
  }
}
