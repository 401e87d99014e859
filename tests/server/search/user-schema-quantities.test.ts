/** Quantities of user-defined schemas (`<path>#<schema>`) searched like any other quantity. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IndexedEntry } from '../../../src/server/store/interfaces.js'
import { startSearchApp, type Json, type SearchApp } from './search-app.js'

const SCHEMA = 'entry_id:schema1.Sample'
const NAME = `data.name#${SCHEMA}`
const TEMPERATURE = `data.temperature#${SCHEMA}`
const TAGS = `data.tags#${SCHEMA}`
const DATE = `data.date#${SCHEMA}`
const COUNT = `data.runs.count#${SCHEMA}`

function sample(id: string, name: string, temperature: number, tags: string[], date: string, counts: number[]): IndexedEntry {
  const row = (key: string, value: unknown, quantity: string) => ({ id: `${quantity}`, definition: `${SCHEMA}.${key}`, path_archive: key, [valueKey(value)]: value })
  return {
    entry_id: id,
    upload_id: 'up',
    doc: {
      entry_id: id,
      upload_id: 'up',
      published: true,
      with_embargo: false,
      main_author: { user_id: 'alice' },
      results: { material: { material_id: `mat-${id}` } },
      search_quantities: [
        row('name', name, NAME),
        row('temperature', temperature, TEMPERATURE),
        ...tags.map((tag) => row('tags', tag, TAGS)),
        { ...row('date', date, DATE), datetime_value: date },
        ...counts.map((count) => ({ id: COUNT, definition: `${SCHEMA}.count`, path_archive: 'data.runs.count', int_value: count })),
      ],
    },
  }
}

function valueKey(value: unknown): string {
  if (typeof value === 'number') return 'float_value'
  if (typeof value === 'boolean') return 'bool_value'
  return 'str_value'
}

let app: SearchApp
const query = async (body: Json) => app.call('POST', '/entries/query', { owner: 'public', pagination: { page_size: 20 }, ...body })
const ids = (response: { body: Json }) => (response.body.data as { entry_id: string }[]).map((entry) => entry.entry_id).sort()

beforeAll(async () => {
  app = await startSearchApp([
    sample('s1', 'ZnO film', 300, ['oxide', 'film'], '2024-03-01T10:00:00Z', [1, 2]),
    sample('s2', 'ITO film', 450, ['oxide', 'reference'], '2024-04-01T10:00:00Z', [3]),
    sample('s3', 'Cu foil', 600, ['metal'], '2024-05-01T10:00:00Z', [2]),
  ])
})
afterAll(() => app?.close())

describe('user schema quantities in POST entries/query', () => {
  it('filters by a value, any/all/none of several and ranges', async () => {
    expect(ids(await query({ query: { [NAME]: 'ITO film' } }))).toEqual(['s2'])
    expect(ids(await query({ query: { [`${TAGS}:any`]: ['metal', 'reference'] } }))).toEqual(['s2', 's3'])
    expect(ids(await query({ query: { [`${TAGS}:all`]: ['oxide', 'film'] } }))).toEqual(['s1'])
    expect(ids(await query({ query: { [`${TAGS}:none`]: ['oxide'] } }))).toEqual(['s3'])
    expect(ids(await query({ query: { [TEMPERATURE]: { gte: 400 } } }))).toEqual(['s2', 's3'])
    expect(ids(await query({ query: { [DATE]: { lt: '2024-04-15T00:00:00Z' } } }))).toEqual(['s1', 's2'])
    expect(ids(await query({ query: { [COUNT]: { gt: 1, lt: 3 } } }))).toEqual(['s1', 's3'])
  })

  it('aggregates: terms counting entries per value, histogram, min_max', async () => {
    const { body } = await query({
      aggregations: {
        tags: { terms: { quantity: TAGS } },
        temperature: { histogram: { quantity: TEMPERATURE, buckets: 3 } },
        range: { min_max: { quantity: TEMPERATURE } },
      },
    })
    expect(body.aggregations.tags.terms.data.map((b: Json) => [b.value, b.count])).toEqual([
      ['oxide', 2],
      ['film', 1],
      ['metal', 1],
      ['reference', 1],
    ])
    expect(body.aggregations.temperature.histogram.data.map((b: Json) => b.count)).toEqual([1, 1, 1])
    expect(body.aggregations.range.min_max.data).toEqual([300, 600])
  })

  it('filters materials by a user schema quantity of their entries', async () => {
    const { body } = await app.call('POST', '/materials/query', { owner: 'public', query: { [`entries.${NAME}`]: 'ITO film' } })
    expect(body.data.map((material: Json) => material.material_id)).toEqual(['mat-s2'])
  })

  it('orders by a user schema quantity', async () => {
    expect((await query({ pagination: { page_size: 3, order_by: TEMPERATURE, order: 'desc' } })).body.data.map((e: Json) => e.entry_id)).toEqual(['s3', 's2', 's1'])
  })

  it('answers 422 for a user schema quantity no entry has values for', async () => {
    const unknown = `data.colour#${SCHEMA}`
    const response = await query({ query: { [unknown]: 'red' } })
    expect(response.status).toBe(422)
    expect(response.body.detail).toEqual([{ loc: [[unknown]], msg: `${unknown} is not a doc quantity`, type: 'value_error.exception' }])
    expect((await query({ aggregations: { a: { terms: { quantity: unknown } } } })).status).toBe(422)
  })

  it('suggests values of a user schema quantity', async () => {
    const response = await app.call('POST', '/suggestions', { input: 'FILM', quantities: [NAME] })
    expect(response.body[NAME].map((option: Json) => option.value)).toEqual(['ITO film', 'ZnO film'])
  })
})
