import { describe, expect, it } from 'vitest'
import { pageCodeOrTimeout } from '../../src/app/boot/pageCodeWait.js'

const after = (ms: number, value?: unknown, fail = false) =>
  new Promise((resolve, reject) => setTimeout(() => (fail ? reject(new Error('chunk failed')) : resolve(value)), ms))

async function settledAfter(promise: Promise<void>): Promise<number> {
  const started = performance.now()
  await promise
  return performance.now() - started
}

describe('the first render waiting for the page code', () => {
  it('goes on as soon as the code is there', async () => {
    expect(await settledAfter(pageCodeOrTimeout(after(20), 2000))).toBeLessThan(1000)
  })

  it('goes on without it when it takes longer than the wait', async () => {
    const waited = await settledAfter(pageCodeOrTimeout(new Promise(() => {}), 60))
    expect(waited).toBeGreaterThanOrEqual(55)
  })

  it('goes on when the code failed to load (the page reports that itself)', async () => {
    await expect(pageCodeOrTimeout(after(10, undefined, true), 2000)).resolves.toBeUndefined()
  })
})
