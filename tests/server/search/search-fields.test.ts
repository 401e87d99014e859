import { afterEach, describe, expect, it } from 'vitest'
import type { IndexedEntry } from '../../../src/server/store/interfaces.js'
import { startSearchApp, type Json, type SearchApp } from './search-app.js'

// Search fields such as quantities.path and mainfile.path hold their quantity's own values; the
// index keeps those values once and both names must answer the same.

const alice = { user_id: 'alice', name: 'Alice A' }

function entry(id: string, mainfile: string, quantities?: string[]): IndexedEntry {
  return {
    entry_id: id,
    upload_id: 'upload-1',
    doc: {
      entry_id: id,
      upload_id: 'upload-1',
      mainfile,
      published: true,
      with_embargo: false,
      main_author: alice,
      authors: [alice],
      writers: [alice],
      viewers: [alice],
      writer_groups: [],
      viewer_groups: [],
      ...(quantities && { quantities }),
    },
  }
}

let app: SearchApp | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

const ids = (response: { body: Json }) => (response.body.data as Json[]).map((doc) => doc.entry_id).sort()
const query = (body: Json) => app!.call('POST', '/entries/query', { owner: 'public', pagination: { page_size: 100 }, ...body })

describe('search fields that hold their quantity’s values', () => {
  it('filter and sort like their quantity', async () => {
    app = await startSearchApp([
      entry('e1', 'a/POSCAR', ['results', 'results.material', 'results.material.elements']),
      entry('e2', 'b/Cu.cif', ['results', 'results.material']),
      entry('e3', 'c/notes.md'),
    ])
    for (const [field, value, expected] of [
      ['quantities', 'results.material.elements', ['e1']],
      ['quantities.path', 'results.material.elements', ['e1']],
      ['mainfile', 'b/Cu.cif', ['e2']],
      ['mainfile.path', 'b/Cu.cif', ['e2']],
    ] as const) {
      expect(ids(await query({ query: { [field]: value } })), `${field} = ${value}`).toEqual(expected)
    }
    expect(ids(await query({ query: { 'quantities.path:all': ['results', 'results.material'] } }))).toEqual(['e1', 'e2'])
    const sorted = await query({ pagination: { page_size: 3, order_by: 'mainfile.path', order: 'desc' } })
    expect((sorted.body.data as Json[]).map((doc) => doc.entry_id)).toEqual(['e3', 'e2', 'e1'])
  })

  it('answer nothing, not an error, while no entry has a value', async () => {
    app = await startSearchApp([entry('e1', 'a/POSCAR')])
    const response = await query({ query: { 'quantities.path': 'results' } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.data).toEqual([])
  })

  it('give hits their quantities back, though the index stores them once', async () => {
    const quantities = ['', 'mainfile', 'results', 'results.material']
    app = await startSearchApp([entry('e1', 'a/POSCAR', quantities), entry('e2', 'b/POSCAR', ['results', '', 'results']), entry('e3', 'c/notes.md')])
    const hits = (await query({ pagination: { page_size: 10, order_by: 'entry_id', order: 'asc' } })).body.data as Json[]
    expect(hits.map((hit) => hit.quantities)).toEqual([quantities, ['results', '', 'results'], undefined])
    const excluded = (await query({ required: { exclude: ['quantities'] } })).body.data as Json[]
    expect(excluded.every((hit) => !('quantities' in hit))).toBe(true)
  })
})
