import { describe, expect, it } from 'vitest'
import { filtersToApiQuery, ownerOf } from '../../../src/renderers/search/filterQuery.js'
import { filtersToSearchParams, searchParamsToFilters, searchParamsToQueryModes } from '../../../src/renderers/search/urlState.js'
import { addToHistory } from '../../../src/renderers/search/suggestionHistory.js'
import { shortNames } from '../../../src/renderers/search/search-bar/applySearchInput.js'

describe('filters to the NOMAD query', () => {
  it('sends sets with their query mode, ranges as they are, and leaves out pseudo filters', () => {
    expect(
      filtersToApiQuery({
        'results.material.elements': ['C'],
        'results.method.simulation.program_name': ['VASP', 'exciting'],
        'results.material.n_elements': { gte: 2, lte: 3 },
        visibility: 'user',
        combine: true,
      }),
    ).toEqual({
      'results.material.elements:all': ['C'],
      'results.method.simulation.program_name:any': ['VASP', 'exciting'],
      'results.material.n_elements': { gte: 2, lte: 3 },
    })
  })

  it('a chosen mode overrides the quantity default in either direction', () => {
    const filters = { 'results.material.elements': ['C', 'H'], 'results.method.simulation.program_name': ['VASP', 'exciting'] }
    expect(filtersToApiQuery(filters, {}, 'entries', { 'results.material.elements': 'any', 'results.method.simulation.program_name': 'all' })).toEqual({
      'results.material.elements:any': ['C', 'H'],
      'results.method.simulation.program_name:all': ['VASP', 'exciting'],
    })
  })

  it('sends the elements in exclusive mode as a sorted space-joined string (spec 2 §4)', () => {
    expect(filtersToApiQuery({ 'results.material.elements': ['Ti', 'O'], exclusive: true })).toEqual({ 'results.material.elements_exclusive': 'O Ti' })
  })

  it('adds the locked filters and renames for materials', () => {
    expect(filtersToApiQuery({ 'results.material.elements': ['C'] }, { 'results.method.method_name': 'EELS' }, 'materials')).toEqual({
      'elements:all': ['C'],
      'entries.results.method.method_name': 'EELS',
    })
  })

  it('sends custom quantities as an and-list of search_quantities and OPTIMADE filters as given', () => {
    expect(
      filtersToApiQuery({
        custom_quantities: [{ id: 'data.x#my.Schema', dtype: 'Float', op: 'gte', value: 2 }],
        optimade_filter: ['nelements = 2'],
      }),
    ).toEqual({
      custom_quantities: { and: [{ search_quantities: { id: 'data.x#my.Schema', 'float_value:gte': 2 } }] },
      optimade_filter: 'nelements = 2',
    })
  })

  it('owner: the visibility filter, else visible when logged in and public otherwise (spec 2 §6)', () => {
    expect(ownerOf({}, {}, false)).toBe('public')
    expect(ownerOf({}, {}, true)).toBe('visible')
    expect(ownerOf({ visibility: 'all' }, {}, true)).toBe('all')
    expect(ownerOf({ visibility: 'all' }, { visibility: 'user' }, true)).toBe('user')
  })
})

describe('filters in the address', () => {
  const known = () => true
  it('round-trips sets, ranges, timestamps, booleans and custom quantities', () => {
    const filters = {
      'results.material.elements': ['C', 'H'],
      'results.material.n_elements': { gte: 2, lte: 4 },
      upload_create_time: { gte: '2024-01-01T00:00:00.000Z' },
      published: [true],
      exclusive: true,
      custom_quantities: [{ id: 'data.x#s', dtype: 'Int', op: 'search' as const, value: 3 }],
    }
    const search = filtersToSearchParams(filters).toString()
    expect(search).toContain('results.material.elements=C&results.material.elements=H')
    expect(searchParamsToFilters(`?${search}`, known)).toEqual(filters)
  })

  it('names a chosen query mode in the key and reads it back', () => {
    const filters = { 'results.method.simulation.program_name': ['VASP', 'exciting'], 'results.material.elements': ['C'] }
    const search = filtersToSearchParams(filters, { 'results.method.simulation.program_name': 'all' }).toString()
    expect(search).toBe('results.method.simulation.program_name%3Aall=VASP&results.method.simulation.program_name%3Aall=exciting&results.material.elements=C')
    expect(searchParamsToFilters(`?${search}`, known)).toEqual(filters)
    expect(searchParamsToQueryModes(`?${search}`, known)).toEqual({ 'results.method.simulation.program_name': 'all' })
  })

  it('cuts off OpenID callback fragments and ignores names the app does not offer', () => {
    expect(searchParamsToFilters('?results.material.elements=C&nonsense=1#state=abc', (name) => name !== 'nonsense')).toEqual({
      'results.material.elements': ['C'],
    })
  })
})

describe('search helpers', () => {
  it('keeps the history newest first, without duplicates, at most 20', () => {
    let items: string[] = []
    for (let i = 0; i < 25; i++) items = addToHistory(items, `q${i}`)
    items = addToHistory(items, 'q10')
    expect(items).toHaveLength(20)
    expect(items.slice(0, 2)).toEqual(['q10', 'q24'])
    expect(items.filter((item) => item === 'q10')).toHaveLength(1)
  })

  it('offers short names only where they are unambiguous', () => {
    expect(shortNames(['results.material.n_elements', 'results.material.elements', 'a.name', 'b.name'])).toEqual({
      n_elements: 'results.material.n_elements',
      elements: 'results.material.elements',
    })
  })
})

describe('search errors', () => {
  it("turns NOMAD's 'is not a doc quantity' into the text of spec 2 §8", async () => {
    const { searchError } = await import('../../../src/renderers/search/searchErrors.js')
    const { ApiError } = await import('../../../src/engine/api/errors.js')
    const mapped = searchError(new ApiError('results.material.nonsense is not a doc quantity', 400)) as Error
    expect(mapped.message).toBe('Could not find definition for the search quantity "results.material.nonsense". Please remove it from the search and try again.')
    expect(mapped.name).toBe('BadRequest')
    const other = new Error('boom')
    expect(searchError(other)).toBe(other)
  })
})
