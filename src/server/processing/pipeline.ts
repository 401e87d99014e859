/**
 * Processing of one upload (the 'process_upload' job): move received files in (unpacking
 * archives safely), match mainfiles to parsers, parse them in the worker pool (which also builds
 * each entry and encodes it for the record store, see encoded-entry.ts), store entries and
 * archives as they finish, and index the upload's entries in one step at the end, so that
 * search never sees a half-processed upload. A server killed or shut down on the way finds the
 * upload still PENDING/RUNNING on restart and runs the job again from the start (see recovery.ts). A run that
 * is stopped or fails settles its unfinished entries as FAILURE (settle-entries.ts).
 */
import { createReadStream } from 'node:fs'
import { readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { entryIdOf } from '../ids.js'
import type { FileStore, RecordStore, SearchIndex, StoredDoc } from '../store/interfaces.js'
import { ARCHIVES, ENTRIES, type PendingFile, type UploadDoc } from '../uploads/upload-doc.js'
import { markFailed, markRunning, markSucceeded } from '../uploads/lifecycle.js'
import { replaceInIndex, replaceStoredInIndex } from './index-entries.js'
import { pendingEntry, type UserNames } from './entry-builder.js'
import { encodeEntry, entryDocumentOf, memberNames, type EncodedEntry, type EntryBuildContext } from './encoded-entry.js'
import { entryFilesOf } from './entry-files.js'
import { entryHashOf } from './entry-hash.js'
import { strataMetainfo } from '../../engine/metainfo/node.js'
import { abortedByShutdown, type Job } from './job-queue.js'
import type { ParseExecutor } from './parse-pool.js'
import { HEAD_BYTES, isBuilt, type FileReader, type ParseOutcome, type ParsersModule } from './parse-task.js'
import { IO_CONCURRENCY, mapConcurrent } from './concurrent.js'
import { otherUploadReaders } from './other-upload-files.js'
import { putAll } from './put-all.js'
import { settleUnfinishedEntries } from './settle-entries.js'
import { byPath, isPlainPath, walkFiles, type RawFile } from './raw-walk.js'
import { archiveKindOf, unpackArchive, UnpackError, UnpackTooLargeError, type UnpackLimits } from './unpack/unpack.js'

export const PROCESS_UPLOAD_JOB = 'process_upload'

/** What the processor needs from the upload service. */
export interface UploadDocs {
  get(uploadId: string): Promise<UploadDoc | undefined>
  /** Read-modify-write of the upload document under the upload's lock. */
  update(uploadId: string, change: (doc: UploadDoc) => UploadDoc | Promise<UploadDoc>): Promise<UploadDoc>
  names(upload: UploadDoc): Promise<UserNames>
}

export interface ProcessorDeps {
  records: RecordStore
  search: SearchIndex
  files: FileStore
  uploads: UploadDocs
  executor: ParseExecutor
  parsers: ParsersModule
  stagingRoot: string
  limits: UnpackLimits
  version: string
  now?: () => Date
  /** Entries written to the record store per transaction. */
  batchSize?: number
  /** Up to this many entries the run keeps their documents for the index; beyond, it reads them back (default KEPT_FOR_INDEX). */
  keptForIndex?: number
  /** The most an upload may store, over all its files; default limits.maxTotalBytes. */
  uploadSizeLimitBytes?: number
  /** A run that shows no progress for this long ends FAILURE (the watchdog); default DEFAULT_STALL_TIMEOUT_MS. */
  stallTimeoutMs?: number
  /** Largest mainfile each parser is given (by parser name); a larger one fails its entry as too large. */
  maxMainfileBytes?: Record<string, number>
  /** Called whenever the run makes progress (a chunk unpacked, a file parsed, a status change): the watchdog's feed. */
  progress?: () => void
}

export const DEFAULT_STALL_TIMEOUT_MS = 15 * 60 * 1000

/**
 * The run indexes an upload's entries when all are stored. Up to this many it keeps their
 * documents in memory for that; a larger upload's are read back from the record store page by
 * page (a few % slower): kept, 20,000 entries took 1.1 GB of heap, and the heap ends at about
 * 4 GB, so that NOMAD-sized uploads would have ended the server.
 */
export const KEPT_FOR_INDEX = 2000

class Stopped extends Error {}

/** The watchdog's verdict on a run that stopped moving. */
class Stalled extends Error {}

export function createUploadProcessor(deps: ProcessorDeps) {
  const now = () => (deps.now ?? (() => new Date()))().toISOString()
  const batchSize = deps.batchSize ?? 100

  return async function processUpload(job: Job, signal: AbortSignal): Promise<void> {
    const uploadId = job.uploadId
    // The run sees its own signal: aborted by the queue (stop, shutdown) or by the watchdog.
    const run = new AbortController()
    const forward = () => run.abort(signal.reason)
    signal.addEventListener('abort', forward, { once: true })
    const checkStopped = () => {
      if (run.signal.aborted) throw new Stopped()
    }
    const watchdog = startWatchdog(deps.stallTimeoutMs ?? DEFAULT_STALL_TIMEOUT_MS, () => run.abort(new Stalled()))
    const watched: ProcessorDeps = {
      ...deps,
      progress: () => {
        watchdog.feed()
        deps.progress?.()
      },
      uploads: {
        ...deps.uploads,
        get: (id) => deps.uploads.get(id),
        names: (upload) => deps.uploads.names(upload),
        update: (id, change) => deps.uploads.update(id, change).finally(watchdog.feed),
      },
    }
    let entriesWritten = false
    try {
      await Promise.race([
        runUpload(watched, uploadId, checkStopped, () => (entriesWritten = true), batchSize, now),
        watchdog.expired,
      ])
    } catch (error) {
      const stalled = error instanceof Stalled
      const stopped = !stalled && (error instanceof Stopped || signal.aborted)
      const message = error instanceof Error ? error.message : String(error)
      if (!stopped && !stalled && !(error instanceof UnpackError)) console.error(`processing of upload ${uploadId} failed:`, error)
      // A shutdown leaves the upload PENDING/RUNNING: the next start runs it again (recovery.ts).
      if (abortedByShutdown(signal)) return
      const current = await deps.uploads.get(uploadId)
      if (!current) return // deleted meanwhile
      const reason = stalled ? message : stopped ? 'Process stopped' : message
      const settle = async () => settleUnfinishedEntries(deps, current, await deps.uploads.names(current), reason, now(), entriesWritten)
      const counts = await settle().catch((settleError: unknown) => {
        console.error(`settling the entries of upload ${uploadId} failed:`, settleError)
        return {}
      })
      await deps.uploads.update(uploadId, (doc) => markFailed({ ...doc, ...counts }, [reason], now(), stopped))
    } finally {
      watchdog.stop()
      signal.removeEventListener('abort', forward)
    }
  }
}

/**
 * Rejects `expired` (with Stalled, naming how long) and calls onExpired when `feed` was not called
 * for `timeoutMs`; the run is then given up, whatever it is waiting for.
 */
function startWatchdog(timeoutMs: number, onExpired: () => void) {
  let last = Date.now()
  let expire!: (error: Stalled) => void
  const expired = new Promise<never>((_, reject) => (expire = reject))
  expired.catch(() => undefined)
  const timer = setInterval(() => {
    if (Date.now() - last < timeoutMs) return
    clearInterval(timer)
    expire(new Stalled(`Processing made no progress for ${Math.round(timeoutMs / 1000)} s and was given up`))
    onExpired()
  }, Math.max(50, Math.min(5000, timeoutMs / 5)))
  timer.unref()
  return {
    expired,
    feed: () => void (last = Date.now()),
    stop: () => clearInterval(timer),
  }
}

async function runUpload(
  deps: ProcessorDeps,
  uploadId: string,
  checkStopped: () => void,
  markEntriesWritten: () => void,
  batchSize: number,
  now: () => string,
): Promise<void> {
  let upload = await deps.uploads.update(uploadId, (doc) => markRunning(doc, 'Processing ...'))
  const heads = new Map<string, Uint8Array>()
  const moved = await movePendingFiles(deps, upload, checkStopped, heads)
  upload = moved.upload
  // The run ends only once the moved files are written, however it ends.
  try {
    await processMovedFiles(deps, upload, moved, heads, checkStopped, markEntriesWritten, batchSize, now)
  } finally {
    await moved.written.catch(() => undefined)
  }
}

/**
 * Matches, parses, stores and indexes the upload's entries. Files of an unpacked archive may
 * still be written meanwhile (moved.written): matching and parsing start from the members held
 * in memory, and what needs the written files (a file read, the PENDING entries, storing any
 * result) waits for them. So a file that cannot be written still ends the run before any entry
 * is stored.
 */
async function processMovedFiles(
  deps: ProcessorDeps,
  upload: UploadDoc,
  moved: MovedFiles,
  heads: Map<string, Uint8Array>,
  checkStopped: () => void,
  markEntriesWritten: () => void,
  batchSize: number,
  now: () => string,
): Promise<void> {
  const uploadId = upload.upload_id
  const filesWritten = moved.written
  await deps.uploads.update(uploadId, (doc) => ({ ...doc, last_status_message: 'Matching files with parsers' }))
  const { mainfiles, sizes, contents } = await matchMainfiles(deps, uploadId, checkStopped, heads, filesWritten, moved.allFiles)
  heads.clear()
  const names = await deps.uploads.names(upload)
  const previous = new Map((await deps.records.list(ENTRIES, { where: { upload_id: uploadId } })).map((doc) => [doc.mainfile as string, doc]))
  const stale = [...previous.values()].filter((doc) => !mainfiles.has(doc.mainfile as string)).map((doc) => doc.entry_id as string)
  // The entries (and so archives: they are stored with their entry) of the upload stored before this run; the others are new.
  const storedBefore = new Set([...previous.values()].map((doc) => doc.entry_id as string))

  // Every entry shows as PENDING first, so the entries table knows the total at once. Parsing
  // starts meanwhile: results are stored only after these writes (RunReadiness.storable), and an
  // entry that names another of this run by id reads its mainfile without its record.
  const startedAt = now()
  const pendingWritten = filesWritten
    .then(() => {
      markEntriesWritten()
      return writeBatches(deps.records, [...mainfiles].map(([mainfile, parserName]) => {
        const doc = pendingEntry(upload, names, mainfile, parserName, previous.get(mainfile), startedAt)
        return { entryId: doc.entry_id as string, entry: doc }
      }), batchSize, storedBefore)
    })
    .then(() => deps.uploads.update(uploadId, (doc) => ({ ...doc, entries: mainfiles.size, processed_entries: 0, failed_entries: 0, last_status_message: `Processing entries: 0/${mainfiles.size}` })))
  let finished: Awaited<ReturnType<typeof parseAll>>
  try {
    finished = await parseAll(deps, upload, names, { mainfiles, sizes, contents }, previous, storedBefore, checkStopped, batchSize, now, { filesWritten, storable: pendingWritten })
  } finally {
    // A run that fails settles its entries: none may be written PENDING after that.
    await pendingWritten.catch(() => undefined)
  }
  await pendingWritten
  checkStopped()

  // The index changes only here, at the end: the upload's entries appear (or change) all at once.
  if (finished.documents) await replaceInIndex(deps.search, finished.documents.map((entry) => ({ entry_id: entry.entry_id as string, upload_id: uploadId, doc: entry })))
  else await replaceStoredInIndex(deps.search, deps.records, finished.entryIds)
  await deps.search.remove(stale)
  await deps.records.transaction(async (tx) => {
    for (const entryId of stale) {
      await tx.delete(ENTRIES, entryId)
      await tx.delete(ARCHIVES, entryId)
    }
  })
  checkStopped()
  await deps.uploads.update(uploadId, (doc) => markSucceeded(doc, { entries: finished.entryIds.length, failed: finished.failed }, now()))
}

interface MovedFiles {
  /** The upload as the move left it (the received file whose members are still written is still listed in pending_files). */
  upload: UploadDoc
  /**
   * Every file of the upload, when the run knows them without looking (a new upload: the raw
   * folder was empty before); else undefined.
   */
  allFiles?: RawFile[]
  /** Settles when every moved file is written (the last archive's members are written in the background); rejects when one cannot be. */
  written: Promise<void>
}

/**
 * Moves received files into the raw folder; archives are unpacked and checked first. The heads
 * of small archive members are put in `heads` (path → at most HEAD_BYTES), so that matching need
 * not read them back. The members of the last archive are written while the run goes on (see
 * MovedFiles.written); a received file is dropped from the upload once its content is written.
 */
async function movePendingFiles(deps: ProcessorDeps, upload: UploadDoc, checkStopped: () => void, heads: Map<string, Uint8Array>): Promise<MovedFiles> {
  let current = upload
  const limit = deps.uploadSizeLimitBytes ?? deps.limits.maxTotalBytes
  if (upload.pending_files.length === 0) return { upload, written: Promise.resolve() }
  const present = await walkFiles(deps.files, upload.upload_id)
  let stored = present.reduce((sum, file) => sum + file.size, 0)
  const movedSizes = new Map<string, number>()
  // A refused archive is dropped too: it is reported on the upload and never retried.
  const drop = async (pending: PendingFile) => {
    current = await deps.uploads.update(upload.upload_id, (doc) => ({ ...doc, pending_files: doc.pending_files.filter((p) => p.staged_path !== pending.staged_path) }))
    await rm(pending.staged_path, { force: true })
  }
  let writing: Promise<void> = Promise.resolve()
  for (const pending of upload.pending_files) {
    // The previous file is written (and dropped) before the next one is looked at.
    await writing
    checkStopped()
    await deps.uploads.update(upload.upload_id, (doc) => ({ ...doc, last_status_message: `Adding ${pending.file_name}` }))
    let moving: MovingIn
    try {
      moving = await moveIn(deps, upload.upload_id, pending, { limit, stored }, heads, movedSizes)
    } catch (error) {
      await drop(pending)
      throw error
    }
    stored += moving.size
    writing = moving.written.finally(() => drop(pending))
    // Awaited later (by the run); a failure must not count as unhandled meanwhile.
    writing.catch(() => undefined)
  }
  // (A file that could not be moved ends the run.) Paths the store would write otherwise ('a//b') are looked up.
  const known = present.length === 0 && [...movedSizes.keys()].every(isPlainPath)
  return { upload: current, allFiles: known ? [...movedSizes].map(([path, size]) => ({ path, size })).sort(byPath) : undefined, written: writing }
}

/** A received file being moved in: the bytes it adds, and when they are written. */
interface MovingIn {
  size: number
  written: Promise<void>
}

/**
 * Moves one received file (or the members of an archive) in: each file is put in `movedSizes`
 * (path → size) as soon as its size is known. The upload size limit counts everything the upload
 * stores, so an addition that would pass it is refused whole, and the files already stored stay
 * as they are.
 */
async function moveIn(deps: ProcessorDeps, uploadId: string, pending: PendingFile, budget: { limit: number; stored: number }, heads: Map<string, Uint8Array>, movedSizes: Map<string, number>): Promise<MovingIn> {
  const kind = archiveKindOf(pending.file_name)
  const prefix = pending.target_dir ? `${pending.target_dir}/` : ''
  const overLimit = () => new UnpackError(pending.file_name, undefined, `would bring the upload over its size limit of ${budget.limit} bytes (${budget.stored} bytes are stored already)`)
  if (!kind) {
    const size = (await stat(pending.staged_path)).size
    if (budget.stored + size > budget.limit) throw overLimit()
    heads.delete(`${prefix}${pending.file_name}`)
    await deps.files.write(uploadId, `${prefix}${pending.file_name}`, createReadStream(pending.staged_path))
    movedSizes.set(`${prefix}${pending.file_name}`, size)
    return { size, written: Promise.resolve() }
  }
  const room = Math.max(0, budget.limit - budget.stored)
  const unpacked = await unpackArchive(pending.staged_path, pending.file_name, kind, join(deps.stagingRoot, uploadId), { ...deps.limits, maxTotalBytes: Math.min(deps.limits.maxTotalBytes, room) }, deps.progress, HELD_UNPACK_BYTES).catch((error: unknown) => {
    throw error instanceof UnpackTooLargeError && room < deps.limits.maxTotalBytes ? overLimit() : error
  })
  try {
    let headsKept = [...heads.values()].reduce((sum, head) => sum + head.length, 0)
    const sizes = await mapConcurrent(unpacked.files, IO_CONCURRENCY, async (path) => {
      heads.delete(`${prefix}${path}`)
      const kept = unpacked.held.get(path)
      const size = kept ? kept.length : (await stat(join(unpacked.dir, ...path.split('/')))).size
      movedSizes.set(`${prefix}${path}`, size)
      if (kept && headsKept < KEPT_MAINFILE_BYTES) {
        const head = kept.length <= HEAD_BYTES ? kept : kept.slice(0, HEAD_BYTES)
        heads.set(`${prefix}${path}`, head)
        headsKept += head.length
      }
      return size
    })
    const writes = mapConcurrent(unpacked.files, IO_CONCURRENCY, async (path, index) => {
      const kept = unpacked.held.get(path)
      await deps.files.write(uploadId, `${prefix}${path}`, kept ?? (await contentOf(join(unpacked.dir, ...path.split('/')), sizes[index])))
      deps.progress?.()
    }).finally(() => unpacked.discard())
    return { size: sizes.reduce((sum, size) => sum + size, 0), written: writes.then(() => undefined) }
  } catch (error) {
    await unpacked.discard()
    throw error
  }
}

/** Small members of an uploaded zip up to this total are unpacked into memory and written to the upload from there, not through the staging folder. */
const HELD_UNPACK_BYTES = 32 << 20

/** Files up to this size are moved as one buffer: a stream per small file costs more than the copy. */
const BUFFERED_MOVE_BYTES = 1 << 20

/** An unpacked member's content to write, by its path and size (known from the sizes pass). */
async function contentOf(path: string, size: number): Promise<Uint8Array | NodeJS.ReadableStream> {
  return size <= BUFFERED_MOVE_BYTES ? await readFile(path) : createReadStream(path)
}

/** The whole content of small mainfiles read while matching is kept for their parse, up to this total. */
const KEPT_MAINFILE_BYTES = 16 << 20

interface MatchedFiles {
  /** mainfile → parser name */
  mainfiles: Map<string, string>
  sizes: Map<string, number>
  /** The content of mainfiles no longer than their head, read whole while matching (at most KEPT_MAINFILE_BYTES in all). */
  contents: Map<string, Uint8Array>
}

/**
 * mainfile → parser name, for every file a parser claims, and the files' sizes; only the head of
 * each file is read, unless `heads` holds it already. The upload's files are looked up unless
 * `allFiles` names them.
 */
async function matchMainfiles(deps: ProcessorDeps, uploadId: string, checkStopped: () => void, heads: Map<string, Uint8Array>, filesWritten: Promise<void>, allFiles?: RawFile[]): Promise<MatchedFiles> {
  let files = allFiles
  if (!files) {
    await filesWritten
    files = await walkFiles(deps.files, uploadId)
  }
  const contents = new Map<string, Uint8Array>()
  let kept = 0
  const parserNames = await mapConcurrent(files, IO_CONCURRENCY, async (file) => {
    checkStopped()
    const known = heads.get(file.path)
    const knownFits = known !== undefined && (known.length < HEAD_BYTES ? known.length === file.size : file.size >= HEAD_BYTES)
    const head = knownFits ? known : await filesWritten.then(() => deps.files.readRange(uploadId, file.path, 0, HEAD_BYTES))
    deps.progress?.()
    const parserName = deps.parsers.findParser(file.path, head)?.name
    // A head shorter than HEAD_BYTES is the whole file: its parse need not read it again.
    if (parserName && head.length < HEAD_BYTES && head.length === file.size && kept + head.length <= KEPT_MAINFILE_BYTES) {
      kept += head.length
      // A copy in a buffer of its own: the head may be a view into a larger one, which the parse's message would copy whole.
      contents.set(file.path, new Uint8Array(head))
    }
    return parserName
  })
  return {
    mainfiles: new Map(files.flatMap((file, index) => (parserNames[index] ? [[file.path, parserNames[index]] as [string, string]] : []))),
    sizes: new Map(files.map((file) => [file.path, file.size])),
    contents,
  }
}

/** Up to this many results wait in memory for the run's files and PENDING entries to be written (a few tens of KB each); then parsing waits too. */
const HELD_RESULTS = 1000

/** What parsing waits for: the upload's files written (to read one), and the run's PENDING entries with them (to store a result). */
interface RunReadiness {
  filesWritten: Promise<void>
  storable: Promise<unknown>
}

async function parseAll(
  deps: ProcessorDeps,
  upload: UploadDoc,
  userNames: UserNames,
  { mainfiles, sizes, contents }: MatchedFiles,
  previous: Map<string, StoredDoc>,
  storedBefore: Set<string>,
  checkStopped: () => void,
  batchSize: number,
  now: () => string,
  ready: RunReadiness,
): Promise<{ entryIds: string[]; failed: number; documents?: StoredDoc[] }> {
  const uploadId = upload.upload_id
  const queue = [...mainfiles.keys()]
  const filesOf = entryFilesOf(sizes.keys())
  const model = await strataMetainfo()
  const names = memberNames(upload, userNames)
  const finished: string[] = []
  const kept: EncodedEntry[] | undefined = mainfiles.size <= (deps.keptForIndex ?? KEPT_FOR_INDEX) ? [] : undefined
  let batch: { entry: EncodedEntry; failed: boolean }[] = []
  let failed = 0
  // The upload counts the entries stored, not those parsed (another feeder's batch may not be written yet).
  const stored = { entries: 0, failed: 0 }
  // Results wait in `batch` until they may be stored; parsing goes on meanwhile.
  let storable = false
  const flush = async () => {
    if (batch.length === 0) return
    await ready.storable
    const writing = batch
    batch = []
    // Every entry's PENDING record is stored; an archive is stored only beside its entry, so an
    // entry new to this run has none yet.
    const archives = writing.map(({ entry }) => ({ id: entry.entry_id, encoded: entry.archive }))
    await deps.records.transaction(async (tx) => {
      await tx.putEncoded(ENTRIES, writing.map(({ entry }) => ({ id: entry.entry_id, encoded: entry.entry })), 'all')
      await tx.putEncoded(ARCHIVES, archives.filter((archive) => !storedBefore.has(archive.id)), 'none')
      await tx.putEncoded(ARCHIVES, archives.filter((archive) => storedBefore.has(archive.id)))
    })
    stored.entries += writing.length
    stored.failed += writing.filter((item) => item.failed).length
    await deps.uploads.update(uploadId, (doc) => ({
      ...doc,
      processed_entries: stored.entries,
      failed_entries: stored.failed,
      last_status_message: `Processing entries: ${stored.entries}/${mainfiles.size}${stored.failed > 0 ? `, ${stored.failed} failed` : ''}`,
    }))
  }
  const mainfileOf = new Map([...mainfiles.keys()].map((mainfile) => [entryIdOf(uploadId, mainfile), mainfile]))
  const others = otherUploadReaders(deps, upload.main_author, { uploadId, mainfiles: mainfileOf })
  // Every read waits for the run's files: a parser may ask for one of them before it is written.
  const fileReader: FileReader = {
    readFile: (path) => ready.filesWritten.then(() => deps.files.read(uploadId, path)).catch(() => undefined),
    readUploadFile: (otherId, path) => ready.filesWritten.then(() => others.readUploadFile(otherId, path)),
    readEntryMainfile: (otherId, entryId) => ready.filesWritten.then(() => others.readEntryMainfile(otherId, entryId)),
  }

  let broken = false
  // Results that waited are stored as soon as they may be, not only with the next result.
  const storedWhenStorable = ready.storable.then(
    () => {
      storable = true
      return batch.length >= batchSize ? flush() : undefined
    },
    () => void (storable = true), // the failure shows when a flush waits for it
  )
  storedWhenStorable.catch(() => (broken = true))
  const worker = async () => {
    for (let mainfile = queue.shift(); mainfile !== undefined && !broken; mainfile = queue.shift()) {
      checkStopped()
      const build: EntryBuildContext = { upload, names, previous: previous.get(mainfile), now: now(), version: deps.version, files: filesOf(mainfile), matchedParser: mainfiles.get(mainfile)! }
      const tooLarge = tooLargeOutcome(mainfile, mainfiles.get(mainfile), sizes.get(mainfile), deps.maxMainfileBytes)
      const mainfileContent = contents.get(mainfile)
      contents.delete(mainfile)
      const result = tooLarge ?? (await deps.executor.parse({ uploadId, entryId: entryIdOf(uploadId, mainfile), mainfile, owner: upload.main_author, build, ...(mainfileContent ? { mainfileContent } : {}) }, fileReader))
      // Built where it was parsed, or here (a parse not run, or an executor that does not build).
      const entry = isBuilt(result) ? result.built : encodeEntry(build, mainfile, result, result.mainfileHash ?? (await ready.filesWritten.then(() => entryHashOf(deps.files, uploadId, mainfile)).catch(() => undefined)), model)
      deps.progress?.()
      if (!result.ok) failed++
      finished.push(entry.entry_id)
      kept?.push(entry)
      batch.push({ entry, failed: !result.ok })
      if (batch.length >= (storable ? batchSize : HELD_RESULTS)) await flush()
    }
  }
  // Twice as many feeders as the executor takes at once keep it busy while results are stored.
  const feeders = Array.from({ length: Math.max(1, (deps.executor.maxCapacity ?? deps.executor.parallelism) * 2) }, () =>
    worker().catch((error: unknown) => {
      broken = true
      throw error
    }),
  )
  // Every feeder has ended before the run goes on (or is settled): none writes an entry afterwards.
  const ended = await Promise.allSettled(feeders)
  await storedWhenStorable
  await flush()
  const failure = ended.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
  const lists = new Map<string, readonly string[]>()
  return { entryIds: finished, failed, documents: kept?.map((entry) => entryDocumentOf(entry, lists)) }
}

/** A mainfile over its parser's size limit is not parsed: its entry fails as too large, naming both sizes. */
function tooLargeOutcome(mainfile: string, parserName: string | undefined, size: number | undefined, limits: Record<string, number> | undefined): ParseOutcome | undefined {
  const limit = parserName === undefined ? undefined : limits?.[parserName]
  if (limit === undefined || size === undefined || size <= limit) return undefined
  const error = `${mainfile} is too large for ${parserName}: ${size} bytes, the limit is ${limit} bytes (server.processing.max_mainfile_bytes)`
  return { ok: false, parserName, error, logs: [{ level: 'ERROR', event: 'parsing failed', parser: parserName, logger: parserName, exception: error, timestamp: new Date().toISOString() }] }
}

/** Writes entries in transactions of batchSize; those not in `storedBefore` have no record yet (see HeldIds). */
async function writeBatches(records: RecordStore, items: { entryId: string; entry: StoredDoc }[], batchSize: number, storedBefore: Set<string>): Promise<void> {
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize).map((item) => ({ id: item.entryId, doc: item.entry }))
    await records.transaction(async (tx) => {
      await putAll(tx, ENTRIES, batch.filter((item) => !storedBefore.has(item.id)), 'none')
      await putAll(tx, ENTRIES, batch.filter((item) => storedBefore.has(item.id)))
    })
  }
}
