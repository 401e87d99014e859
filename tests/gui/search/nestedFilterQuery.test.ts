/** The filters of a nested_object menu go to the API grouped under its section, so that one instance must meet them all. */
import { describe, expect, it } from 'vitest'
import { appConfigSchema } from '../../../src/engine/config/app.js'
import { filtersToApiQuery, nestedObjectPaths } from '../../../src/renderers/search/filterQuery.js'

const GAP = 'results.properties.electronic.band_structure_electronic.band_gap'

const app = appConfigSchema.parse({
  label: 'Entries',
  path: 'entries',
  category: 'Test',
  menu: {
    type: 'menu',
    items: [
      { type: 'terms', search_quantity: 'results.method.simulation.program_name' },
      {
        type: 'menu',
        title: 'Electronic',
        items: [{ type: 'nested_object', path: GAP, items: [{ type: 'terms', search_quantity: `${GAP}.type` }, { type: 'histogram', x: `${GAP}.value` }] }],
      },
    ],
  },
})

describe('nested_object filters in the API query', () => {
  it('finds the nested_object sections of the app menu', () => {
    expect(nestedObjectPaths(app)).toEqual([GAP])
  })

  it('groups the section\'s filters under it, names relative, other filters as before', () => {
    const filters = { [`${GAP}.type`]: ['direct'], [`${GAP}.value`]: { gte: 1e-19 }, 'results.method.simulation.program_name': ['VASP'] }
    expect(filtersToApiQuery(filters, {}, 'entries', {}, nestedObjectPaths(app))).toEqual({
      [GAP]: { 'type:any': ['direct'], value: { gte: 1e-19 } },
      'results.method.simulation.program_name:any': ['VASP'],
    })
  })

  it('names the section relative to results.material for materials, below entries otherwise', () => {
    const filters = { [`${GAP}.type`]: ['direct'], 'results.material.topology.label': ['MOF'] }
    expect(filtersToApiQuery(filters, {}, 'materials', {}, [GAP, 'results.material.topology'])).toEqual({
      [`entries.${GAP}`]: { 'type:any': ['direct'] },
      topology: { 'label:any': ['MOF'] },
    })
  })
})
