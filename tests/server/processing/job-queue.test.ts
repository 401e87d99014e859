import { describe, expect, it } from 'vitest'
import { InProcessJobQueue } from '../../../src/server/processing/job-queue.js'

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms))

describe('in-process job queue', () => {
  it('runs jobs of one upload one after the other and of different uploads side by side', async () => {
    const queue = new InProcessJobQueue({ concurrency: 2 })
    const log: string[] = []
    let running = 0
    let most = 0
    queue.register('work', async (job) => {
      running++
      most = Math.max(most, running)
      log.push(`start ${job.uploadId}${job.payload?.n}`)
      await tick(20)
      log.push(`end ${job.uploadId}${job.payload?.n}`)
      running--
    })
    queue.enqueue({ type: 'work', uploadId: 'a', payload: { n: 1 } })
    queue.enqueue({ type: 'work', uploadId: 'a', payload: { n: 2 } })
    queue.enqueue({ type: 'work', uploadId: 'b', payload: { n: 1 } })
    await queue.idle()
    expect(most).toBe(2)
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'))
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'))
  })

  it('does not queue the same waiting job twice', async () => {
    const queue = new InProcessJobQueue()
    let runs = 0
    queue.register('work', async () => {
      runs++
      await tick()
    })
    for (let i = 0; i < 5; i++) queue.enqueue({ type: 'work', uploadId: 'a' })
    await queue.idle('a')
    expect(runs).toBe(2)
  })

  it('cancels: aborts the running job, drops the waiting ones, and resolves when it stopped', async () => {
    const queue = new InProcessJobQueue()
    let aborted = false
    let second = false
    queue.register('long', async (_job, signal) => {
      while (!signal.aborted) await tick()
      aborted = true
    })
    queue.register('other', async () => {
      second = true
    })
    queue.enqueue({ type: 'long', uploadId: 'a' })
    queue.enqueue({ type: 'other', uploadId: 'a' })
    await tick()
    expect(queue.busy('a')).toBe(true)
    await queue.cancel('a')
    expect(aborted).toBe(true)
    expect(second).toBe(false)
    expect(queue.busy('a')).toBe(false)
  })

  it('keeps running after a job throws', async () => {
    const errors: unknown[] = []
    const queue = new InProcessJobQueue({ onError: (_job, error) => errors.push(error) })
    let ran = false
    queue.register('bad', async () => {
      throw new Error('boom')
    })
    queue.register('good', async () => {
      ran = true
    })
    queue.enqueue({ type: 'bad', uploadId: 'a' })
    queue.enqueue({ type: 'good', uploadId: 'a' })
    await queue.idle()
    expect((errors[0] as Error).message).toBe('boom')
    expect(ran).toBe(true)
  })

  it("gives a free slot to a user with nothing running before another of a busy user's uploads", async () => {
    const queue = new InProcessJobQueue({ concurrency: 2 })
    const started: string[] = []
    const release: (() => void)[] = []
    queue.register('work', (job) => {
      started.push(job.uploadId)
      return new Promise<void>((resolve) => release.push(resolve))
    })
    for (const id of ['a1', 'a2', 'a3']) queue.enqueue({ type: 'work', uploadId: id, owner: 'alice' })
    queue.enqueue({ type: 'work', uploadId: 'b1', owner: 'bob' })
    await tick()
    expect(started).toEqual(['a1', 'a2'])
    release.shift()!()
    await tick()
    expect(started).toEqual(['a1', 'a2', 'b1'])
    while (release.length > 0) {
      release.shift()!()
      await tick()
    }
    await queue.idle()
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3'])
  })
})
