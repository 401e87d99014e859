import { describe, expect, it } from 'vitest'
import { appConfigSchema } from '../../../src/engine/config/app.js'
import { entryPointSchema } from '../../../src/engine/config/plugins.js'
import { widgetSchema } from '../../../src/engine/config/widgets.js'
import { menuItemSchema } from '../../../src/engine/config/menu.js'

const app = (extra: Record<string, unknown>) => appConfigSchema.parse({ path: 'a', label: 'A', category: 'C', ...extra })

describe("NOMAD's older spellings are normalised", () => {
  it('columns {selected, options} become a list with selected flags and titles from labels', () => {
    const { columns } = app({
      columns: {
        selected: ['entry_name', 'upload_name'],
        options: { entry_name: { label: 'Name' }, entry_type: {}, upload_name: { align: 'right', format: { decimals: 1 } } },
      },
    })
    expect(columns).toEqual([
      { search_quantity: 'entry_name', label: 'Name', title: 'Name', selected: true, align: 'left' },
      { search_quantity: 'entry_type', selected: false, align: 'left' },
      { search_quantity: 'upload_name', selected: true, align: 'right', format: { decimals: 1, mode: 'standard' } },
    ])
  })

  it('columns {include, exclude} filter and order the options', () => {
    const { columns } = app({ columns: { include: ['b', 'a', 'c'], exclude: ['c'], selected: ['a'], options: { a: {}, b: {}, c: {} } } })
    expect(columns.map((column) => [column.search_quantity, column.selected])).toEqual([
      ['b', false],
      ['a', true],
    ])
  })

  it('filter_menus become a menu tree when no menu is given', () => {
    const { menu } = app({
      filter_menus: {
        exclude: ['eln'],
        options: {
          material: { label: 'Material', size: 's' },
          elements: { label: 'Elements / Formula', level: 1, size: 'xl' },
          eln: { label: 'ELN' },
          custom_quantities: { label: 'User Defined Quantities' },
        },
      },
    })
    expect(menu?.items?.map((item) => [item.type, item.title, 'size' in item ? item.size : undefined])).toEqual([
      ['menu', 'Material', 'sm'],
      ['menu', 'Elements / Formula', 'xl'],
      ['custom_quantities', 'User Defined Quantities', undefined],
    ])
    expect(menu?.items?.[1]).toMatchObject({ indentation: 1 })
  })

  it('filters stand in for search_quantities', () => {
    expect(app({ filters: { include: ['*#my.Schema'] } }).search_quantities).toEqual({ include: ['*#my.Schema'] })
    expect(app({ filters: { include: ['x'] }, search_quantities: { include: ['y'] } }).search_quantities).toEqual({ include: ['y'] })
  })

  it('scatterplot and periodictable widget types get their current names', () => {
    expect(widgetSchema.parse({ type: 'scatterplot', x: 'a', y: 'b' }).type).toBe('scatter_plot')
    expect(widgetSchema.parse({ type: 'periodictable', quantity: 'results.material.elements' })).toMatchObject({
      type: 'periodic_table',
      search_quantity: 'results.material.elements',
    })
  })

  it('quantity becomes search_quantity, in widgets and in axes', () => {
    expect(widgetSchema.parse({ type: 'terms', quantity: 'q', showinput: false })).toMatchObject({ search_quantity: 'q', show_input: false })
    const scatter = widgetSchema.parse({ type: 'scatter_plot', x: { quantity: 'a', unit: 'eV' }, y: 'b', color: 'c', size: '100' })
    expect(scatter).toMatchObject({
      x: { search_quantity: 'a', unit: 'eV' },
      y: { search_quantity: 'b' },
      markers: { color: { search_quantity: 'c' } },
      size: 100,
    })
    expect('color' in scatter).toBe(false)
  })

  it('an old histogram names its quantity and scale at the top level', () => {
    const histogram = widgetSchema.parse({ type: 'histogram', quantity: 'q', scale: '1/8', n_bins: 20, showinput: false })
    expect(histogram).toMatchObject({ x: { search_quantity: 'q' }, y: { scale: '1/8' }, nbins: 20, show_input: false })
    expect(['quantity', 'scale', 'n_bins', 'showinput'].filter((key) => key in histogram)).toEqual([])
  })

  it('menu items accept periodictable, quantity and a bare string axis', () => {
    expect(menuItemSchema.parse({ type: 'periodictable', quantity: 'results.material.elements' })).toMatchObject({
      type: 'periodic_table',
      search_quantity: 'results.material.elements',
    })
    expect(menuItemSchema.parse({ type: 'histogram', x: 'results.material.n_elements' })).toMatchObject({
      x: { search_quantity: 'results.material.n_elements', scale: 'linear' },
      y: { scale: 'linear' },
    })
  })

  it('entry points of the first plugin mechanism say plugin_type', () => {
    expect(entryPointSchema.parse({ plugin_type: 'parser', id: 'parsers/x', name: 'x' })).toMatchObject({ entry_point_type: 'parser' })
  })

  it('defaults fill what NOMAD fills', () => {
    const parsed = app({})
    expect(parsed.resource).toBe('entries')
    expect(parsed.pagination).toEqual({ order_by: 'upload_create_time', order: 'desc', page_size: 20 })
    expect(parsed.rows).toEqual({ actions: { enabled: true }, details: { enabled: true }, selection: { enabled: true } })
    expect(widgetSchema.parse({ type: 'terms', search_quantity: 'q', layout: { lg: { x: 0, y: 0, w: 6, h: 9 } } }).layout.lg).toEqual({
      x: 0,
      y: 0,
      w: 6,
      h: 9,
      minW: 3,
      minH: 3,
    })
  })
})
