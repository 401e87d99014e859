// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router'
import { Dashboard } from '../../../src/renderers/dashboard/Dashboard.js'
import { gridItems } from '../../../src/renderers/dashboard/layout.js'
import { dashboardWidgets } from '../../../src/renderers/dashboard/dashboardState.js'
import { dashboardFromYaml } from '../../../src/renderers/dashboard/dashboardYaml.js'
import { WIDGET_SCHEMAS } from '../../../src/engine/config/widgets.js'
import { BUILT_IN_WIDGETS } from '../../../src/renderers/widgets/builtInWidgets.js'
import { registerWidgetKinds } from '../../../src/renderers/widgets/kind/widgetKinds.js'
import { FakeSearchProvider } from '../widgets/fakeSearchContext.js'
import { installIntersectionObserver } from '../widgets/intersection.js'
import { counterWidgetKind } from './counter-widget/counterWidgetKind.js'

vi.mock('../../../src/renderers/widgets/searchContext.js', async () => await import('../widgets/fakeSearchContext.js'))

// The list of kinds with one more: nothing else of the dashboard is told about the new type.
registerWidgetKinds([...BUILT_IN_WIDGETS, counterWidgetKind])

beforeEach(installIntersectionObserver)
afterEach(cleanup)

const PROGRAM = 'results.method.simulation.program_name'
const app = { dashboard: { widgets: [{ type: 'terms', search_quantity: PROGRAM, layout: { lg: { x: 0, y: 0, w: 6, h: 9 } } }] } }

const shownTypes = () => screen.queryAllByTestId(/^widget-/).map((element) => element.getAttribute('data-testid'))
const yamlOf = (dialog: HTMLElement) => (within(dialog).getByLabelText('Dashboard YAML') as HTMLTextAreaElement).value

describe('a widget type defined in one folder plus the list of kinds', () => {
  it('is offered by Add widget, edited in its generated dialog, exported and imported as YAML', async () => {
    render(
      <MemoryRouter>
        <FakeSearchProvider app={app} quantities={{ [PROGRAM]: {} }}>
          <Dashboard />
        </FakeSearchProvider>
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add widget' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Terms', 'Histogram', 'Periodic table', 'Scatter plot', 'Counter'])
    fireEvent.click(screen.getByRole('menuitem', { name: 'Counter' }))

    const dialog = await screen.findByRole('dialog', { name: 'Edit counter widget' }, { timeout: 15000 })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(within(dialog).getByText('Say what to count.')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('What to count'), { target: { value: 'samples' } })
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Step' }))
    fireEvent.click(screen.getByRole('option', { name: '5' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(shownTypes()).toEqual(['widget-terms', 'widget-counter'])
    expect(within(screen.getByTestId('widget-counter')).getByText('counts samples in steps of 5')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Export' }))
    const exported = yamlOf((await screen.findByRole('dialog', { name: 'Export dashboard' })))
    expect(exported).toMatch(/- type: counter\n( {4}.*\n)* {4}unit_label: samples\n {4}step: 5\n/)
    // Its own default size, below the terms widget.
    expect(exported).toContain('lg: { x: 0, y: 9, w: 4, h: 4, minW: 3, minH: 3 }')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(shownTypes()).toEqual(['widget-terms'])
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    const importDialog = (await screen.findByRole('dialog', { name: 'Import dashboard' }))
    const save = within(importDialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement
    fireEvent.change(within(importDialog).getByLabelText('Dashboard YAML'), { target: { value: 'widgets:\n  - type: counter\n    step: many\n' } })
    expect(save.disabled).toBe(true)
    expect(within(importDialog).getByText(/widgets\[0\]\.step/)).toBeTruthy()
    fireEvent.change(within(importDialog).getByLabelText('Dashboard YAML'), { target: { value: exported } })
    fireEvent.click(save)
    expect(shownTypes()).toEqual(['widget-terms', 'widget-counter'])
    fireEvent.click(screen.getByRole('button', { name: 'Export' }))
    expect(yamlOf((await screen.findByRole('dialog', { name: 'Export dashboard' })))).toBe(exported)
  })

  it('is validated by zod in a YAML dashboard, next to the built-in types and their older spellings', () => {
    const yaml = [
      'widgets:',
      '  - type: counter',
      '    unit_label: samples',
      '  - type: periodictable',
      '    quantity: results.material.elements',
    ].join('\n')
    const read = dashboardFromYaml(yaml)
    expect(read).toMatchObject({ ok: true, widgets: [{ type: 'counter', unit_label: 'samples', step: 1 }, { type: 'periodic_table', search_quantity: 'results.material.elements' }] })
    expect(dashboardFromYaml('widgets:\n  - type: counter\n    step: 2.5\n')).toEqual({ ok: false, errors: [expect.stringMatching(/^line 3: widgets\[0\]\.step: /)] })
    const unknown = dashboardFromYaml('widgets:\n  - type: countr\n')
    expect(unknown.ok).toBe(false)
    expect(JSON.stringify(unknown)).toContain('counter')
  })

  it('the built-in list offers exactly the types a deployment config may use', () => {
    expect(BUILT_IN_WIDGETS.map((kind) => kind.schema)).toEqual([...WIDGET_SCHEMAS])
  })

  it('gets its default size from its definition', () => {
    const [item] = gridItems(dashboardWidgets([{ type: 'counter', layout: {} }]), 'lg')
    expect(item).toMatchObject({ w: 4, h: 4 })
  })
})
