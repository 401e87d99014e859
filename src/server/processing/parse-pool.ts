/**
 * Runs parses off the main thread, so that HTTP keeps answering while an upload is processed:
 * a pool of worker threads (one per core but one by default, see defaultPoolSize), each loading
 * the parsers module. When workers cannot start, parses run inline (still awaited, one at a time,
 * yielding in between).
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { strataMetainfoFiles } from '../../engine/metainfo/node.js'
import { readEntryMainfile, readOtherUpload, runParseAndBuild, type FileReader, type ParseOutcome, type ParseRequest, type ParseResult, type ParsersModule } from './parse-task.js'

export interface ParseExecutor {
  /** How many parses can usefully run at the same time. */
  readonly parallelism: number
  /**
   * How many parses it takes now to stay busy: those running plus those queued where they will
   * run (a worker's next parses); it changes with how long parses take. Parallelism when absent.
   */
  readonly capacity?: number
  /** The most `capacity` can be. */
  readonly maxCapacity?: number
  /** The parse's outcome, or the entry built from it when the request asks for that (ParseRequest.build). */
  parse(request: ParseRequest, files: FileReader): Promise<ParseResult>
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
      return runParseAndBuild(parsers, request, files)
    },
    close: async () => undefined,
  }
}

interface PendingParse {
  resolve: (outcome: ParseResult) => void
  files: FileReader
  request: ParseRequest
}

interface InFlightParse {
  id: number
  parse: PendingParse
  /** The time limit, running while this parse is the worker's oldest (the one it runs). */
  timer?: NodeJS.Timeout
}

interface PoolWorker {
  worker: Worker
  /** The parses sent to this worker, oldest first: it runs the oldest and has the others queued. */
  inFlight: InFlightParse[]
  /** Whether its last parse was quick (QUICK_PARSE_MS): only then does it get parses ahead. */
  quick: boolean
  ready: Promise<void>
  /** Whether it got ready: only such a worker is replaced when it dies (one that cannot start would be again). */
  started: boolean
  /** Why the pool ended it (a time limit), reported instead of the exit code. */
  endedBecause?: string
}

type FromWorker =
  | { type: 'ready' }
  | { type: 'read'; id: number; requestId: number; path: string; uploadId?: string; entryId?: string }
  | { type: 'done'; id: number; outcome: ParseResult; ms: number }

export interface ParseLimits {
  /** A parse running longer is stopped: its worker is ended and replaced. */
  timeoutMs?: number
  /** Heap limit of each worker (resourceLimits.maxOldGenerationSizeMb); a parse that needs more ends the worker. */
  memoryMb?: number
}

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
 * Parses sent to a worker before it finished the ones it has: it starts its next parse at once
 * instead of waiting for the main thread to answer its last one. The main thread stores and
 * indexes results in steps of tens of milliseconds; with one parse per worker the worker idled
 * through them (about 40 % of the processing bench's parse phase, one core at 1.5 busy).
 */
export const WORKER_QUEUE_DEPTH = 4

/**
 * Only a worker whose last parse took less than this gets parses ahead: the main thread's delay
 * matters only beside quick parses, and a parse sent ahead waits for those before it, which must
 * not keep another user's parse waiting behind several slow ones (fair-parse-scheduler.ts).
 */
export const QUICK_PARSE_MS = 50

const CLOSED = 'the parse workers were closed'

/** The failed outcome of a parse whose worker was ended: the entry fails with the reason. */
function endedOutcome(request: ParseRequest, reason: string): ParseOutcome {
  return {
    ok: false,
    parserName: undefined,
    error: reason,
    logs: [{ level: 'ERROR', event: 'parsing failed', exception: reason, mainfile: request.mainfile, timestamp: new Date().toISOString() }],
  }
}

/**
 * A pool of worker threads, each running one parse at a time; rejects when the workers cannot
 * start (the caller falls back to inline). A parse over its time limit has its worker ended; a
 * worker that dies (over its memory limit, an error it does not catch, exiting) fails the parse it
 * held with the reason, never leaving it unanswered, and a new worker takes its place.
 */
export async function workerPoolExecutor(parsersModule: string, size = defaultPoolSize(), limits: ParseLimits = {}): Promise<ParseExecutor> {
  let nextId = 0
  let closing = false
  const waiting: { id: number; parse: PendingParse }[] = []
  const workerEntry = new URL('./parse-worker.mjs', import.meta.url)
  const workerModule = new URL('./parse-worker.ts', import.meta.url).href
  const metainfoFiles = await strataMetainfoFiles()

  /** Starts the time limit of the parse a worker runs now (its oldest). */
  const timeRunning = (poolWorker: PoolWorker) => {
    const running = poolWorker.inFlight[0]
    if (!running || running.timer || limits.timeoutMs === undefined) return
    running.timer = setTimeout(() => {
      poolWorker.endedBecause = `parsing took longer than ${Math.round(limits.timeoutMs! / 1000)} s and was stopped`
      void poolWorker.worker.terminate()
    }, limits.timeoutMs)
    running.timer.unref()
  }

  /** How many parses a worker may hold (running and queued). */
  const depthOf = (poolWorker: PoolWorker) => (poolWorker.quick ? WORKER_QUEUE_DEPTH : 1)

  /** Sends waiting parses to the workers with the fewest in flight, each up to its depth. */
  const dispatch = () => {
    while (waiting.length > 0) {
      const open = workers.filter((w) => w.started && !w.endedBecause && w.inFlight.length < depthOf(w))
      if (open.length === 0) return
      const poolWorker = open.reduce((least, w) => (w.inFlight.length < least.inFlight.length ? w : least))
      const next = waiting.shift()!
      poolWorker.inFlight.push({ ...next })
      timeRunning(poolWorker)
      poolWorker.worker.postMessage({ type: 'parse', id: next.id, request: next.parse.request })
    }
  }

  const start = (): PoolWorker => {
    const worker = new Worker(workerEntry, {
      workerData: { workerModule, parsersModule, metainfoFiles },
      ...(limits.memoryMb !== undefined ? { resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } } : {}),
    })
    worker.unref()
    const poolWorker: PoolWorker = {
      worker,
      inFlight: [],
      quick: false,
      started: false,
      ready: new Promise<void>((resolveReady, rejectReady) => {
        worker.once('error', rejectReady)
        worker.once('exit', (code) => rejectReady(new Error(`parse worker exited with ${code}`)))
        const onReady = (message: FromWorker) => {
          if (message.type === 'ready') {
            worker.off('message', onReady)
            poolWorker.started = true
            resolveReady()
            dispatch()
          }
        }
        worker.on('message', onReady)
      }),
    }
    poolWorker.ready.catch(() => undefined)
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'read') {
        const current = poolWorker.inFlight.find((parse) => parse.id === message.id)
        const reply = (data: Uint8Array | undefined, error?: string, mainfile?: string) => worker.postMessage({ type: 'file', requestId: message.requestId, data, error, mainfile })
        if (!current) reply(undefined)
        else if (message.uploadId === undefined) current.parse.files.readFile(message.path).then((data) => reply(data), () => reply(undefined))
        else if (message.entryId !== undefined) readEntryMainfile(current.parse.files, message.uploadId, message.entryId).then((file) => (file.ok ? reply(file.data, undefined, file.mainfile) : reply(undefined, file.reason)))
        else readOtherUpload(current.parse.files, message.uploadId, message.path).then((file) => (file.ok ? reply(file.data) : reply(undefined, file.reason)))
      } else if (message.type === 'done') {
        const index = poolWorker.inFlight.findIndex((parse) => parse.id === message.id)
        if (index < 0) return
        const [done] = poolWorker.inFlight.splice(index, 1)
        poolWorker.quick = message.ms < QUICK_PARSE_MS
        clearTimeout(done.timer)
        timeRunning(poolWorker)
        done.parse.resolve(message.outcome)
        dispatch()
      }
    })
    let died: Error | undefined
    worker.on('error', (error) => (died ??= error))
    worker.on('exit', (code) => {
      const [current, ...queued] = poolWorker.inFlight.splice(0)
      if (current) {
        clearTimeout(current.timer)
        current.parse.resolve(endedOutcome(current.parse.request, poolWorker.endedBecause ?? deathReason(died, code, limits)))
      }
      // The parses queued behind it never started: they wait for the next worker, first in line.
      if (closing) for (const { parse } of queued) parse.resolve(endedOutcome(parse.request, CLOSED))
      else waiting.unshift(...queued.map(({ id, parse }) => ({ id, parse })))
      const index = workers.indexOf(poolWorker)
      if (closing || index < 0) return
      if (poolWorker.started) workers[index] = start()
      else {
        // A replacement that cannot start: the waiting parses fail now, the next parse tries again.
        poolWorker.endedBecause = deathReason(died, code, limits)
        if (workers.every((w) => w.endedBecause !== undefined)) {
          for (const parked of waiting.splice(0)) parked.parse.resolve(endedOutcome(parked.parse.request, `no parse worker could start: ${poolWorker.endedBecause}`))
        }
      }
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
    get capacity() {
      return workers.reduce((sum, w) => sum + (w.endedBecause ? 0 : depthOf(w)), 0) || size
    },
    maxCapacity: size * WORKER_QUEUE_DEPTH,
    parse(request, files) {
      workers.forEach((w, index) => {
        if (w.endedBecause !== undefined && !w.started) workers[index] = start()
      })
      return new Promise<ParseResult>((resolveParse) => {
        waiting.push({ id: nextId++, parse: { resolve: resolveParse, files, request } })
        dispatch()
      })
    },
    async close() {
      closing = true
      await Promise.all(workers.map((w) => w.worker.terminate()))
      for (const parked of waiting.splice(0)) parked.parse.resolve(endedOutcome(parked.parse.request, CLOSED))
    },
  }
}

function deathReason(error: Error | undefined, code: number, limits: ParseLimits): string {
  if ((error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return `parsing needed more memory than the limit of ${limits.memoryMb ?? '?'} MB and was stopped`
  }
  return error ? `the parse worker failed: ${error.message}` : `parse worker exited with code ${code}`
}

/** Workers when they start, else inline parsing (with a warning). */
export async function createParseExecutor(parsersModule = DEFAULT_PARSERS_MODULE, size?: number, limits?: ParseLimits): Promise<ParseExecutor> {
  try {
    return await workerPoolExecutor(parsersModule, size, limits)
  } catch (error) {
    console.warn(`parse workers could not start, parsing in the main thread: ${(error as Error).message}`)
    return inlineExecutor(await loadParsers(parsersModule))
  }
}
