import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { acquireDatabase } from '../../../src/server/store/duckdb/database.js'
import { QuantitySets } from '../../../src/server/store/duckdb/quantity-sets.js'
import { openRecordStore } from '../../../src/server/store/duckdb/record-store.js'
import type { RecordStore, StoredDoc } from '../../../src/server/store/interfaces.js'

let dataDir: string
let store: RecordStore

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'strata-quantity-sets-'))
  store = await openRecordStore(dataDir)
})

afterEach(async () => {
  await store.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const structurePaths = ['', 'metadata', 'metadata.entry_id', 'results', 'results.material', 'results.material.elements', 'run', 'run.system']
const notebookPaths = ['', 'data', 'data.name', 'metadata', 'metadata.entry_id']

const entry = (id: string, quantities: string[]): StoredDoc => ({ entry_id: id, upload_id: 'u1', mainfile: `${id}/POSCAR`, quantities, n_quantities: quantities.length })
const archive = (id: string, quantities: string[]): StoredDoc => ({ entry_id: id, upload_id: 'u1', archive: { run: [{ system: [{}] }], metadata: { entry_id: id, quantities } } })

/** The stored JSON texts and the number of stored sets, read past the store. */
async function storedState(collection: string) {
  const { database, release } = await acquireDatabase(dataDir)
  try {
    const docs = await database.all<{ doc: string }>('SELECT doc FROM records WHERE collection = $1 ORDER BY id', [collection])
    const sets = await database.all<{ n: bigint }>('SELECT count(*) AS n FROM quantity_sets')
    return { texts: docs.map((row) => row.doc), sets: Number(sets[0].n) }
  } finally {
    await release()
  }
}

describe('quantity lists of entries and archives', () => {
  it('are stored once per distinct list and read back whole by get, getMany and list, in their place', async () => {
    const entries = [entry('e1', structurePaths), entry('e2', structurePaths), entry('e3', notebookPaths)]
    const archives = [archive('e1', structurePaths), archive('e2', structurePaths), archive('e3', notebookPaths)]
    await store.transaction(async (tx) => {
      await tx.putMany!('entries', entries.map((doc) => ({ id: doc.entry_id as string, doc })))
      await tx.putMany!('archives', archives.map((doc) => ({ id: doc.entry_id as string, doc })))
    })

    const stored = await storedState('entries')
    expect(stored.sets).toBe(2)
    for (const text of stored.texts) expect(text).not.toContain('results.material.elements')
    expect((await storedState('archives')).texts.join('')).not.toContain('data.name')

    expect(await store.get('entries', 'e1')).toEqual(entries[0])
    expect(Object.keys((await store.get('entries', 'e3'))!)).toEqual(Object.keys(entries[2]))
    expect(await store.getMany('entries', ['e3', 'e2'])).toEqual([entries[2], entries[1]])
    expect(await store.list('entries', { where: { upload_id: 'u1' } })).toEqual(entries)
    expect(await store.get('archives', 'e2')).toEqual(archives[1])
    expect(await store.list('archives')).toEqual(archives)
  })

  it('tell how many bytes of JSON they put back, so that caches bounded by stored text size count them', async () => {
    await store.put('archives', 'e1', archive('e1', structurePaths))
    const { texts } = await storedState('archives')
    const { database, release } = await acquireDatabase(dataDir)
    try {
      const decoded = await new QuantitySets().decode(database, 'archives', [JSON.parse(texts[0])])
      expect(decoded.docs).toEqual([archive('e1', structurePaths)])
      expect(decoded.restoredBytes).toBe(JSON.stringify(structurePaths).length)
    } finally {
      await release()
    }
  })

  it('leave the documents given to the store as they were', async () => {
    const doc = archive('e1', structurePaths)
    const before = structuredClone(doc)
    await store.put('archives', 'e1', doc)
    await store.putMany!('entries', [{ id: 'e1', doc: entry('e1', notebookPaths) }])
    expect(doc).toEqual(before)
  })

  it('are read back after a restart, when no list is held in memory', async () => {
    await store.put('entries', 'e1', entry('e1', structurePaths))
    await store.put('archives', 'e1', archive('e1', notebookPaths))
    await store.close()
    store = await openRecordStore(dataDir)
    expect(await store.get('entries', 'e1')).toEqual(entry('e1', structurePaths))
    expect(await store.get('archives', 'e1')).toEqual(archive('e1', notebookPaths))
  })

  it('stay readable when the transaction that first wrote their list rolled back', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.put('entries', 'e1', entry('e1', structurePaths))
        throw new Error('processing failed')
      }),
    ).rejects.toThrow('processing failed')
    expect((await storedState('entries')).sets).toBe(0)
    // The same list again: its set must be written again, though this process has met it before.
    await store.put('entries', 'e2', entry('e2', structurePaths))
    await store.close()
    store = await openRecordStore(dataDir)
    expect(await store.get('entries', 'e2')).toEqual(entry('e2', structurePaths))
    expect(await store.get('entries', 'e1')).toBeUndefined()
  })

  it('stored whole by an earlier version are read as they are; empty lists and other collections are left alone', async () => {
    const { database, release } = await acquireDatabase(dataDir)
    try {
      await database.run('INSERT INTO records (collection, id, doc) VALUES ($1, $2, $3)', ['entries', 'old', JSON.stringify(entry('old', structurePaths))])
    } finally {
      await release()
    }
    await store.put('entries', 'pending', entry('pending', []))
    await store.put('uploads', 'u1', { upload_id: 'u1', quantities: structurePaths })
    expect(await store.get('entries', 'old')).toEqual(entry('old', structurePaths))
    expect(await store.get('entries', 'pending')).toEqual(entry('pending', []))
    expect((await storedState('uploads')).texts[0]).toContain('results.material.elements')
    expect(await store.get('uploads', 'u1')).toEqual({ upload_id: 'u1', quantities: structurePaths })
  })
})
