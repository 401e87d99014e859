/** The filter registry: the rules of spec 2 §5 checked at registration, and the query modes any, all and none. */
import { describe, expect, it } from 'vitest'
import { filtersToApiQuery } from '../../../src/renderers/search/filterQuery.js'
import { FilterRegistrationError, FilterRegistry } from '../../../src/renderers/search/filterRegistry.js'
import { GLOBAL_FILTERS, quantityDef } from '../../../src/renderers/search/searchQuantities.js'
import type { SearchQuantityDef } from '../../../src/renderers/search/types.js'
import { filtersToSearchParams, searchParamsToQueryModes } from '../../../src/renderers/search/urlState.js'

const METAINFO = new Set(['results.material.elements', 'results.material.n_elements'])
const filter = (def: Partial<SearchQuantityDef> & { name: string }): SearchQuantityDef => ({ dtype: 'string', aggregatable: true, multiple: false, ...def })

describe('registering filters', () => {
  const registry = () => new FilterRegistry((name) => METAINFO.has(name))

  it('registers a filter once and refuses it the second time', () => {
    const filters = registry()
    filters.register(filter({ name: 'results.material.elements', multiple: true, queryMode: 'all' }))
    expect(filters.get('results.material.elements')?.queryMode).toBe('all')
    expect(() => filters.register(filter({ name: 'results.material.elements', multiple: true }))).toThrow(
      'Cannot register the filter "results.material.elements": it is already registered (a filter may be registered only once).',
    )
  })

  it('refuses a query mode on a filter without multiple values', () => {
    expect(() => registry().register(filter({ name: 'results.material.n_elements', queryMode: 'none' }))).toThrow(FilterRegistrationError)
    expect(() => registry().register(filter({ name: 'results.material.n_elements', queryMode: 'any' }))).toThrow(
      'Cannot register the filter "results.material.n_elements": it has the query mode "any" but does not accept multiple values (only those may have a query mode).',
    )
  })

  it('refuses a default on a metainfo quantity, allows it on a filter of the GUI', () => {
    expect(() => registry().register(filter({ name: 'results.material.n_elements', default: 2 }))).toThrow(
      'Cannot register the filter "results.material.n_elements": it has a default but is a metainfo quantity (only filters that no metainfo value backs may have a default).',
    )
    expect(registry().register(filter({ name: 'combine', dtype: 'boolean', default: true })).default).toBe(true)
  })
})

describe('the registered filters of Strata', () => {
  it('gives the global pseudo filters their spec 2 §3 defaults', () => {
    expect([GLOBAL_FILTERS.visibility.default, GLOBAL_FILTERS.combine.default, GLOBAL_FILTERS.exclusive.default]).toEqual(['visible', true, false])
  })

  it('gives query modes only to multi-valued quantities, all for elements, and registers each once', () => {
    expect(quantityDef('results.material.elements')?.queryMode).toBe('all')
    expect(quantityDef('results.method.simulation.program_name')?.queryMode).toBeUndefined()
    expect(quantityDef('results.material.elements')).toBe(quantityDef('results.material.elements'))
  })
})

describe('the none query mode', () => {
  it('goes to the API as name:none and through the address', () => {
    const modes = { 'results.material.elements': 'none' as const }
    expect(filtersToApiQuery({ 'results.material.elements': ['Pb', 'Hg'] }, {}, 'entries', modes)).toEqual({ 'results.material.elements:none': ['Pb', 'Hg'] })
    const params = filtersToSearchParams({ 'results.material.elements': ['Pb'] }, modes)
    expect(params.toString()).toBe('results.material.elements%3Anone=Pb')
    expect(searchParamsToQueryModes(`?${params}`, () => true)).toEqual(modes)
  })
})
