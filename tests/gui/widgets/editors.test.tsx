// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { widgetSchema } from '../../../src/engine/config/widgets.js'
import { newWidget } from '../../../src/renderers/dashboard/dashboardState.js'
import { BUILT_IN_WIDGETS } from '../../../src/renderers/widgets/builtInWidgets.js'
import type { WidgetConfig, WidgetEditorProps } from '../../../src/renderers/widgets/kind/widgetKind.js'
import { registerWidgetKinds, widgetKinds } from '../../../src/renderers/widgets/kind/widgetKinds.js'
import WidgetFormDialog from '../../../src/renderers/widgets/kind/WidgetFormDialog.js'
import type { WidgetOf } from '../../../src/renderers/widgets/types.js'
import { FakeSearchProvider } from './fakeSearchContext.js'

registerWidgetKinds(BUILT_IN_WIDGETS)

/** The edit dialog of the widget's type, as the dashboard opens it. */
const editorOf = (type: string) => (props: WidgetEditorProps) => <WidgetFormDialog kind={widgetKinds.resolve(type)} {...(props as WidgetEditorProps<WidgetConfig>)} />
const TermsEditor = editorOf('terms')
const HistogramEditor = editorOf('histogram')
const PeriodicTableEditor = editorOf('periodic_table')
const ScatterPlotEditor = editorOf('scatter_plot')

vi.mock('../../../src/renderers/widgets/searchContext.js', async () => await import('./fakeSearchContext.js'))

afterEach(cleanup)

const BAND_GAP = 'results.properties.electronic.band_gap.value'
const PROGRAM = 'results.method.simulation.program_name'
const quantities = {
  [BAND_GAP]: { dtype: 'float' as const, unit: 'joule' },
  [PROGRAM]: { dtype: 'string' as const },
  'results.material.n_elements': { dtype: 'int' as const },
  upload_create_time: { dtype: 'timestamp' as const },
  comment: { dtype: 'string' as const, aggregatable: false },
}

const withContext = (node: React.ReactNode) => render(<FakeSearchProvider quantities={quantities}>{node}</FakeSearchProvider>)

describe('widget edit dialogs', () => {
  it('offers only the quantities a widget type takes (terms: aggregatable strings; histogram: numbers and dates)', () => {
    withContext(<TermsEditor widget={newWidget('terms') as WidgetOf<'terms'>} onDone={() => undefined} onCancel={() => undefined} />)
    fireEvent.mouseDown(screen.getByLabelText('Search quantity'))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([PROGRAM])
    cleanup()
    withContext(<HistogramEditor widget={newWidget('histogram') as WidgetOf<'histogram'>} onDone={() => undefined} onCancel={() => undefined} />)
    fireEvent.mouseDown(screen.getByLabelText('X-axis quantity'))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['results.material.n_elements', BAND_GAP, 'upload_create_time'])
  })

  it('hands back the edited copy on Done and nothing on Cancel', () => {
    const onDone = vi.fn()
    const onCancel = vi.fn()
    const widget = { ...widgetSchema.parse({ type: 'terms', search_quantity: PROGRAM }), id: '7' } as WidgetOf<'terms'>
    withContext(<TermsEditor widget={widget} onDone={onDone} onCancel={onCancel} />)
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Codes' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalled()
    expect(onDone).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(onDone).toHaveBeenCalledWith({ ...widget, title: 'Codes' })
  })

  it('rejects an axis unit of another dimension', async () => {
    const onDone = vi.fn()
    const widget = widgetSchema.parse({ type: 'histogram', x: { search_quantity: BAND_GAP, unit: 'meter' } }) as WidgetOf<'histogram'>
    withContext(<HistogramEditor widget={widget} onDone={onDone} onCancel={() => undefined} />)
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement
    // Done waits for the units library, which loads when the dialog opens.
    await waitFor(() => expect(done.disabled).toBe(false), { timeout: 15000 })
    fireEvent.click(done)
    expect(screen.getByText(`The provided defaultDisplayUnit for ${BAND_GAP} has incorrect dimensionality for this field.`)).toBeTruthy()
    expect(onDone).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('X-axis unit'), { target: { value: 'eV' } })
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ x: expect.objectContaining({ unit: 'eV' }) }))
  })

  it('requires both scatter axes and offers the sizes 100, 1000 and 10000', () => {
    const onDone = vi.fn()
    withContext(<ScatterPlotEditor widget={newWidget('scatter_plot') as WidgetOf<'scatter_plot'>} onDone={onDone} onCancel={() => undefined} />)
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.getAllByText('Please specify a value.')).toHaveLength(2)
    expect(onDone).not.toHaveBeenCalled()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Maximum number of entries to load' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['None', '100', '1000', '10000'])
  })

  it('takes JMESPath expressions on quantities for the scatter axes and reports bad ones', () => {
    const onDone = vi.fn()
    const widget = { ...newWidget('scatter_plot'), id: '9' } as WidgetOf<'scatter_plot'>
    withContext(<ScatterPlotEditor widget={widget} onDone={onDone} onCancel={() => undefined} />)
    const x = screen.getByLabelText('X-axis quantity')
    const y = screen.getByLabelText('Y-axis quantity')
    fireEvent.change(x, { target: { value: 'results.material.n_elements' } })
    fireEvent.change(y, { target: { value: 'results.properties.electronic[0].band_gap[' } })
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.getByText('Invalid JMESPath query, please check your syntax.')).toBeTruthy()
    fireEvent.change(y, { target: { value: 'results.properties.electronic.band_gap[0].energy' } })
    expect(screen.getByText('The quantity "results.properties.electronic.band_gap.energy" is not available.')).toBeTruthy()
    fireEvent.change(y, { target: { value: 'results.properties.electronic.band_gap[0].value' } })
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ y: expect.objectContaining({ search_quantity: 'results.properties.electronic.band_gap[0].value' }) }))
  })

  it("says 'Scale is required.', 'Size is required.' and 'Y-axis configuration is required.' when the field is cleared, and keeps Done disabled", () => {
    const clear = (label: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: label }))
      fireEvent.click(screen.getByRole('option', { name: 'None' }))
    }
    const done = () => screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement
    const cases: [React.ReactNode, string, string][] = [
      [<TermsEditor widget={widgetSchema.parse({ type: 'terms', search_quantity: PROGRAM }) as WidgetOf<'terms'>} onDone={vi.fn()} onCancel={vi.fn()} />, 'Statistics scaling', 'Scale is required.'],
      [<PeriodicTableEditor widget={newWidget('periodic_table') as WidgetOf<'periodic_table'>} onDone={vi.fn()} onCancel={vi.fn()} />, 'Statistics scaling', 'Scale is required.'],
      [<HistogramEditor widget={widgetSchema.parse({ type: 'histogram', x: BAND_GAP }) as WidgetOf<'histogram'>} onDone={vi.fn()} onCancel={vi.fn()} />, 'Y-axis scaling', 'Y-axis configuration is required.'],
      [<ScatterPlotEditor widget={newWidget('scatter_plot') as WidgetOf<'scatter_plot'>} onDone={vi.fn()} onCancel={vi.fn()} />, 'Maximum number of entries to load', 'Size is required.'],
    ]
    for (const [editor, label, text] of cases) {
      withContext(editor)
      expect(screen.queryByText(text)).toBeNull()
      clear(label)
      expect(screen.getByText(text)).toBeTruthy()
      expect(done().disabled).toBe(true)
      cleanup()
    }
  })
})
