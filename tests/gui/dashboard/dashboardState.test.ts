import { describe, expect, it } from 'vitest'
import { widgetSchema } from '../../../src/engine/config/widgets.js'
import { dashboardReducer, dashboardWidgets } from '../../../src/renderers/dashboard/dashboardState.js'
import { dashboardFromYaml, dashboardToYaml } from '../../../src/renderers/dashboard/dashboardYaml.js'
import { GRID_COLUMNS, gridItems } from '../../../src/renderers/dashboard/layout.js'
import { BUILT_IN_WIDGETS } from '../../../src/renderers/widgets/builtInWidgets.js'
import { registerWidgetKinds } from '../../../src/renderers/widgets/kind/widgetKinds.js'

registerWidgetKinds(BUILT_IN_WIDGETS)

const configured = [
  widgetSchema.parse({ type: 'terms', search_quantity: 'results.method.simulation.program_name', layout: { lg: { x: 0, y: 0, w: 6, h: 9 } } }),
  widgetSchema.parse({ type: 'histogram', x: { search_quantity: 'results.material.n_elements' }, layout: { lg: { x: 6, y: 0, w: 8, h: 3 } } }),
]

describe('dashboard edit semantics (spec 2 §4)', () => {
  it('creates a new widget editing and not visible, with its default size below the others', () => {
    const widgets = dashboardReducer(dashboardWidgets(configured), { type: 'add', widgetType: 'scatter_plot', id: '42' })
    const added = widgets.find((widget) => widget.id === '42')!
    expect(added).toMatchObject({ editing: true, visible: false })
    expect(added.layout?.lg).toMatchObject({ x: 0, y: 9, w: 9, h: 6 })
  })

  it('Done shows the widget; Cancel of a never shown widget removes it, of a shown one keeps it', () => {
    const added = dashboardReducer(dashboardWidgets(configured), { type: 'add', widgetType: 'terms', id: 'new' })
    expect(dashboardReducer(added, { type: 'cancel', id: 'new' }).map((widget) => widget.id)).toEqual(['0', '1'])
    const edited = { ...added.find((widget) => widget.id === 'new')!, search_quantity: 'results.material.elements' } as (typeof added)[number]
    const done = dashboardReducer(added, { type: 'done', widget: edited })
    expect(done.find((widget) => widget.id === 'new')).toMatchObject({ editing: false, visible: true, search_quantity: 'results.material.elements' })
    const reopened = dashboardReducer(done, { type: 'edit', id: 'new' })
    const cancelled = dashboardReducer(reopened, { type: 'cancel', id: 'new' })
    expect(cancelled.find((widget) => widget.id === 'new')).toMatchObject({ editing: false, visible: true })
  })

  it('keeps the state unchanged when the grid reports the same layout', () => {
    const widgets = dashboardWidgets(configured)
    const same = dashboardReducer(widgets, { type: 'layout', breakpoint: 'lg', items: gridItems(widgets, 'lg') })
    expect(same).toBe(widgets)
    const moved = dashboardReducer(widgets, { type: 'layout', breakpoint: 'lg', items: gridItems(widgets, 'lg').map((item) => ({ ...item, y: item.y + 2 })) })
    expect(moved[0].layout?.lg).toMatchObject({ y: 2 })
  })
})

describe('grid layout (spec 2 §9)', () => {
  it('has 36, 30, 24, 18, 12 columns from xxl to sm and places widgets without a layout at their default size', () => {
    expect(GRID_COLUMNS).toEqual({ xxl: 36, xl: 30, lg: 24, md: 18, sm: 12 })
    const items = gridItems(dashboardWidgets(configured), 'sm')
    expect(items).toMatchObject([
      { x: 0, y: 0, w: 6, h: 9, minW: 3, minH: 3 },
      { x: 0, y: 9, w: 8, h: 3 },
    ])
  })

  it('reads x = Infinity as the right end of the row', () => {
    const widget = widgetSchema.parse({ type: 'terms', search_quantity: 'a', layout: { md: { x: 'Infinity', y: 0, w: 6, h: 9 } } })
    expect(gridItems(dashboardWidgets([widget]), 'md')[0].x).toBe(12)
  })
})

describe('dashboard YAML', () => {
  it('writes each widget type first and one line per breakpoint layout', () => {
    const yaml = dashboardToYaml(dashboardWidgets(configured))
    expect(yaml).toMatch(/^widgets:\n {2}- type: terms\n/)
    expect(yaml).toContain('lg: { x: 0, y: 0, w: 6, h: 9, minW: 3, minH: 3 }')
    expect(yaml).not.toContain('editing')
  })

  it('imports what it exported: the same widgets', () => {
    const widgets = dashboardReducer(dashboardWidgets(configured), { type: 'layout', breakpoint: 'md', items: [] })
    const imported = dashboardFromYaml(dashboardToYaml(widgets))
    expect(imported.ok).toBe(true)
    if (!imported.ok) return
    expect(dashboardWidgets(imported.widgets)).toEqual(widgets)
  })

  it('strips unknown keys and reports an unknown type or a missing quantity', () => {
    const stripped = dashboardFromYaml('widgets:\n  - type: terms\n    search_quantity: a\n    colour: red\n')
    expect(stripped.ok && stripped.widgets[0]).not.toHaveProperty('colour')
    const unknown = dashboardFromYaml('widgets:\n  - type: pie\n')
    expect(unknown.ok).toBe(false)
    expect(!unknown.ok && unknown.errors[0]).toMatch(/widgets\[0\]\.type: .*pie/)
    const missing = dashboardFromYaml('- type: histogram\n')
    expect(!missing.ok && missing.errors.join()).toContain('X-axis configuration is required.')
  })
})
