// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { widgetSchema } from '../../../src/engine/config/widgets.js'
import { ScatterPlotWidget } from '../../../src/renderers/widgets/scatter-plot/ScatterPlotWidget.js'
import type { WidgetOf } from '../../../src/renderers/widgets/types.js'
import { FakeSearchProvider } from './fakeSearchContext.js'
import { installIntersectionObserver, setAllInView } from './intersection.js'

vi.mock('../../../src/renderers/widgets/searchContext.js', async () => await import('./fakeSearchContext.js'))

// Plotly needs WebGL; the test sees what the widget hands to it and fires its events.
const plotly = vi.hoisted(() => {
  const handlers = new Map<string, (event: unknown) => void>()
  const calls: { data: { type: string; x: unknown[]; y: unknown[]; customdata: unknown[]; marker: { color?: unknown } }[]; layout: { dragmode: string } }[] = []
  return {
    handlers,
    calls,
    module: {
      react: async (root: HTMLElement & { on?: unknown }, data: never, layout: never) => {
        calls.push({ data, layout })
        root.on = (event: string, callback: (event: unknown) => void) => handlers.set(event, callback)
      },
      purge: () => undefined,
    },
  }
})
vi.mock('plotly.js-dist-min', () => ({ default: plotly.module }))

beforeEach(() => {
  installIntersectionObserver()
  plotly.calls.length = 0
  plotly.handlers.clear()
})
afterEach(cleanup)

const BAND_GAP = 'results.properties.electronic.band_gap.value'
const N_ELEMENTS = 'results.material.n_elements'
const hits = [
  { entry_id: 'a', results: { material: { n_elements: 2, structural_type: 'bulk' }, properties: { electronic: { band_gap: { value: 1.5 } } } } },
  { entry_id: 'b', results: { material: { n_elements: 3, structural_type: '2D' }, properties: { electronic: { band_gap: { value: 0.5 } } } } },
  { entry_id: 'c', results: { material: { n_elements: 1 } } },
]

function renderScatter(extra: Record<string, unknown> = {}, data: Record<string, unknown>[] = hits) {
  const onFilters = vi.fn()
  const entryQueries: unknown[] = []
  const widget = {
    ...widgetSchema.parse({ type: 'scatter_plot', x: N_ELEMENTS, y: BAND_GAP, size: 100, ...extra }),
    id: 's1',
  } as WidgetOf<'scatter_plot'> & { id: string }
  const router = createMemoryRouter(
    [
      {
        path: '/search/entries',
        element: (
          <FakeSearchProvider quantities={{ [N_ELEMENTS]: { dtype: 'int' }, [BAND_GAP]: { dtype: 'float' } }} hits={data} onFilters={onFilters} entryQueries={entryQueries}>
            <ScatterPlotWidget widget={widget} onEdit={() => undefined} onRemove={() => undefined} />
          </FakeSearchProvider>
        ),
      },
      { path: '/search/entries/entry/id/:id', element: <p>entry page</p> },
    ],
    { initialEntries: ['/search/entries'] },
  )
  render(<RouterProvider router={router} />)
  return { onFilters, entryQueries, router }
}

describe('ScatterPlotWidget', () => {
  it('loads its entries only when visible and plots those with both values in WebGL', async () => {
    const { entryQueries } = renderScatter()
    expect(entryQueries).toHaveLength(0)
    setAllInView()
    expect(entryQueries.at(-1)).toMatchObject({ pagination: { page_size: 100, order: 'asc' }, required: { include: ['entry_id', N_ELEMENTS, BAND_GAP] } })
    await waitFor(() => expect(plotly.calls.length).toBeGreaterThan(0))
    const [trace] = plotly.calls.at(-1)!.data
    expect(trace).toMatchObject({ type: 'scattergl', x: [2, 3], y: [1.5, 0.5], customdata: ['a', 'b'] })
    expect(plotly.calls.at(-1)!.layout.dragmode).toBe('zoom')
  })

  it('colours markers by a string quantity with one trace per value', async () => {
    renderScatter({ markers: { color: { search_quantity: 'results.material.structural_type' } }, drag_mode: 'select' })
    setAllInView()
    await waitFor(() => expect(plotly.calls.length).toBeGreaterThan(0))
    const { data, layout } = plotly.calls.at(-1)!
    expect(data.map((trace) => (trace as unknown as { name: string }).name)).toEqual(['bulk', '2D'])
    expect(layout.dragmode).toBe('select')
  })

  it('keeps the user\'s zoom across updates when autorange is off', async () => {
    renderScatter({ autorange: false })
    setAllInView()
    await waitFor(() => expect(plotly.calls.length).toBeGreaterThan(0))
    expect((plotly.calls.at(-1)!.layout as unknown as { uirevision: unknown }).uirevision).toBe('kept')
    cleanup()
    plotly.calls.length = 0
    renderScatter()
    setAllInView()
    await waitFor(() => expect(plotly.calls.length).toBeGreaterThan(0))
    expect((plotly.calls.at(-1)!.layout as unknown as { uirevision: unknown }).uirevision).not.toBe('kept')
  })

  it('sets both ranges on box select and opens the entry of a clicked point', async () => {
    const { onFilters, router } = renderScatter()
    setAllInView()
    await waitFor(() => expect(plotly.handlers.has('plotly_selected')).toBe(true))
    plotly.handlers.get('plotly_selected')!({ range: { x: [3, 1], y: [0.2, 1.2] } })
    await waitFor(() => expect(onFilters).toHaveBeenLastCalledWith({ [N_ELEMENTS]: { gte: 1, lte: 3 }, [BAND_GAP]: { gte: 0.2, lte: 1.2 } }))
    plotly.handlers.get('plotly_click')!({ points: [{ customdata: 'b' }] })
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/entries/entry/id/b'))
    expect(await screen.findByText('entry page')).toBeTruthy()
  })

  it('plots a JMESPath expression on a quantity and says which entries it left out and why', async () => {
    const listed = hits.map((hit) => JSON.parse(JSON.stringify(hit).replace(/"band_gap":(\{[^}]*\})/, '"band_gap":[$1]')) as Record<string, unknown>)
    const { entryQueries } = renderScatter({ y: 'results.properties.electronic.band_gap[0].value' }, listed)
    setAllInView()
    expect(entryQueries.at(-1)).toMatchObject({ required: { include: ['entry_id', N_ELEMENTS, BAND_GAP] } })
    await waitFor(() => expect(plotly.calls.length).toBeGreaterThan(0))
    expect(plotly.calls.at(-1)!.data[0]).toMatchObject({ x: [2, 3], y: [1.5, 0.5] })
    // entry c has no band gap
    expect(screen.getByTestId('scatter-skipped').textContent).toBe('1 entry not shown: Empty value (1)')
  })

  it("shows 'Invalid JMESPath query, please check your syntax.' for an axis that does not parse, and loads nothing", () => {
    const { entryQueries } = renderScatter({ x: 'results.material.n_elements[' })
    setAllInView()
    expect(screen.getByText('Invalid JMESPath query, please check your syntax.')).toBeTruthy()
    expect(entryQueries).toHaveLength(0)
  })
})
