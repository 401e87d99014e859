import { describe, expect, it } from 'vitest'
import { appConfigSchema } from '../../../src/engine/config/app.js'
import { showsUnitsAtStart } from '../../../src/renderers/search/unitsAtStart.js'

const app = (overrides: Record<string, unknown>) => appConfigSchema.parse({ path: 'entries', label: 'Entries', category: 'All', ...overrides })
const bandGap = 'results.properties.electronic.band_structure_electronic.band_gap.value'

describe('whether the search page needs the units library for its first view', () => {
  it('does not for columns without units, nor for a column with a unit that is not shown by default', () => {
    const columns = [
      { search_quantity: 'entry_name', selected: true },
      { search_quantity: 'upload_create_time', selected: true },
      { search_quantity: bandGap, selected: false },
    ]
    expect(showsUnitsAtStart(app({ columns }))).toBe(false)
  })

  it('does for a column shown by default whose quantity has a unit', () => {
    expect(showsUnitsAtStart(app({ columns: [{ search_quantity: bandGap, selected: true }] }))).toBe(true)
  })

  it('does for a dashboard (its widgets show axes and ranges in units)', () => {
    const widgets = [{ type: 'histogram', x: { search_quantity: bandGap }, layout: { lg: { x: 0, y: 0, w: 6, h: 4 } } }]
    expect(showsUnitsAtStart(app({ dashboard: { widgets } }))).toBe(true)
  })
})
