import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { putAll } from '../../../src/server/processing/put-all.js'
import { openRecordStore } from '../../../src/server/store/duckdb/record-store.js'
import type { RecordStore } from '../../../src/server/store/interfaces.js'

let dataDir: string
let records: RecordStore

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'strata-put-all-'))
  records = await openRecordStore(dataDir)
})
afterEach(async () => {
  await records.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const docs = (n: number, label: string) => Array.from({ length: n }, (_, i) => ({ id: `e${i}`, doc: { entry_id: `e${i}`, label } }))

it('stores more documents than one statement takes, replacing those already stored', async () => {
  await records.put('entries', 'e3', { entry_id: 'e3', label: 'old' })
  await records.transaction((tx) => putAll(tx, 'entries', docs(450, 'new')))
  expect(await records.count('entries')).toBe(450)
  expect(await records.get('entries', 'e3')).toEqual({ entry_id: 'e3', label: 'new' })
  expect(await records.get('entries', 'e449')).toEqual({ entry_id: 'e449', label: 'new' })
})

it('keeps the last of documents given twice', async () => {
  await putAll(records, 'entries', [...docs(2, 'first'), { id: 'e1', doc: { entry_id: 'e1', label: 'second' } }])
  expect(await records.list('entries')).toEqual([{ entry_id: 'e0', label: 'first' }, { entry_id: 'e1', label: 'second' }])
})

it('stores nothing when the transaction fails', async () => {
  await expect(records.transaction(async (tx) => {
    await putAll(tx, 'entries', docs(10, 'new'))
    throw new Error('stopped')
  })).rejects.toThrow('stopped')
  expect(await records.count('entries')).toBe(0)
})
