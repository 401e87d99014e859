import { describe, expect, it } from 'vitest'
import { resultCache } from '../../../src/server/store/duckdb/result-cache.js'

type Row = { value: number }

/** A stand-in for the database: counts how often a statement really runs; reads see the data as it was when they began. */
function counter(initial = 1) {
  let value = initial
  let runs = 0
  return {
    set: (next: number) => (value = next),
    runs: () => runs,
    read: async (): Promise<Row[]> => {
      runs += 1
      const snapshot = value
      await new Promise((resolve) => setTimeout(resolve, 5))
      return [{ value: snapshot }]
    },
  }
}

describe('statement result cache', () => {
  it('answers a repeated statement without running it again, and a changed one anew', async () => {
    const cache = resultCache<Row>({ maxEntries: 10, maxRows: 100 })
    const db = counter()
    expect(await cache.read('a', db.read)).toEqual([{ value: 1 }])
    expect(await cache.read('a', db.read)).toEqual([{ value: 1 }])
    expect(db.runs()).toBe(1)
    await cache.read('b', db.read)
    expect(db.runs()).toBe(2)
  })

  it('runs concurrent identical statements once', async () => {
    const cache = resultCache<Row>({ maxEntries: 10, maxRows: 100 })
    const db = counter()
    await Promise.all([cache.read('a', db.read), cache.read('a', db.read), cache.read('a', db.read)])
    expect(db.runs()).toBe(1)
  })

  it('never serves an answer from before a write, even one computed while the write ran', async () => {
    const cache = resultCache<Row>({ maxEntries: 10, maxRows: 100 })
    const db = counter()
    await cache.read('a', db.read)
    let during: Promise<Row[]> | undefined
    await cache.writing(async () => {
      during = cache.read('a', db.read)
      db.set(2)
    })
    await during
    expect(await cache.read('a', db.read)).toEqual([{ value: 2 }])
  })

  it('drops an answer whose statement was still running when a write began', async () => {
    const cache = resultCache<Row>({ maxEntries: 10, maxRows: 100 })
    const db = counter()
    const old = cache.read('a', db.read)
    await cache.writing(async () => db.set(3))
    expect(await old).toEqual([{ value: 1 }])
    expect(await cache.read('a', db.read)).toEqual([{ value: 3 }])
  })

  it('keeps at most maxEntries answers and no answer longer than maxRows', async () => {
    const cache = resultCache<Row>({ maxEntries: 2, maxRows: 100 })
    const db = counter()
    await cache.read('a', db.read)
    await cache.read('b', db.read)
    await cache.read('c', db.read)
    await cache.read('a', db.read)
    expect(db.runs()).toBe(4)
    const small = resultCache<Row>({ maxEntries: 10, maxRows: 0 })
    await small.read('a', db.read)
    await small.read('a', db.read)
    expect(db.runs()).toBe(6)
  })

  it('does not keep an answer the options refuse (rows with whole documents)', async () => {
    const cache = resultCache<Row>({ maxEntries: 10, maxRows: 100, keeps: (rows) => !rows.some((row) => (row as Row).value === 1) })
    const db = counter()
    await cache.read('a', db.read)
    await cache.read('a', db.read)
    expect(db.runs()).toBe(2)
  })

  it('hands out copies, so a caller changing its rows does not change the next answer', async () => {
    const cache = resultCache<Row>({ maxEntries: 10, maxRows: 100 })
    const db = counter()
    const first = await cache.read('a', db.read)
    first[0].value = 99
    expect(await cache.read('a', db.read)).toEqual([{ value: 1 }])
  })

  it('does not keep a failed statement', async () => {
    const cache = resultCache<Row>({ maxEntries: 10, maxRows: 100 })
    let fail = true
    const flaky = async () => {
      if (fail) throw new Error('boom')
      return [{ value: 5 }]
    }
    await expect(cache.read('a', flaky)).rejects.toThrow('boom')
    fail = false
    expect(await cache.read('a', flaky)).toEqual([{ value: 5 }])
  })
})
