/**
 * Hands parses to the executor in a fair order across users and uploads, so that one upload
 * (thousands of entries, or one huge structure) never starves the others: only a few parses are
 * in the executor at a time, and the next one goes to the user with the fewest parses in flight,
 * then to whoever waited longest (round robin over users, then over each user's uploads).
 */
import type { ParseExecutor } from './parse-pool.js'
import type { FileReader, ParseRequest, ParseResult } from './parse-task.js'

interface Waiting {
  request: ParseRequest
  files: FileReader
  resolve: (outcome: ParseResult) => void
  reject: (error: Error) => void
}

/** The error of parses still waiting when the scheduler closes (server shutdown). */
export class SchedulerClosedError extends Error {
  constructor() {
    super('the parse scheduler closed')
  }
}

/** inFlightLimit: parses in the executor at once; by default one more than it takes now (its capacity). */
export function fairParseScheduler(executor: ParseExecutor, inFlightLimit?: number): ParseExecutor {
  const limit = () => inFlightLimit ?? (executor.capacity ?? executor.parallelism) + 1
  /** Waiting parses per upload, in arrival order, with the upload's owner. */
  const waiting = new Map<string, { owner: string; queue: Waiting[] }>()
  const inFlightByOwner = new Map<string, number>()
  /** When a user / an upload was last served (a counter, not a clock). */
  const lastServed = new Map<string, number>()
  let served = 0
  let inFlight = 0
  let closed = false

  const ownerKey = (request: ParseRequest) => `owner:${request.owner ?? request.uploadId}`

  const pickUpload = (): string | undefined => {
    let best: { uploadId: string; rank: [number, number, number] } | undefined
    for (const [uploadId, { owner }] of waiting) {
      const rank: [number, number, number] = [inFlightByOwner.get(owner) ?? 0, lastServed.get(owner) ?? -1, lastServed.get(uploadId) ?? -1]
      if (!best || rank[0] < best.rank[0] || (rank[0] === best.rank[0] && (rank[1] < best.rank[1] || (rank[1] === best.rank[1] && rank[2] < best.rank[2])))) best = { uploadId, rank }
    }
    return best?.uploadId
  }

  const pump = () => {
    while (!closed && inFlight < limit()) {
      const uploadId = pickUpload()
      if (uploadId === undefined) return
      const { owner, queue } = waiting.get(uploadId)!
      const next = queue.shift()!
      if (queue.length === 0) waiting.delete(uploadId)
      served++
      lastServed.set(owner, served)
      lastServed.set(uploadId, served)
      inFlight++
      inFlightByOwner.set(owner, (inFlightByOwner.get(owner) ?? 0) + 1)
      executor
        .parse(next.request, next.files)
        .then(next.resolve, next.reject)
        .finally(() => {
          inFlight--
          const left = (inFlightByOwner.get(owner) ?? 1) - 1
          if (left > 0) inFlightByOwner.set(owner, left)
          else inFlightByOwner.delete(owner)
          if (!waiting.has(uploadId)) lastServed.delete(uploadId)
          pump()
        })
    }
  }

  return {
    parallelism: executor.parallelism,
    get capacity() {
      return executor.capacity
    },
    maxCapacity: executor.maxCapacity,
    parse(request, files) {
      if (closed) return Promise.reject(new SchedulerClosedError())
      return new Promise<ParseResult>((resolve, reject) => {
        const lane = waiting.get(request.uploadId) ?? { owner: ownerKey(request), queue: [] }
        lane.queue.push({ request, files, resolve, reject })
        waiting.set(request.uploadId, lane)
        pump()
      })
    },
    async close() {
      closed = true
      for (const { queue } of waiting.values()) for (const parse of queue) parse.reject(new SchedulerClosedError())
      waiting.clear()
      await executor.close()
    },
  }
}
