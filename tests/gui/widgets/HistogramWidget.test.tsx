// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { widgetSchema } from '../../../src/engine/config/widgets.js'
import { HistogramWidget } from '../../../src/renderers/widgets/histogram/HistogramWidget.js'
import { histogramBins, rangeFilter } from '../../../src/renderers/widgets/histogram/histogramBins.js'
import type { WidgetOf } from '../../../src/renderers/widgets/types.js'
import { FakeSearchProvider, type AggregationCall } from './fakeSearchContext.js'
import { installIntersectionObserver, setAllInView } from './intersection.js'

vi.mock('../../../src/renderers/widgets/searchContext.js', async () => await import('./fakeSearchContext.js'))

beforeEach(installIntersectionObserver)
afterEach(cleanup)

const N_ELEMENTS = 'results.material.n_elements'
// NOMAD's answer for n_elements in api-recordings/search/searchpage.json.
const nElements = {
  interval: 1,
  data: [
    { count: 2, nested_count: 2, value: 1 },
    { count: 2, nested_count: 2, value: 2 },
    { count: 4, nested_count: 4, value: 3 },
    { count: 0, nested_count: 0, value: 4 },
    { count: 6, nested_count: 6, value: 5 },
  ],
}

const histogram = (extra: Record<string, unknown> = {}) =>
  ({ ...widgetSchema.parse({ type: 'histogram', x: { search_quantity: N_ELEMENTS }, ...extra }), id: 'h1' }) as WidgetOf<'histogram'> & { id: string }

function renderHistogram(extra: Record<string, unknown> = {}) {
  const onFilters = vi.fn()
  const calls: AggregationCall[] = []
  render(
    <FakeSearchProvider quantities={{ [N_ELEMENTS]: { dtype: 'int' } }} aggregations={{ [N_ELEMENTS]: nElements }} onFilters={onFilters} calls={calls}>
      <HistogramWidget widget={histogram(extra)} onEdit={() => undefined} onRemove={() => undefined} />
    </FakeSearchProvider>,
  )
  setAllInView()
  return { onFilters, calls }
}

describe('HistogramWidget', () => {
  it('asks for its histogram when visible and draws one bar per bin', () => {
    const { calls } = renderHistogram()
    expect(calls.at(-1)).toMatchObject({ quantity: N_ELEMENTS, visible: true, request: { histogram: { interval: 1 } } })
    expect(screen.getAllByTestId('histogram-bin').map((bin) => bin.getAttribute('data-count'))).toEqual(['2', '2', '4', '0', '6'])
    expect(screen.getByTestId('histogram-ticks').textContent).toBe('13.56')
    // New counts or another scale move the bars over 500 ms instead of jumping (spec 3 §9).
    expect(screen.getAllByTestId('histogram-bar').every((bar) => bar.style.transition === 'height 500ms ease-in-out')).toBe(true)
  })

  it('filters by the range dragged across the bars', () => {
    const { onFilters } = renderHistogram()
    const bins = screen.getAllByTestId('histogram-bin')
    fireEvent.mouseDown(bins[1], { button: 0 })
    fireEvent.mouseEnter(bins[3])
    fireEvent.mouseUp(bins[3])
    expect(onFilters).toHaveBeenLastCalledWith({ [N_ELEMENTS]: { gte: 2, lte: 5 } })
    expect(screen.getAllByTestId('histogram-bin').map((bin) => bin.getAttribute('data-selected'))).toEqual([null, 'true', 'true', 'true', null])
  })

  it('commits typed bounds on Enter and shows the range texts of spec 2 §5', () => {
    const { onFilters } = renderHistogram()
    const min = screen.getByLabelText('Min')
    const max = screen.getByLabelText('Max')
    fireEvent.change(min, { target: { value: 'abc' } })
    expect(screen.getByText('Invalid minimum value.')).toBeTruthy()
    fireEvent.change(min, { target: { value: '4' } })
    fireEvent.change(max, { target: { value: '2' } })
    expect(screen.getByText('Cannot be larger than maximum value.')).toBeTruthy()
    expect(screen.getByText('Cannot be smaller than minimum value.')).toBeTruthy()
    fireEvent.keyDown(max, { key: 'Enter' })
    expect(onFilters).not.toHaveBeenCalled()
    fireEvent.change(max, { target: { value: '5' } })
    fireEvent.keyDown(max, { key: 'Enter' })
    expect(onFilters).toHaveBeenLastCalledWith({ [N_ELEMENTS]: { gte: 4, lte: 5 } })
  })

  it('hides the range inputs when show_input is off', () => {
    renderHistogram({ show_input: false })
    expect(screen.queryByLabelText('Min')).toBeNull()
  })
})

describe('histogram ranges', () => {
  it('reads bins from values and the interval', () => {
    expect(histogramBins({ interval: 0.5, data: [{ value: 0, count: 1 }, { value: 0.5, count: 3 }] })).toEqual([
      { start: 0, end: 0.5, count: 1 },
      { start: 0.5, end: 1, count: 3 },
    ])
  })

  it('sends timestamps as ISO strings and widens a range to one minute', () => {
    const start = Date.UTC(2024, 2, 25, 18, 0, 0)
    expect(rangeFilter(start, start + 1000, true)).toEqual({ gte: '2024-03-25T18:00:00.000Z', lte: '2024-03-25T18:01:00.000Z' })
    expect(rangeFilter(1, undefined, false)).toEqual({ gte: 1 })
  })
})
