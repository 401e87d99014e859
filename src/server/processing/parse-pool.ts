/**
 * Runs parses off the main thread, so that HTTP keeps answering while an upload is processed:
 * a pool of worker threads (one per core but one by default, see defaultPoolSize), each loading
 * the parsers module. When workers cannot start, parses run inline (still awaited, one at a time,
 * yielding in between).
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { readEntryMainfile, readOtherUpload, runParse, type FileReader, type ParseOutcome, type ParseRequest, type ParsersModule } from './parse-task.js'

export interface ParseExecutor {
  /** How many parses can usefully run at the same time. */
  readonly parallelism: number
  parse(request: ParseRequest, files: FileReader): Promise<ParseOutcome>
  close(): Promise<void>
}

/** The default parsers module: the registry of Strata's parsers. */
export const DEFAULT_PARSERS_MODULE = new URL('./parsers/index.ts', import.meta.url).href

export async function loadParsers(moduleUrl: string): Promise<ParsersModule> {
  return (await import(/* @vite-ignore */ moduleUrl)) as ParsersModule
}

/** Parses in this thread. */
export function inlineExecutor(parsers: ParsersModule): ParseExecutor {
  return {
    parallelism: 1,
    async parse(request, files) {
      await new Promise((resolveTick) => setImmediate(resolveTick))
      return runParse(parsers, request, files)
    },
    close: async () => undefined,
  }
}

interface PendingParse {
  resolve: (outcome: ParseOutcome) => void
  reject: (error: Error) => void
  files: FileReader
}

interface PoolWorker {
  worker: Worker
  /** The parses this worker was given and has not answered yet. */
  pending: Map<number, PendingParse>
  ready: Promise<void>
  /** Whether it got ready: only such a worker is replaced when it dies (one that cannot start would be again). */
  started: boolean
}

type FromWorker =
  | { type: 'ready' }
  | { type: 'read'; id: number; requestId: number; path: string; uploadId?: string; entryId?: string }
  | { type: 'done'; id: number; outcome: ParseOutcome }

/**
 * One worker per core but one, at least one and at most four: while an upload is processed the
 * main thread keeps a core busy itself (unpacking, storing entries and archives, indexing, HTTP),
 * and every worker holds its own heap and copy of the parsers (about 50-80 MB). On 2 cores the
 * processing bench ran as fast with one worker as with two (85 vs 77 entries/s) and peaked
 * about 100 MB lower.
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, 4))
}

/**
 * A pool of worker threads; rejects when the workers cannot start (the caller falls back to
 * inline). A worker that dies (an error it does not catch, running out of memory, exiting) fails
 * the parses it held, never leaving them unanswered, and a new worker takes its place.
 */
export async function workerPoolExecutor(parsersModule: string, size = defaultPoolSize()): Promise<ParseExecutor> {
  let nextId = 0
  let closing = false
  const workerEntry = new URL('./parse-worker.mjs', import.meta.url)
  const workerModule = new URL('./parse-worker.ts', import.meta.url).href

  const start = (): PoolWorker => {
    const worker = new Worker(workerEntry, { workerData: { workerModule, parsersModule } })
    worker.unref()
    const poolWorker: PoolWorker = {
      worker,
      pending: new Map(),
      started: false,
      ready: new Promise<void>((resolveReady, rejectReady) => {
        worker.once('error', rejectReady)
        worker.once('exit', (code) => rejectReady(new Error(`parse worker exited with ${code}`)))
        const onReady = (message: FromWorker) => {
          if (message.type === 'ready') {
            worker.off('message', onReady)
            poolWorker.started = true
            resolveReady()
          }
        }
        worker.on('message', onReady)
      }),
    }
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'read') {
        const request = poolWorker.pending.get(message.id)
        const reply = (data: Uint8Array | undefined, error?: string, mainfile?: string) => worker.postMessage({ type: 'file', requestId: message.requestId, data, error, mainfile })
        if (!request) reply(undefined)
        else if (message.uploadId === undefined) request.files.readFile(message.path).then((data) => reply(data), () => reply(undefined))
        else if (message.entryId !== undefined) readEntryMainfile(request.files, message.uploadId, message.entryId).then((file) => (file.ok ? reply(file.data, undefined, file.mainfile) : reply(undefined, file.reason)))
        else readOtherUpload(request.files, message.uploadId, message.path).then((file) => (file.ok ? reply(file.data) : reply(undefined, file.reason)))
      } else if (message.type === 'done') {
        const request = poolWorker.pending.get(message.id)
        poolWorker.pending.delete(message.id)
        request?.resolve(message.outcome)
      }
    })
    let died: Error | undefined
    worker.on('error', (error) => (died ??= error))
    worker.on('exit', (code) => {
      const reason = died ?? new Error(`parse worker exited with code ${code}`)
      for (const request of poolWorker.pending.values()) request.reject(reason)
      poolWorker.pending.clear()
      const index = workers.indexOf(poolWorker)
      if (!closing && poolWorker.started && index >= 0) workers[index] = start()
    })
    return poolWorker
  }

  const workers = Array.from({ length: size }, start)
  try {
    await Promise.all(workers.map((w) => w.ready))
  } catch (error) {
    closing = true
    await Promise.all(workers.map((w) => w.worker.terminate()))
    throw error
  }

  return {
    parallelism: size,
    parse(request, files) {
      const target = workers.reduce((least, w) => (w.pending.size < least.pending.size ? w : least), workers[0])
      const id = nextId++
      return new Promise<ParseOutcome>((resolveParse, rejectParse) => {
        target.pending.set(id, { resolve: resolveParse, reject: rejectParse, files })
        target.worker.postMessage({ type: 'parse', id, request })
      })
    },
    async close() {
      closing = true
      await Promise.all(workers.map((w) => w.worker.terminate()))
    },
  }
}

/** Workers when they start, else inline parsing (with a warning). */
export async function createParseExecutor(parsersModule = DEFAULT_PARSERS_MODULE, size?: number): Promise<ParseExecutor> {
  try {
    return await workerPoolExecutor(parsersModule, size)
  } catch (error) {
    console.warn(`parse workers could not start, parsing in the main thread: ${(error as Error).message}`)
    return inlineExecutor(await loadParsers(parsersModule))
  }
}
