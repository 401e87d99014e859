// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { MenuItem } from '../../../src/engine/config/menu.js'
import { ELEMENTS } from '../../../src/engine/elements.js'
import { MenuItemView } from '../../../src/renderers/menu-items/MenuItemView.js'
import '../../../src/renderers/menu-items/register.js'
import { EXCLUSIVE_LABEL } from '../../../src/renderers/menu-items/PeriodicTableMenuItem.js'
import { renderSearch } from '../search/support.js'

afterEach(cleanup)

const item = { type: 'periodic_table', search_quantity: 'results.material.elements', scale: 'linear', width: 12, show_header: true } as unknown as MenuItem

describe('periodic table menu item', () => {
  it('enables only elements with hits and filters by a clicked element', async () => {
    const { server } = renderSearch(<MenuItemView item={item} visible depth={0} />)
    await waitFor(() => expect(screen.getByTestId('element-C').getAttribute('data-count')).toBe('3'))
    expect((screen.getByTestId('element-Fe') as HTMLButtonElement).disabled).toBe(true)
    const request = Object.values(server.requests.at(-1)!.body.aggregations as Record<string, { terms: { size: number; exclude_from_search: boolean } }>)[0]
    expect(request.terms.exclude_from_search).toBe(false)
    expect(request.terms.size).toBeGreaterThanOrEqual(118)
    fireEvent.click(screen.getByTestId('element-H'))
    await waitFor(() => expect(server.requests.at(-1)!.body.query).toEqual({ 'results.material.elements:all': ['H'] }))
    // counts follow the query: only the two entries with H remain
    await waitFor(() => expect(screen.getByTestId('element-C').getAttribute('data-count')).toBe('2'))
    expect(screen.getByTestId('element-H').getAttribute('aria-pressed')).toBe('true')
  })

  it('exclusive mode sends the sorted element string', async () => {
    const { server } = renderSearch(<MenuItemView item={item} visible depth={0} />)
    await waitFor(() => expect(screen.getByTestId('element-O').getAttribute('data-count')).toBe('2'))
    fireEvent.click(screen.getByTestId('element-Ti'))
    fireEvent.click(screen.getByTestId('element-O'))
    fireEvent.click(screen.getByLabelText(EXCLUSIVE_LABEL))
    await waitFor(() => expect(server.requests.at(-1)!.body.query).toEqual({ 'results.material.elements_exclusive': 'O Ti' }))
  })

  it('places the 118 elements on distinct cells of the 18 × 10 grid', () => {
    const cells = new Set(ELEMENTS.map((element) => `${element.row},${element.column}`))
    expect(ELEMENTS).toHaveLength(118)
    expect(cells.size).toBe(118)
    expect(ELEMENTS.every((element) => element.column >= 1 && element.column <= 18 && element.row >= 1 && element.row <= 10)).toBe(true)
    const at = (symbol: string) => ELEMENTS.find((element) => element.symbol === symbol)!
    expect([at('He').row, at('He').column]).toEqual([1, 18])
    expect([at('Ce').row, at('Ce').column]).toEqual([9, 4])
    expect([at('Lr').row, at('Lr').column]).toEqual([10, 17])
    expect([at('Hf').row, at('Hf').column]).toEqual([6, 4])
  })
})
