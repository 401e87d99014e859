// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { MenuItem } from '../../../src/engine/config/menu.js'
import { MenuItemView } from '../../../src/renderers/menu-items/MenuItemView.js'
import '../../../src/renderers/menu-items/register.js'
import { checkRange, widenTimestampRange } from '../../../src/renderers/menu-items/rangeInput.js'
import { renderSearch } from '../search/support.js'

afterEach(cleanup)

const histogram = (quantity: string, extra: Record<string, unknown> = {}) =>
  ({ type: 'histogram', x: { search_quantity: quantity }, y: { scale: 'linear' }, nbins: 30, show_input: true, width: 12, show_header: true, ...extra }) as unknown as MenuItem

const lastQuery = (server: ReturnType<typeof renderSearch>['server']) => server.requests.at(-1)!.body.query

describe('histogram menu item', () => {
  it('draws one bar per bucket of an int quantity (interval 1) and filters by the typed range on Enter', async () => {
    const { server } = renderSearch(<MenuItemView item={histogram('results.material.n_elements')} visible depth={0} />)
    await waitFor(() => expect(screen.getByTestId('histogram-bars').children).toHaveLength(3))
    const request = server.requests.at(-1)!.body.aggregations as Record<string, { histogram: Record<string, unknown> }>
    expect(request['results.material.n_elements:menu_histogram'].histogram).toMatchObject({ interval: 1, exclude_from_search: true })
    const min = screen.getByLabelText('Min')
    fireEvent.change(min, { target: { value: '2' } })
    expect(lastQuery(server)).toEqual({})
    fireEvent.keyDown(min, { key: 'Enter' })
    await waitFor(() => expect(lastQuery(server)).toEqual({ 'results.material.n_elements': { gte: 2 } }))
  })

  it('moving a slider thumb searches when released, in whole steps for integers', async () => {
    const { server } = renderSearch(<MenuItemView item={histogram('results.material.n_elements')} visible depth={0} />)
    await waitFor(() => expect(screen.getByTestId('histogram-bars').children).toHaveLength(3))
    const [lower] = screen.getAllByRole('slider')
    fireEvent.keyDown(lower, { key: 'ArrowRight' })
    await waitFor(() => expect(lastQuery(server)).toEqual({ 'results.material.n_elements': { gte: 2, lte: 5 } }))
    expect((screen.getByLabelText('Min') as HTMLInputElement).value).toBe('2')
  })

  it('shows the range texts of spec 2 §5 and does not search with a bad range', async () => {
    const { server } = renderSearch(<MenuItemView item={histogram('results.material.n_elements')} visible depth={0} />)
    fireEvent.change(screen.getByLabelText('Min'), { target: { value: 'abc' } })
    expect(screen.getByText('Invalid minimum value.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Min'), { target: { value: '5' } })
    fireEvent.change(screen.getByLabelText('Max'), { target: { value: '3' } })
    expect(screen.getByText('Cannot be larger than maximum value.')).toBeTruthy()
    expect(screen.getByText('Cannot be smaller than minimum value.')).toBeTruthy()
    fireEvent.blur(screen.getByLabelText('Max'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.requests.every((request) => JSON.stringify(request.body.query) === '{}')).toBe(true)
  })

  it('asks for 30 bins of a float by default and offers 10 to 50', async () => {
    const { server } = renderSearch(<MenuItemView item={histogram('results.properties.electronic.band_structure_electronic.band_gap.value')} visible depth={0} />)
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0))
    await waitFor(() => {
      const aggs = server.requests.flatMap((r) => Object.values(r.body.aggregations as Record<string, { histogram?: { buckets?: number } }>))
      expect(aggs.some((agg) => agg.histogram?.buckets === 30)).toBe(true)
    })
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Number of bins' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '20', '30', '40', '50'])
  })

  it('dates: invalid start and end texts, ranges of at least one minute', () => {
    expect(checkRange('yesterday-ish', '', true)).toEqual({ ok: false, minError: 'Invalid start date.', maxError: undefined })
    expect(checkRange('', 'nope', true)).toEqual({ ok: false, minError: undefined, maxError: 'Invalid end date.' })
    const [from, to] = widenTimestampRange(1_000_000, 1_000_010)
    expect(to - from).toBe(60_000)
  })
})
