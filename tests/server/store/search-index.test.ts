import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDataStores, type DataStores } from '../../../src/server/store/data-stores.js'
import { acquireDatabase } from '../../../src/server/store/duckdb/database.js'

let dataDir: string
let stores: DataStores

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'strata-search-'))
  stores = await openDataStores(dataDir)
})

afterEach(async () => {
  await stores.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const simulation = (id: string, material: string, extra: Record<string, unknown> = {}) => ({
  entry_id: id,
  upload_id: 'up1',
  doc: { entry_id: id, n_quantities: 10, results: { material: { material_id: material }, method: { simulation: { program_name: 'VASP' } }, ...extra } },
})

describe('DuckDB search index', () => {
  it('counts entries, distinct materials, calculations and quantity values', async () => {
    await stores.search.index([
      simulation('e1', 'm-si'),
      simulation('e2', 'm-si', { properties: { n_calculations: 4 } }),
      simulation('e3', 'm-nacl'),
      { entry_id: 'e4', upload_id: 'up2', doc: { entry_id: 'e4', n_quantities: 7, results: { material: { material_id: 'm-eln' } } } },
      { entry_id: 'e5', upload_id: 'up2', doc: { entry_id: 'e5' } },
    ])
    expect(await stores.search.statistics()).toEqual({ n_entries: 5, n_materials: 3, n_calculations: 6, n_quantities: 37 })
  })

  it('replaces a re-indexed entry and forgets removed ones', async () => {
    await stores.search.index([simulation('e1', 'm-si'), simulation('e2', 'm-gaas')])
    expect(await stores.search.statistics()).toMatchObject({ n_entries: 2, n_materials: 2 })
    await stores.search.index([simulation('e1', 'm-gaas')])
    expect((await stores.search.get('e1'))?.doc).toMatchObject({ results: { material: { material_id: 'm-gaas' } } })
    expect(await stores.search.statistics()).toMatchObject({ n_entries: 2, n_materials: 1 })
    await stores.search.remove(['e1', 'missing'])
    expect(await stores.search.get('e1')).toBeUndefined()
    expect(await stores.search.statistics()).toMatchObject({ n_entries: 1 })
  })

  it('gives documents back as indexed, their quantities included (stored once, in their column)', async () => {
    const listed = { entry_id: 'e1', quantities: ['', 'results', 'results.material', 'results.material.material_id'], results: { material: { material_id: 'm-si' } } }
    // Listed twice and not in order: the column holds each value once, so this document keeps its own list.
    const repeated = { entry_id: 'e2', quantities: ['results', '', 'results'] }
    const none = { entry_id: 'e3', quantities: [] }
    await stores.search.index([listed, repeated, none].map((doc) => ({ entry_id: doc.entry_id, upload_id: 'up1', doc })))
    for (const doc of [listed, repeated, none]) expect((await stores.search.get(doc.entry_id))?.doc).toEqual(doc)
    await stores.close()
    stores = await openDataStores(dataDir)
    expect((await stores.search.get('e1'))?.doc).toEqual(listed)
  })

  it('takes over a table of layout 4 in place: its column for quantities.path goes, its documents stay whole', async () => {
    const doc = { entry_id: 'e1', mainfile: 'a/POSCAR', quantities: ['', 'mainfile', 'results'], results: { material: { material_id: 'm-cu' } } }
    await stores.search.index([{ entry_id: 'e1', upload_id: 'up1', doc }])
    await stores.close()
    // As layout 4 stored it: the document with its quantities, and a column of their own for quantities.path.
    const { database, release } = await acquireDatabase(dataDir)
    await database.run(`ALTER TABLE search_entries ADD COLUMN "quantities.path" VARCHAR[]`)
    await database.run(`UPDATE search_entries SET "quantities.path" = quantities, doc = $1`, [JSON.stringify(doc)])
    await database.run(`CREATE OR REPLACE TABLE search_layout AS SELECT 4 AS version`)
    await release()

    stores = await openDataStores(dataDir)
    expect((await stores.search.get('e1'))?.doc).toEqual(doc)
    expect(await stores.search.statistics()).toMatchObject({ n_entries: 1, n_materials: 1 })
    await stores.close()
    const reopened = await acquireDatabase(dataDir)
    const columns = await reopened.database.all<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'search_entries'`)
    const [layout] = await reopened.database.all<{ version: number }>(`SELECT version FROM search_layout`)
    const [row] = await reopened.database.all<{ doc: string }>(`SELECT doc FROM search_entries`)
    await reopened.release()
    // Not rebuilt (that would hold every document in memory): the stored document is the one layout 4 wrote.
    expect(JSON.parse(row.doc)).toEqual(doc)
    expect(columns.map((column) => column.column_name)).toContain('quantities')
    expect(columns.map((column) => column.column_name)).not.toContain('quantities.path')
    expect(Number(layout.version)).toBe(5)
    stores = await openDataStores(dataDir)
  })

  it('shares one database with the record store and keeps both across reopen', async () => {
    await stores.records.put('entries', 'e1', { entry_id: 'e1' })
    await stores.search.index([simulation('e1', 'm-si')])
    await stores.close()
    stores = await openDataStores(dataDir)
    expect(await stores.records.get('entries', 'e1')).toEqual({ entry_id: 'e1' })
    expect((await stores.search.statistics()).n_entries).toBe(1)
  })
})
