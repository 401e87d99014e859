// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { widgetSchema } from '../../../src/engine/config/widgets.js'
import { TermsWidget } from '../../../src/renderers/widgets/terms/TermsWidget.js'
import type { WidgetOf } from '../../../src/renderers/widgets/types.js'
import { FakeSearchProvider, type AggregationCall } from './fakeSearchContext.js'
import { installIntersectionObserver, setAllInView } from './intersection.js'

vi.mock('../../../src/renderers/widgets/searchContext.js', async () => await import('./fakeSearchContext.js'))

beforeEach(installIntersectionObserver)
afterEach(cleanup)

const PROGRAM = 'results.method.simulation.program_name'
// Shaped like NOMAD's answer in api-recordings/search/searchpage.json.
const programs = { data: [{ count: 6, nested_count: 6, value: 'VASP' }, { count: 2, nested_count: 2, value: 'exciting' }], size: 5 }

const terms = (extra: Record<string, unknown> = {}) =>
  ({ ...widgetSchema.parse({ type: 'terms', search_quantity: PROGRAM, show_input: false, ...extra }), id: 't1' }) as WidgetOf<'terms'> & { id: string }

describe('TermsWidget', () => {
  it('shows the counts of its aggregation and toggles a value in the filter on click', () => {
    const onFilters = vi.fn()
    const calls: AggregationCall[] = []
    render(
      <FakeSearchProvider quantities={{ [PROGRAM]: {} }} aggregations={{ [PROGRAM]: programs }} onFilters={onFilters} calls={calls}>
        <TermsWidget widget={terms()} onEdit={() => undefined} onRemove={() => undefined} />
      </FakeSearchProvider>,
    )
    expect(calls.at(-1)).toMatchObject({ quantity: PROGRAM, visible: false })
    expect(screen.queryByRole('listitem')).toBeNull()
    setAllInView()
    expect(calls.at(-1)).toMatchObject({ quantity: PROGRAM, visible: true, request: { terms: { size: 5 } } })
    const vasp = screen.getByRole('listitem', { name: 'VASP' })
    expect(within(vasp).getByText('6')).toBeTruthy()
    expect(screen.getByText('Showing all 2')).toBeTruthy()
    fireEvent.click(vasp)
    expect(onFilters).toHaveBeenLastCalledWith({ [PROGRAM]: ['VASP'] })
    expect(screen.getByRole('listitem', { name: 'VASP' }).getAttribute('data-selected')).toBe('true')
    fireEvent.click(screen.getByRole('listitem', { name: 'VASP' }))
    expect(onFilters).toHaveBeenLastCalledWith({})
  })

  it("says 'Showing the only item' for one value and adds a typed value from its input", () => {
    const onFilters = vi.fn()
    render(
      <FakeSearchProvider quantities={{ [PROGRAM]: {} }} aggregations={{ [PROGRAM]: { data: [{ count: 3, value: 'VASP' }] } }} onFilters={onFilters}>
        <TermsWidget widget={terms({ show_input: true, title: 'Programs' })} onEdit={() => undefined} onRemove={() => undefined} />
      </FakeSearchProvider>,
    )
    setAllInView()
    expect(screen.getByText('Programs')).toBeTruthy()
    expect(screen.getByText('Showing the only item')).toBeTruthy()
    const input = screen.getByLabelText('Search')
    fireEvent.change(input, { target: { value: 'FHI-aims' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onFilters).toHaveBeenLastCalledWith({ [PROGRAM]: ['FHI-aims'] })
  })
})
