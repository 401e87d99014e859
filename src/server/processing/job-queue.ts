/**
 * Processing jobs behind one interface, so that a deployment can swap the in-process queue for
 * workers on other machines (Redis, RabbitMQ). Jobs are plain data; a handler per job type does
 * the work. Jobs of one upload run one after the other; different uploads run side by side, and
 * a free slot goes to the user with the fewest running uploads (then to the upload waiting longest),
 * so one user's uploads never hold every slot while another user waits.
 */

export interface Job {
  type: string
  uploadId: string
  /** Who the job is for (the upload's main author); slots are shared fairly between owners. */
  owner?: string
  payload?: Record<string, unknown>
}

export type JobHandler = (job: Job, signal: AbortSignal) => Promise<void>

/** The abort reason of jobs cut off because the queue closes (server shutdown), not because they were stopped. */
export class QueueClosedError extends Error {
  constructor() {
    super('the job queue closed')
  }
}

/** True when a job was aborted by the queue closing: its work should resume after a restart. */
export function abortedByShutdown(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof QueueClosedError
}

export interface JobQueue {
  /** Declares who runs jobs of a type. */
  register(type: string, handler: JobHandler): void
  /** Queues a job; a job equal to one already waiting for the same upload is not queued twice. */
  enqueue(job: Job): void
  /** Aborts the running job of an upload and drops its waiting ones; resolves when it has stopped. */
  cancel(uploadId: string): Promise<boolean>
  /** Whether the upload has a job waiting or running. */
  busy(uploadId: string): boolean
  /** Resolves when the upload's jobs (or, without an id, all jobs) are done. */
  idle(uploadId?: string): Promise<void>
  /** Stops taking jobs, aborts the running ones (reason QueueClosedError) and waits for them. */
  close(): Promise<void>
}

interface Lane {
  waiting: Job[]
  running?: { job: Job; controller: AbortController; done: Promise<void> }
}

export interface InProcessJobQueueOptions {
  /**
   * How many uploads are processed at the same time; default 4. The parses of running uploads are
   * shared fairly (fair-parse-scheduler.ts), so more running uploads means less waiting, not more CPU.
   */
  concurrency?: number
  onError?: (job: Job, error: unknown) => void
}

/** The embedded default: jobs run in this process (their CPU-heavy parts in worker threads). */
export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>()
  private readonly lanes = new Map<string, Lane>()
  private readonly order: string[] = []
  private readonly idleWaiters: (() => void)[] = []
  private running = 0
  private readonly runningByOwner = new Map<string, number>()
  private closed = false

  constructor(private readonly options: InProcessJobQueueOptions = {}) {}

  register(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler)
  }

  enqueue(job: Job): void {
    if (this.closed) return
    if (!this.handlers.has(job.type)) throw new Error(`no handler for jobs of type ${job.type}`)
    const lane = this.lanes.get(job.uploadId) ?? { waiting: [] }
    this.lanes.set(job.uploadId, lane)
    const same = (other: Job) => other.type === job.type && JSON.stringify(other.payload ?? {}) === JSON.stringify(job.payload ?? {})
    if (lane.waiting.some(same)) return
    lane.waiting.push(job)
    if (!this.order.includes(job.uploadId)) this.order.push(job.uploadId)
    this.pump()
  }

  async cancel(uploadId: string): Promise<boolean> {
    const lane = this.lanes.get(uploadId)
    if (!lane) return false
    lane.waiting = []
    const running = lane.running
    if (!running) {
      this.forget(uploadId)
      return true
    }
    running.controller.abort()
    await running.done
    return true
  }

  busy(uploadId: string): boolean {
    const lane = this.lanes.get(uploadId)
    return !!lane && (lane.waiting.length > 0 || !!lane.running)
  }

  async idle(uploadId?: string): Promise<void> {
    for (;;) {
      const pending = uploadId ? this.busy(uploadId) : this.lanes.size > 0
      if (!pending) return
      await new Promise<void>((resolveIdle) => this.idleWaiters.push(resolveIdle))
    }
  }

  async close(): Promise<void> {
    this.closed = true
    const runs: Promise<void>[] = []
    for (const lane of this.lanes.values()) {
      lane.waiting = []
      if (lane.running) {
        lane.running.controller.abort(new QueueClosedError())
        runs.push(lane.running.done)
      }
    }
    await Promise.all(runs)
  }

  private pump(): void {
    const limit = this.options.concurrency ?? 4
    while (this.running < limit && !this.closed) {
      const uploadId = this.nextUpload()
      if (uploadId === undefined) return
      const lane = this.lanes.get(uploadId)!
      const job = lane.waiting.shift()!
      const controller = new AbortController()
      const owner = ownerOf(job)
      this.running++
      this.runningByOwner.set(owner, (this.runningByOwner.get(owner) ?? 0) + 1)
      const done = (async () => {
        try {
          await this.handlers.get(job.type)!(job, controller.signal)
        } catch (error) {
          if (this.options.onError) this.options.onError(job, error)
          else console.error(`job ${job.type} of upload ${job.uploadId} failed:`, error)
        } finally {
          this.running--
          const left = (this.runningByOwner.get(owner) ?? 1) - 1
          if (left > 0) this.runningByOwner.set(owner, left)
          else this.runningByOwner.delete(owner)
          lane.running = undefined
          if (lane.waiting.length === 0) this.forget(uploadId)
          this.pump()
          this.notifyIdle()
        }
      })()
      lane.running = { job, controller, done }
    }
  }

  /** The upload to run next: of the owner with the fewest running uploads, then the one queued first. */
  private nextUpload(): string | undefined {
    let best: { uploadId: string; owners: number } | undefined
    for (const id of this.order) {
      const lane = this.lanes.get(id)
      if (!lane || lane.running || lane.waiting.length === 0) continue
      const owners = this.runningByOwner.get(ownerOf(lane.waiting[0])) ?? 0
      if (!best || owners < best.owners) best = { uploadId: id, owners }
    }
    return best?.uploadId
  }

  private forget(uploadId: string): void {
    this.lanes.delete(uploadId)
    const index = this.order.indexOf(uploadId)
    if (index >= 0) this.order.splice(index, 1)
    this.notifyIdle()
  }

  private notifyIdle(): void {
    for (const waiter of this.idleWaiters.splice(0)) waiter()
  }
}

const ownerOf = (job: Job) => job.owner ?? `upload:${job.uploadId}`
