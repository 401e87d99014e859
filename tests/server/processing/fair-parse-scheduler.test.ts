/**
 * One upload with many parses must not starve another upload: the scheduler hands parses to
 * the executor alternating between users and their uploads, instead of first come, first served.
 */
import { describe, expect, it } from 'vitest'
import { fairParseScheduler, SchedulerClosedError } from '../../../src/server/processing/fair-parse-scheduler.js'
import type { ParseExecutor } from '../../../src/server/processing/parse-pool.js'
import type { ParseOutcome, ParseRequest } from '../../../src/server/processing/parse-task.js'

const noFiles = { readFile: async () => undefined }

/** An executor (the edge of this test) that parses one request at a time and records the order. */
function recordingExecutor(parallelism = 1) {
  const started: string[] = []
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = []
  let closed = false
  const executor: ParseExecutor = {
    parallelism,
    parse(request: ParseRequest) {
      started.push(`${request.uploadId}/${request.mainfile}`)
      return new Promise<ParseOutcome>((resolve, reject) =>
        pending.push({ resolve: () => resolve({ ok: true, parserName: 'test', archive: {}, logs: [] } as unknown as ParseOutcome), reject }),
      )
    },
    // Like the worker pool, closing fails the parses it still holds.
    close: async () => {
      closed = true
      for (const parse of pending.splice(0)) parse.reject(new Error('worker terminated'))
    },
  }
  const finishOne = async () => {
    pending.shift()?.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { executor, started, finishOne, isClosed: () => closed }
}

const request = (uploadId: string, mainfile: string, owner?: string): ParseRequest => ({ uploadId, entryId: `${uploadId}-${mainfile}`, mainfile, owner })

describe('fair parse scheduler', () => {
  it("serves a small upload queued behind a big one's hundreds of parses next, not after them", async () => {
    const { executor, started, finishOne } = recordingExecutor()
    const scheduler = fairParseScheduler(executor, 1)
    const big = Array.from({ length: 300 }, (_, i) => scheduler.parse(request('big', `f${i}`, 'alice'), noFiles))
    const small = scheduler.parse(request('small', 'POSCAR', 'bob'), noFiles)
    let smallDone = false
    void small.then(() => (smallDone = true))
    await finishOne()
    expect(started).toEqual(['big/f0', 'small/POSCAR'])
    await finishOne()
    expect(smallDone).toBe(true)
    for (let i = 0; i < 300; i++) await finishOne()
    await Promise.all(big)
    expect(started).toHaveLength(301)
  })

  it('shares parses between users before uploads: a user with two uploads does not get twice the turns', async () => {
    const { executor, started, finishOne } = recordingExecutor()
    const scheduler = fairParseScheduler(executor, 1)
    const all = [
      ...[0, 1, 2, 3].map((i) => scheduler.parse(request('a1', `f${i}`, 'alice'), noFiles)),
      ...[0, 1, 2, 3].map((i) => scheduler.parse(request('a2', `f${i}`, 'alice'), noFiles)),
      ...[0, 1, 2, 3].map((i) => scheduler.parse(request('b1', `f${i}`, 'bob'), noFiles)),
    ]
    for (let i = 0; i < 12; i++) await finishOne()
    await Promise.all(all)
    const firstSix = started.slice(0, 6).map((s) => s.split('/')[0])
    expect(firstSix.filter((u) => u === 'b1')).toHaveLength(3)
    expect(firstSix.filter((u) => u.startsWith('a'))).toHaveLength(3)
    expect(firstSix).toContain('a1')
    expect(firstSix).toContain('a2')
  })

  it('keeps only a few parses in the executor and fails the waiting ones when it closes', async () => {
    const { executor, started, isClosed } = recordingExecutor(2)
    const scheduler = fairParseScheduler(executor)
    const parses = Array.from({ length: 10 }, (_, i) => scheduler.parse(request('u', `f${i}`), noFiles))
    expect(started).toHaveLength(3)
    const settled = Promise.allSettled(parses)
    await scheduler.close()
    const outcomes = await settled
    expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof SchedulerClosedError)).toHaveLength(7)
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true)
    expect(isClosed()).toBe(true)
    await expect(scheduler.parse(request('u', 'later'), noFiles)).rejects.toBeInstanceOf(SchedulerClosedError)
  })
})
