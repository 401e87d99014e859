// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { widgetSchema } from '../../../src/engine/config/widgets.js'
import { PeriodicTableWidget } from '../../../src/renderers/widgets/periodic-table/PeriodicTableWidget.js'
import type { WidgetOf } from '../../../src/renderers/widgets/types.js'
import { FakeSearchProvider, type AggregationCall } from './fakeSearchContext.js'
import { installIntersectionObserver, setAllInView } from './intersection.js'

vi.mock('../../../src/renderers/widgets/searchContext.js', async () => await import('./fakeSearchContext.js'))

beforeEach(installIntersectionObserver)
afterEach(cleanup)

const ELEMENTS = 'results.material.elements'
// Shaped like NOMAD's answer in api-recordings/search/inputperiodictable.json.
const elements = { data: [{ count: 6, nested_count: 6, value: 'C' }, { count: 4, nested_count: 4, value: 'H' }, { count: 2, nested_count: 2, value: 'Ti' }] }

describe('PeriodicTableWidget', () => {
  it('asks for all elements when visible, disables those without hits and toggles an element on click', () => {
    const onFilters = vi.fn()
    const calls: AggregationCall[] = []
    const widget = { ...widgetSchema.parse({ type: 'periodic_table', search_quantity: ELEMENTS }), id: 'p1' } as WidgetOf<'periodic_table'> & { id: string }
    render(
      <FakeSearchProvider quantities={{ [ELEMENTS]: { dtype: 'enum' } }} aggregations={{ [ELEMENTS]: elements }} onFilters={onFilters} calls={calls}>
        <PeriodicTableWidget widget={widget} onEdit={() => undefined} onRemove={() => undefined} />
      </FakeSearchProvider>,
    )
    expect(calls.at(-1)?.visible).toBe(false)
    setAllInView()
    expect(calls.at(-1)).toMatchObject({ quantity: ELEMENTS, visible: true })
    expect((calls.at(-1)!.request as { terms: { size: number } }).terms.size).toBeGreaterThanOrEqual(118)
    expect((screen.getByTestId('element-Fe') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByTestId('element-Ti'))
    expect(onFilters).toHaveBeenLastCalledWith({ [ELEMENTS]: ['Ti'] })
    expect(screen.getByTestId('element-Ti').getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByTestId('element-C'))
    expect(onFilters).toHaveBeenLastCalledWith({ [ELEMENTS]: ['Ti', 'C'] })
  })
})
