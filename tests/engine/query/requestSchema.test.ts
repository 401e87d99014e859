import { describe, expect, it } from 'vitest'
import { createSearchRequestSchema, entriesQueryRequestSchema, toNomadQuery } from '../../../src/engine/query/index.js'
import { lookup } from './registry.js'

const messages = (body: unknown, schema = entriesQueryRequestSchema) => schema.safeParse(body).error?.issues.map((i) => i.message) ?? []

describe('entries/query request body', () => {
  it('fills NOMAD’s defaults', () => {
    const request = entriesQueryRequestSchema.parse({})
    expect(request.owner).toBe('public')
    expect(request.pagination).toEqual({ page_size: 10, order: 'asc' })
    expect(request.aggregations).toEqual({})
    expect(toNomadQuery(request.query)).toEqual({ and: [] })
  })

  it('accepts the owners of NOMAD and nothing else', () => {
    for (const owner of ['public', 'visible', 'shared', 'user', 'staging', 'all', 'admin']) {
      expect(entriesQueryRequestSchema.parse({ owner }).owner).toBe(owner)
    }
    expect(entriesQueryRequestSchema.safeParse({ owner: 'everyone' }).success).toBe(false)
  })

  it('allows page_size 0 but no page with it, and only one way to choose a page', () => {
    expect(entriesQueryRequestSchema.parse({ pagination: { page_size: 0 } }).pagination.page_size).toBe(0)
    expect(messages({ pagination: { page_size: 0, page: 2 } })).toContain('Cannot specify page when page_size is set to 0')
    expect(messages({ pagination: { page: 2, page_after_value: '20' } })).toContain('Can only specify one of: page_offset, page, or page_after_value')
    expect(messages({ pagination: { page: 0 } })).toContain('Page has to be larger than 1')
    expect(messages({ pagination: { page: 600, page_size: 20 } })).toContain('Pagination by `page` is limited to 10.000 entries.')
    expect(entriesQueryRequestSchema.parse({ pagination: { page_after_value: 19, order_by: 'upload_create_time', order: 'desc' } }).pagination).toEqual({
      page_size: 10,
      order: 'desc',
      order_by: 'upload_create_time',
      page_after_value: '19',
    })
  })

  it('reads the aggregation kinds the GUI sends, dropping the GUI’s bookkeeping keys', () => {
    const request = entriesQueryRequestSchema.parse({
      aggregations: {
        'results.material.elements:default': {
          terms: { quantity: 'results.material.elements', size: 119, exclude_from_search: false, update: true, changed: true, type: 'terms' },
        },
        'n_elements:histogram': { histogram: { quantity: 'results.material.n_elements', interval: 1, extended_bounds: { min: 0, max: 10 } } },
        'band_gap:min_max': { min_max: { quantity: 'results.properties.electronic.band_structure_electronic.band_gap.value' } },
        'uploads:dates': { date_histogram: { quantity: 'upload_create_time' } },
        statistics: { statistics: { metrics: ['entry_id'] } },
      },
    })
    expect(request.aggregations['results.material.elements:default'].terms).toEqual({
      quantity: 'results.material.elements',
      size: 119,
      exclude_from_search: false,
      metrics: [],
    })
    expect(request.aggregations['uploads:dates'].date_histogram?.interval).toBe('1M')
    expect(request.aggregations['n_elements:histogram'].histogram?.extended_bounds).toEqual({ min: 0, max: 10 })
  })

  it('rejects aggregations NOMAD rejects', () => {
    expect(messages({ aggregations: { a: { histogram: { quantity: 'x' } } } })).toContain('Provide either interval or the number of buckets.')
    expect(messages({ aggregations: { a: { histogram: { quantity: 'x', buckets: 3, extended_bounds: { min: 2, max: 1 } } } } })).toContain(
      'The maximum value should be greater than the minimum value.',
    )
    expect(messages({ aggregations: { a: { terms: { quantity: 'x', size: 3, pagination: { page_size: 5 } } } } })).toContain(
      'You cannot paginate and provide an extra size parameter.',
    )
    expect(messages({ aggregations: { a: { terms: { quantity: 'x', pagination: { page_size: 0 } } } } })).toContain(
      '0 or smaller page sizes are not allowed for aggregations.',
    )
    expect(messages({ aggregations: { a: {} } })[0]).toMatch(/^An aggregation needs exactly one of: terms, histogram/)
  })

  it('keeps required include and exclude lists', () => {
    expect(entriesQueryRequestSchema.parse({ required: { include: ['entry_id'] } }).required).toEqual({ include: ['entry_id'] })
    expect(entriesQueryRequestSchema.parse({ required: { exclude: ['quantities', 'sections', 'files'] } }).required).toEqual({
      exclude: ['quantities', 'sections', 'files'],
    })
  })

  it('parses the query into the normalised query, and reports malformed ones at their path', () => {
    expect(entriesQueryRequestSchema.parse({ query: { 'results.material.elements:all': ['Si', 'O'] } }).query).toMatchObject({ kind: 'set', op: 'all' })
    const error = entriesQueryRequestSchema.safeParse({ query: { and: [{ x: { lt: 1, lte: 2 } }] } }).error
    expect(error?.issues[0]).toMatchObject({ path: ['query', 'and', 0, 'x'], message: 'Cannot specify both lt and lte for the same boundary' })
  })

  it('leaves unknown quantities to the search stage unless given the registry', () => {
    const body = { query: { colour: 'red' }, aggregations: { c: { terms: { quantity: 'colour' } } }, pagination: { order_by: 'shade' } }
    expect(entriesQueryRequestSchema.safeParse(body).success).toBe(true)
    const checked = messages(body, createSearchRequestSchema({ lookup }))
    expect(checked).toEqual(['colour is not a doc quantity', 'shade is not a doc quantity', 'colour is not a doc quantity'])
    expect(messages({ aggregations: { g: { terms: { quantity: 'results.material.n_elements' } } } }, createSearchRequestSchema({ lookup }))).toEqual([
      'The aggregation quantity cannot be used in a terms aggregation.',
    ])
    expect(messages({ pagination: { order_by: '_score' } }, createSearchRequestSchema({ lookup }))).toEqual([])
  })
})
