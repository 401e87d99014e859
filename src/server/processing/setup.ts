/**
 * Wires processing for a server: the job queue, the parse workers, the upload service and the
 * processor, and resumes interrupted uploads. create-server.ts calls this once.
 */
import { join } from 'node:path'
import { processingSettingsSchema, type ProcessingSettings } from '../../engine/config/deployment.js'
import type { DataStores } from '../store/data-stores.js'
import { UploadService } from '../uploads/upload-service.js'
import { InProcessJobQueue, type JobQueue } from './job-queue.js'
import { createParseExecutor, DEFAULT_PARSERS_MODULE, loadParsers, type ParseExecutor } from './parse-pool.js'
import type { ParsersModule } from './parse-task.js'
import { fairParseScheduler } from './fair-parse-scheduler.js'
import { createUploadProcessor, PROCESS_UPLOAD_JOB } from './pipeline.js'
import { resumeInterruptedUploads } from './recovery.js'
import { DEFAULT_UNPACK_LIMITS, type UnpackLimits } from './unpack/unpack.js'

export interface ProcessingOptions {
  stores: Pick<DataStores, 'records' | 'search' | 'files'>
  dataDir: string
  unpublishedUploadLimit: number
  uploadSizeLimitBytes: number
  /** Name and version of the software, recorded as the entries' processing version. */
  version: string
  /** A module exporting findParser; default Strata's parser registry. */
  parsersModule?: string
  /** Parse worker threads; 0 parses in the main thread. Default: one per core but one (defaultPoolSize). */
  workers?: number
  unpackLimits?: Partial<UnpackLimits>
  queue?: JobQueue
  /** How often expired embargoes are lifted; default every 10 minutes. */
  embargoSweepIntervalMs?: number
  /** The clock of publication and embargo ends; default the system clock (tests move it). */
  now?: () => Date
  /** Bounds of processing (server.processing of the deployment); default the schema's defaults. */
  bounds?: ProcessingSettings
}

export const DEFAULT_EMBARGO_SWEEP_INTERVAL_MS = 10 * 60 * 1000

export interface Processing {
  service: UploadService
  queue: JobQueue
  executor: ParseExecutor
  close(): Promise<void>
}

const NO_PARSERS: ParsersModule = { findParser: () => undefined }

export async function createProcessing(options: ProcessingOptions): Promise<Processing> {
  const parsersModule = options.parsersModule ?? DEFAULT_PARSERS_MODULE
  const bounds = options.bounds ?? processingSettingsSchema.parse({})
  let parsers: ParsersModule
  try {
    parsers = await loadParsers(parsersModule)
  } catch (error) {
    console.warn(`no parsers loaded (${(error as Error).message}); uploads will have no entries`)
    parsers = NO_PARSERS
  }
  const parseExecutor: ParseExecutor =
    parsers === NO_PARSERS
      ? { parallelism: 1, parse: async () => ({ ok: false, parserName: undefined, error: 'no parsers', logs: [] }), close: async () => undefined }
      : options.workers === 0
        ? (await import('./parse-pool.js')).inlineExecutor(parsers)
        : await createParseExecutor(parsersModule, options.workers, { timeoutMs: bounds.parse_timeout_seconds * 1000, memoryMb: bounds.parse_memory_limit_mb })
  const executor = fairParseScheduler(parseExecutor)
  const queue = options.queue ?? new InProcessJobQueue()
  const stagingRoot = join(options.dataDir, 'staging')
  const service = new UploadService({
    ...options.stores,
    queue,
    stagingRoot,
    unpublishedUploadLimit: options.unpublishedUploadLimit,
    uploadSizeLimitBytes: options.uploadSizeLimitBytes,
    version: options.version,
    now: options.now,
  })
  const processUpload = createUploadProcessor({
    ...options.stores,
    uploads: service,
    executor,
    parsers,
    stagingRoot,
    limits: { ...DEFAULT_UNPACK_LIMITS, maxTotalBytes: options.uploadSizeLimitBytes, ...options.unpackLimits },
    uploadSizeLimitBytes: options.uploadSizeLimitBytes,
    version: options.version,
    now: options.now,
    stallTimeoutMs: bounds.stall_timeout_seconds * 1000,
    maxMainfileBytes: bounds.max_mainfile_bytes,
  })
  queue.register(PROCESS_UPLOAD_JOB, async (job, signal) => {
    await processUpload(job, signal)
    // POST uploads?publish_directly=true: publish as soon as processing succeeded.
    const upload = await service.get(job.uploadId)
    if (upload?.publish_directly === true && upload.upload_state === 'processed' && !signal.aborted) {
      await service.update(job.uploadId, (doc) => ({ ...doc, publish_directly: false }))
      await service.publish(job.uploadId, upload.embargo_length).catch((error) => console.warn(`publish_directly of ${job.uploadId} failed: ${(error as Error).message}`))
    }
  })
  await resumeInterruptedUploads(options.stores.records, queue)
  await service.reindexOutdated()
  const sweep = startEmbargoSweep(service, options.embargoSweepIntervalMs ?? DEFAULT_EMBARGO_SWEEP_INTERVAL_MS)
  return {
    service,
    queue,
    executor,
    close: async () => {
      await sweep.stop()
      // Stopping the parses first ends a running job at once, even inside a long parse (SIGTERM).
      const jobsStopped = queue.close()
      await executor.close()
      await jobsStopped
    },
  }
}

/** Lifts expired embargoes now and then at every interval, one sweep at a time; stop() waits for a running one. */
function startEmbargoSweep(service: UploadService, intervalMs: number): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = running.then(() => service.liftExpiredEmbargoes()).catch((error: unknown) => console.error('lifting expired embargoes failed:', error))
  }
  run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
