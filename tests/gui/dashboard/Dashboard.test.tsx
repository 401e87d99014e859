// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router'
import { Dashboard } from '../../../src/renderers/dashboard/Dashboard.js'
import { FakeSearchProvider } from '../widgets/fakeSearchContext.js'
import { installIntersectionObserver } from '../widgets/intersection.js'
import { loadDashboardGrid } from '../../../src/renderers/dashboard/loadDashboardGrid.js'

vi.mock('../../../src/renderers/widgets/searchContext.js', async () => await import('../widgets/fakeSearchContext.js'))
vi.mock('plotly.js-dist-min', () => ({ default: { react: async () => undefined, purge: () => undefined } }))

beforeEach(installIntersectionObserver)
afterEach(cleanup)

const BAND_GAP = 'results.properties.electronic.band_gap.value'
const PROGRAM = 'results.method.simulation.program_name'

const app = {
  dashboard: {
    widgets: [
      { type: 'terms', search_quantity: PROGRAM, layout: { lg: { x: 0, y: 0, w: 6, h: 9 } } },
      { type: 'scatterplot', x: 'results.material.n_elements', y: BAND_GAP, layout: { lg: { x: 6, y: 0, w: 9, h: 6 } } },
    ],
  },
}

function renderDashboard({ router = true } = {}) {
  const dashboard = (
    <FakeSearchProvider app={app} quantities={{ [PROGRAM]: {}, [BAND_GAP]: { dtype: 'float', unit: 'joule' }, 'results.material.n_elements': { dtype: 'int' } }}>
      <Dashboard />
    </FakeSearchProvider>
  )
  render(router ? <MemoryRouter>{dashboard}</MemoryRouter> : dashboard)
}

const shownTypes = () => screen.queryAllByTestId(/^widget-/).map((element) => element.getAttribute('data-testid'))

/** The edit dialogs load with their form library the first time one opens. */
const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 15000 })

function addHistogram() {
  fireEvent.click(screen.getByRole('button', { name: 'Add widget' }))
  fireEvent.click(screen.getByRole('menuitem', { name: 'Histogram' }))
  return findDialog('Edit histogram widget')
}


// the dashboard's grid loads lazily in the page; loaded up front, it renders at once
beforeAll(() => loadDashboardGrid(), 60000)

describe('Dashboard', () => {
  it('shows the widgets of the app config, older spellings included', () => {
    renderDashboard()
    expect(shownTypes()).toEqual(['widget-terms', 'widget-scatter_plot'])
  })

  it('shows a broken widget as an error in its place and keeps the others working', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Without a router the scatter plot (which opens entries) cannot render.
    renderDashboard({ router: false })
    expect(within(screen.getByTestId('widget-scatter_plot')).getByText(/Could not render widget\./)).toBeTruthy()
    expect(within(screen.getByTestId('widget-terms')).getByRole('button', { name: 'Edit widget' })).toBeTruthy()
  })

  it('adds a histogram widget through its dialog: Done needs a quantity, then shows the widget', async () => {
    renderDashboard()
    const dialog = await addHistogram()
    expect(shownTypes()).toHaveLength(2)
    const done = within(dialog).getByRole('button', { name: 'Done' })
    fireEvent.click(done)
    expect(within(dialog).getByText('Please specify a value.')).toBeTruthy()
    expect((done as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('X-axis quantity'), { target: { value: 'nonsense' } })
    expect(within(dialog).getByText('The quantity "nonsense" is not available.')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('X-axis quantity'), { target: { value: BAND_GAP } })
    expect((done as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(done)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(shownTypes()).toEqual(['widget-terms', 'widget-scatter_plot', 'widget-histogram'])
  })

  it('Cancel drops a new widget but keeps an edited one as it was', async () => {
    renderDashboard()
    fireEvent.click(within(await addHistogram()).getByRole('button', { name: 'Cancel' }))
    expect(shownTypes()).toEqual(['widget-terms', 'widget-scatter_plot'])

    const terms = screen.getByTestId('widget-terms')
    fireEvent.click(within(terms).getByRole('button', { name: 'Edit widget' }))
    const dialog = await findDialog('Edit terms widget')
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Codes' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(shownTypes()).toEqual(['widget-terms', 'widget-scatter_plot'])
    expect(within(screen.getByTestId('widget-terms')).queryByText('Codes')).toBeNull()
  })

  it('removes a widget and resets to the config', () => {
    renderDashboard()
    fireEvent.click(within(screen.getByTestId('widget-terms')).getByRole('button', { name: 'Remove widget' }))
    expect(shownTypes()).toEqual(['widget-scatter_plot'])
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(shownTypes()).toEqual(['widget-terms', 'widget-scatter_plot'])
  })

  it('exports the dashboard as YAML and imports it back to the same widgets', async () => {
    renderDashboard()
    const histogram = await addHistogram()
    fireEvent.change(within(histogram).getByLabelText('X-axis quantity'), { target: { value: BAND_GAP } })
    fireEvent.change(within(histogram).getByLabelText('X-axis unit'), { target: { value: 'eV' } })
    const done = within(histogram).getByRole('button', { name: 'Done' }) as HTMLButtonElement
    await waitFor(() => expect(done.disabled).toBe(false), { timeout: 15000 })
    fireEvent.click(done)

    fireEvent.click(screen.getByRole('button', { name: 'Export' }))
    const exported = (within((await screen.findByRole('dialog', { name: 'Export dashboard' }))).getByLabelText('Dashboard YAML') as HTMLTextAreaElement).value
    expect(exported).toContain(`search_quantity: ${BAND_GAP}`)
    expect(exported).toContain('type: scatter_plot')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(shownTypes()).toEqual(['widget-terms', 'widget-scatter_plot'])

    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    const importDialog = (await screen.findByRole('dialog', { name: 'Import dashboard' }))
    const save = within(importDialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement
    fireEvent.change(within(importDialog).getByLabelText('Dashboard YAML'), { target: { value: 'widgets:\n  - type: pie\n' } })
    expect(save.disabled).toBe(true)
    fireEvent.change(within(importDialog).getByLabelText('Dashboard YAML'), { target: { value: exported } })
    expect(save.disabled).toBe(false)
    fireEvent.click(save)
    expect(shownTypes()).toEqual(['widget-terms', 'widget-scatter_plot', 'widget-histogram'])

    fireEvent.click(screen.getByRole('button', { name: 'Export' }))
    expect((within((await screen.findByRole('dialog', { name: 'Export dashboard' }))).getByLabelText('Dashboard YAML') as HTMLTextAreaElement).value).toBe(exported)
  })
})
