/** Criteria on a nested section (`{"<section>": {...}}`) must be met by the same instance of it, as in NOMAD. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IndexedEntry } from '../../../src/server/store/interfaces.js'
import { startSearchApp, type Json, type SearchApp } from './search-app.js'

const EV = 1.602176634e-19
const BAND_GAP = 'results.properties.electronic.band_structure_electronic.band_gap'

function entry(id: string, gaps: { type: string; value: number }[][]): IndexedEntry {
  return {
    entry_id: id,
    upload_id: 'up',
    doc: {
      entry_id: id,
      upload_id: 'up',
      published: true,
      with_embargo: false,
      main_author: { user_id: 'alice' },
      results: {
        material: { material_id: `mat-${id}`, elements: ['Si'] },
        properties: {
          electronic: {
            band_structure_electronic: gaps.map((list) => ({ band_gap: list.map((gap) => ({ type: gap.type, value: gap.value * EV })) })),
          },
        },
      },
    },
  }
}

let app: SearchApp
const post = (path: string, body: Json) => app.call('POST', path, { owner: 'public', pagination: { page_size: 20 }, ...body })
const ids = (response: { body: Json }) => (response.body.data as { entry_id: string }[]).map((e) => e.entry_id).sort()

beforeAll(async () => {
  app = await startSearchApp([
    // One instance is direct, another has the large gap: no single instance has both.
    entry('split', [[{ type: 'direct', value: 1 }], [{ type: 'indirect', value: 3 }]]),
    entry('same', [[{ type: 'direct', value: 3 }, { type: 'indirect', value: 0.5 }]]),
    entry('none', []),
  ])
})
afterAll(() => app?.close())

describe('nested sections', () => {
  const direct = { 'type:any': ['direct'], value: { gte: 2 * EV } }

  it('matches criteria on one instance of the section only', async () => {
    expect(ids(await post('entries/query', { query: { [BAND_GAP]: direct } }))).toEqual(['same'])
    expect(ids(await post('entries/query', { query: { [BAND_GAP]: { 'type:any': ['direct'] } } }))).toEqual(['same', 'split'])
  })

  it('matches the same criteria given flat on any instances', async () => {
    expect(ids(await post('entries/query', { query: { [`${BAND_GAP}.type:any`]: ['direct'], [`${BAND_GAP}.value`]: { gte: 2 * EV } } }))).toEqual(['same', 'split'])
  })

  it('reads NOMAD\'s normalised form and nests inside not, or and materials', async () => {
    const normalised = { prefix: BAND_GAP, query: { and: [{ name: 'type', value: { any: ['direct'] } }, { name: 'value', value: { gte: 2 * EV } }] } }
    expect(ids(await post('entries/query', { query: normalised }))).toEqual(['same'])
    expect(ids(await post('entries/query', { query: { not: { [BAND_GAP]: direct } } }))).toEqual(['none', 'split'])
    expect(ids(await post('entries/query', { query: { or: [{ [BAND_GAP]: direct }, { [BAND_GAP]: { type: 'indirect', value: { gte: 2.5 * EV } } }] } }))).toEqual(['same', 'split'])
    const materials = await post('materials/query', { query: { [`entries.${BAND_GAP}`]: direct } })
    expect(materials.body.data.map((m: Json) => m.material_id)).toEqual(['mat-same'])
  })

  it('aggregates over the entries the nested criteria select', async () => {
    const { body } = await post('entries/query', { query: { [BAND_GAP]: direct }, aggregations: { types: { terms: { quantity: `${BAND_GAP}.type` } } } })
    expect(body.aggregations.types.terms.data.map((b: Json) => [b.value, b.count])).toEqual([
      ['direct', 1],
      ['indirect', 1],
    ])
  })

  it('suggests no values for a section name, and those of its quantities', async () => {
    const response = await app.call('POST', '/suggestions', { input: 'dir', quantities: [BAND_GAP, `${BAND_GAP}.type`] })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ [BAND_GAP]: [], [`${BAND_GAP}.type`]: [{ value: 'direct', weight: 2 }, { value: 'indirect', weight: 2 }] })
  })

  it('matches entry references per reference, as NOMAD keeps them nested', async () => {
    const refs = (id: string, references: { target_entry_id: string; target_name: string }[]): IndexedEntry => {
      const base = entry(id, [])
      return { ...base, doc: { ...base.doc, entry_references: references } }
    }
    const own = await startSearchApp([
      refs('r1', [{ target_entry_id: 'a', target_name: 'x' }, { target_entry_id: 'b', target_name: 'y' }]),
      refs('r2', [{ target_entry_id: 'a', target_name: 'y' }]),
    ])
    try {
      const { body } = await own.call('POST', '/entries/query', { owner: 'public', query: { entry_references: { target_entry_id: 'a', target_name: 'y' } } })
      expect(ids({ body })).toEqual(['r2'])
    } finally {
      await own.close()
    }
  })
})
