/**
 * The record store keeps parsed archives in memory (bounded, least recently used out) and never
 * answers an archive that was rewritten or deleted from that memory.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openRecordStore } from '../../../src/server/store/duckdb/record-store.js'
import type { RecordStore } from '../../../src/server/store/interfaces.js'
import { ParsedDocCache } from '../../../src/server/store/parsed-doc-cache.js'

describe('ParsedDocCache', () => {
  it('drops the least recently used documents once the JSON bytes pass the bound', () => {
    const cache = new ParsedDocCache(100)
    cache.set('a', { v: 'a' }, 40, cache.ticket())
    cache.set('b', { v: 'b' }, 40, cache.ticket())
    expect(cache.get('a')).toEqual({ v: 'a' }) // a is now the most recently used
    cache.set('c', { v: 'c' }, 40, cache.ticket())
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toEqual({ v: 'a' })
    expect(cache.get('c')).toEqual({ v: 'c' })
    expect(cache.bytes).toBe(80)
  })

  it('keeps no document larger than the bound and none read before a write', () => {
    const cache = new ParsedDocCache(100)
    cache.set('huge', { v: 1 }, 101, cache.ticket())
    expect(cache.get('huge')).toBeUndefined()
    const ticket = cache.ticket()
    cache.invalidate('other')
    cache.set('late', { v: 'read before the write' }, 10, ticket)
    expect(cache.get('late')).toBeUndefined()
  })

  it('hands out frozen documents, so that no reader can change what the next one gets', () => {
    const cache = new ParsedDocCache()
    cache.set('a', { run: [{ energy: 1 }] }, 10, cache.ticket())
    const doc = cache.get('a') as { run: { energy: number }[] }
    expect(() => {
      doc.run[0].energy = 2
    }).toThrow(TypeError)
    expect(cache.get('a')).toEqual({ run: [{ energy: 1 }] })
  })
})

describe('archives in the DuckDB record store', () => {
  let dataDir: string
  let store: RecordStore
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'strata-archive-cache-'))
    store = await openRecordStore(dataDir)
  })
  afterEach(async () => {
    await store.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const archive = (energy: number) => ({ entry_id: 'e1', upload_id: 'u1', archive: { run: [{ energy }] } })

  it('answers a second read of an archive from memory', async () => {
    await store.put('archives', 'e1', archive(1))
    const first = await store.get('archives', 'e1')
    expect(await store.get('archives', 'e1')).toBe(first)
    // Other collections are read afresh every time.
    await store.put('entries', 'e1', { entry_id: 'e1' })
    expect(await store.get('entries', 'e1')).not.toBe(await store.get('entries', 'e1'))
  })

  it('never serves an archive that was rewritten by put, putMany, a transaction or another store on the same database', async () => {
    await store.put('archives', 'e1', archive(1))
    await store.get('archives', 'e1')
    await store.put('archives', 'e1', archive(2))
    expect(await store.get('archives', 'e1')).toEqual(archive(2))

    await store.putMany!('archives', [{ id: 'e1', doc: archive(3) }])
    expect(await store.get('archives', 'e1')).toEqual(archive(3))

    await store.transaction(async (tx) => {
      await tx.put('archives', 'e1', archive(4))
      expect(await tx.get('archives', 'e1')).toEqual(archive(4))
    })
    expect(await store.get('archives', 'e1')).toEqual(archive(4))

    const other = await openRecordStore(dataDir)
    try {
      await other.put('archives', 'e1', archive(5))
    } finally {
      await other.close()
    }
    expect(await store.get('archives', 'e1')).toEqual(archive(5))
  })

  it('forgets a deleted archive and keeps the old one after a rolled back rewrite', async () => {
    await store.put('archives', 'e1', archive(1))
    await store.get('archives', 'e1')
    await expect(
      store.transaction(async (tx) => {
        await tx.put('archives', 'e1', archive(2))
        throw new Error('give up')
      }),
    ).rejects.toThrow('give up')
    expect(await store.get('archives', 'e1')).toEqual(archive(1))
    await store.delete('archives', 'e1')
    expect(await store.get('archives', 'e1')).toBeUndefined()
  })

  it('does not cache a read that raced with a rewrite', async () => {
    await store.put('archives', 'e1', archive(1))
    const reading = store.get('archives', 'e1')
    const writing = store.put('archives', 'e1', archive(2))
    // Reads have a connection of their own: the racing read may see either document, but what it
    // read must not be served once the write has ended.
    expect([archive(1), archive(2)]).toContainEqual(await reading)
    await writing
    expect(await store.get('archives', 'e1')).toEqual(archive(2))
  })
})
