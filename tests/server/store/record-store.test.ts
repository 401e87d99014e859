import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { acquireDatabase } from '../../../src/server/store/duckdb/database.js'
import { openRecordStore } from '../../../src/server/store/duckdb/record-store.js'
import type { RecordStore } from '../../../src/server/store/interfaces.js'

let dataDir: string
let store: RecordStore

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'strata-records-'))
  store = await openRecordStore(dataDir)
})

afterEach(async () => {
  await store.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('DuckDB record store', () => {
  it('puts, replaces, gets and deletes documents per collection', async () => {
    await store.put('users', 'u1', { username: 'ada' })
    await store.put('users', 'u1', { username: 'ada', affiliation: 'Analytical Engines' })
    await store.put('groups', 'u1', { group_name: 'not a user' })
    expect(await store.get('users', 'u1')).toEqual({ username: 'ada', affiliation: 'Analytical Engines' })
    expect(await store.count('users')).toBe(1)
    expect(await store.delete('users', 'u1')).toBe(true)
    expect(await store.delete('users', 'u1')).toBe(false)
    expect(await store.get('users', 'u1')).toBeUndefined()
    expect(await store.get('groups', 'u1')).toEqual({ group_name: 'not a user' })
  })

  it('filters on top-level fields by value and type, orders, and pages', async () => {
    await store.put('uploads', 'a', { name: 'alpha', size: 10, published: true, owner: 'x' })
    await store.put('uploads', 'b', { name: 'beta', size: 9, published: false, owner: 'x' })
    await store.put('uploads', 'c', { name: 'gamma', size: 100, published: true, owner: null })
    await store.put('uploads', 'd', { name: 'delta', size: '10', published: 'true' })

    const names = (docs: { name?: unknown }[]) => docs.map((d) => d.name)
    expect(names(await store.list('uploads', { where: { published: true } }))).toEqual(['alpha', 'gamma'])
    expect(names(await store.list('uploads', { where: { size: 10 } }))).toEqual(['alpha'])
    expect(names(await store.list('uploads', { where: { owner: null } }))).toEqual(['gamma', 'delta'])
    expect(names(await store.list('uploads', { where: { owner: 'x', published: false } }))).toEqual(['beta'])
    expect(await store.count('uploads', { published: true })).toBe(2)

    expect(names(await store.list('uploads', { orderBy: 'size', where: { published: true }, order: 'desc' }))).toEqual(['gamma', 'alpha'])
    expect(names(await store.list('uploads', { orderBy: 'name' }))).toEqual(['alpha', 'beta', 'delta', 'gamma'])
    expect(names(await store.list('uploads', { orderBy: 'name', limit: 2, offset: 1 }))).toEqual(['beta', 'delta'])
  })

  it('takes field names literally (no injection through where or orderBy)', async () => {
    await store.put('c', '1', { 'we"ird': 'v', plain: 1 })
    expect(await store.count('c', { 'we"ird': 'v' })).toBe(1)
    expect(await store.count('c', { "x') OR 1=1 --": 'v' })).toBe(0)
    expect(await store.list('c', { orderBy: "plain'); DROP TABLE records; --" })).toHaveLength(1)
  })

  it('commits all writes of a transaction or none', async () => {
    await store.transaction(async (tx) => {
      await tx.put('uploads', 'u1', { n: 1 })
      await tx.put('entries', 'e1', { upload_id: 'u1' })
      expect(await tx.get('uploads', 'u1')).toEqual({ n: 1 })
    })
    await expect(
      store.transaction(async (tx) => {
        await tx.put('uploads', 'u2', { n: 2 })
        await tx.delete('entries', 'e1')
        throw new Error('processing failed')
      }),
    ).rejects.toThrow('processing failed')
    expect(await store.get('uploads', 'u2')).toBeUndefined()
    expect(await store.get('entries', 'e1')).toEqual({ upload_id: 'u1' })
  })

  it('answers lists of groups and users read again and again with every write in them, each reader with its own copy', async () => {
    const names = async () => (await store.list<{ group_name: string }>('groups', { orderBy: 'group_name' })).map((group) => group.group_name)
    await store.put('groups', 'g1', { group_name: 'beta' })
    expect(await names()).toEqual(['beta'])
    await store.put('groups', 'g2', { group_name: 'alpha' })
    expect(await names()).toEqual(['alpha', 'beta'])

    const [first] = await store.list<{ group_name: string }>('groups', { orderBy: 'group_name' })
    first.group_name = 'changed by one reader'
    expect(await names()).toEqual(['alpha', 'beta'])

    await store.transaction(async (tx) => {
      await tx.put('groups', 'g3', { group_name: 'gamma' })
      expect((await tx.list<{ group_name: string }>('groups', { orderBy: 'group_name' })).map((group) => group.group_name)).toEqual(['alpha', 'beta', 'gamma'])
    })
    expect(await names()).toEqual(['alpha', 'beta', 'gamma'])
    await expect(
      store.transaction(async (tx) => {
        await tx.delete('groups', 'g1')
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await names()).toEqual(['alpha', 'beta', 'gamma'])
    await store.putMany!('groups', [{ id: 'g2', doc: { group_name: 'delta' } }])
    await store.delete('groups', 'g3')
    expect(await names()).toEqual(['beta', 'delta'])
    expect(await store.list('users', { where: { username: 'ada' } })).toEqual([])
    await store.put('users', 'u1', { username: 'ada' })
    expect(await store.list('users', { where: { username: 'ada' } })).toEqual([{ username: 'ada' }])
  })

  it('answers reads while a write transaction is open, with the state before it, and the written state once it has committed', async () => {
    await store.put('uploads', 'u1', { status: 'SUCCESS' })
    expect(await store.get('uploads', 'u1')).toEqual({ status: 'SUCCESS' })
    let commit!: () => void
    const committing = new Promise<void>((resolve) => (commit = resolve))
    let wrote!: () => void
    const written = new Promise<void>((resolve) => (wrote = resolve))
    const transaction = store.transaction(async (tx) => {
      await tx.put('uploads', 'u1', { status: 'RUNNING' })
      await tx.put('uploads', 'u2', { status: 'RUNNING' })
      wrote()
      await committing
    })
    await written
    // The transaction holds the writing connection; these reads would wait for it if they shared it.
    expect(await store.get('uploads', 'u1')).toEqual({ status: 'SUCCESS' })
    expect(await store.list('uploads')).toEqual([{ status: 'SUCCESS' }])
    commit()
    await transaction
    expect(await store.get('uploads', 'u1')).toEqual({ status: 'RUNNING' })
    expect(await store.count('uploads')).toBe(2)
  })

  it("lists an upload's documents by their upload_id, kept as the documents change and in every collection that has one", async () => {
    await store.put('entries', 'e1', { upload_id: 'up1', mainfile: 'a' })
    await store.putMany!('entries', [
      { id: 'e2', doc: { upload_id: 'up1', mainfile: 'b' } },
      { id: 'e3', doc: { upload_id: 'up2', mainfile: 'c' } },
      { id: 'e4', doc: { upload_id: 7, mainfile: 'd' } },
    ])
    await store.put('archives', 'e1', { upload_id: 'up1', archive: {} })
    const mainfiles = async (where: Record<string, string | number | null>) => (await store.list('entries', { where })).map((doc) => doc.mainfile)
    expect(await mainfiles({ upload_id: 'up1' })).toEqual(['a', 'b'])
    expect(await mainfiles({ upload_id: 'up1', mainfile: 'b' })).toEqual(['b'])
    expect(await mainfiles({ upload_id: 7 })).toEqual(['d'])
    expect(await store.count('archives', { upload_id: 'up1' })).toBe(1)
    // A document moved to another upload (or without one any more) leaves the first one's list.
    await store.put('entries', 'e2', { upload_id: 'up2', mainfile: 'b' })
    await store.putMany!('entries', [{ id: 'e1', doc: { mainfile: 'a' } }])
    expect(await mainfiles({ upload_id: 'up1' })).toEqual([])
    expect(await mainfiles({ upload_id: 'up2' })).toEqual(['b', 'c'])
  })

  it('writes documents the caller knows to be new or stored, and puts a document said to be stored that is not', async () => {
    await store.putMany!('entries', [
      { id: 'e1', doc: { upload_id: 'up1', process_status: 'PENDING' } },
      { id: 'e2', doc: { upload_id: 'up1', process_status: 'PENDING' } },
    ], 'none')
    await store.transaction(async (tx) => {
      await tx.putMany!('entries', [
        { id: 'e1', doc: { upload_id: 'up1', process_status: 'SUCCESS' } },
        { id: 'e2', doc: { upload_id: 'up2', process_status: 'FAILURE' } },
        // Said to be stored, but not: put all the same.
        { id: 'e3', doc: { upload_id: 'up1', process_status: 'SUCCESS' } },
      ], 'all')
    })
    expect(await store.getMany('entries', ['e1', 'e2', 'e3'])).toEqual([
      { upload_id: 'up1', process_status: 'SUCCESS' },
      { upload_id: 'up2', process_status: 'FAILURE' },
      { upload_id: 'up1', process_status: 'SUCCESS' },
    ])
    expect(await store.count('entries', { upload_id: 'up1' })).toBe(2)
    // A document said to be new that is stored is refused, and the transaction stores nothing.
    await expect(
      store.transaction(async (tx) => {
        await tx.put('entries', 'e4', { upload_id: 'up1' })
        await tx.putMany!('entries', [{ id: 'e1', doc: { upload_id: 'up9' } }], 'none')
      }),
    ).rejects.toThrow()
    expect(await store.get('entries', 'e4')).toBeUndefined()
    expect(await store.get('entries', 'e1')).toEqual({ upload_id: 'up1', process_status: 'SUCCESS' })
  })

  it('fills the upload_id column of a records table written before it existed', async () => {
    await store.close()
    const older = mkdtempSync(join(tmpdir(), 'strata-records-old-'))
    try {
      const { database, release } = await acquireDatabase(older)
      await database.run('CREATE TABLE records (collection VARCHAR NOT NULL, id VARCHAR NOT NULL, doc JSON NOT NULL, PRIMARY KEY (collection, id))')
      await database.run(`INSERT INTO records VALUES ('entries', 'e1', '{"upload_id": "up1", "mainfile": "a"}'), ('entries', 'e2', '{"upload_id": "up2"}'), ('users', 'u1', '{"username": "ada"}')`)
      await release()
      store = await openRecordStore(older)
      expect(await store.list('entries', { where: { upload_id: 'up1' } })).toEqual([{ upload_id: 'up1', mainfile: 'a' }])
      expect(await store.get('users', 'u1')).toEqual({ username: 'ada' })
      await store.close()
    } finally {
      rmSync(older, { recursive: true, force: true })
    }
    store = await openRecordStore(dataDir)
  })

  it('keeps data across close and reopen', async () => {
    await store.put('users', 'u1', { username: 'ada' })
    await store.close()
    store = await openRecordStore(dataDir)
    expect(await store.get('users', 'u1')).toEqual({ username: 'ada' })
  })

  it('keeps committed data when the writing process is killed with SIGKILL', async () => {
    await store.close()
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'children', 'write-then-hang.ts'), dataDir, '20'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    await new Promise<void>((resolveWritten, reject) => {
      child.stdout.on('data', () => output.includes('written') && resolveWritten())
      child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${output}`)))
    })
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGKILL')
    await exited

    store = await openRecordStore(dataDir)
    expect(await store.count('uploads')).toBe(21)
    expect(await store.get('uploads', 'upload-19')).toEqual({ upload_id: 'upload-19', n: 19 })
  })
})
