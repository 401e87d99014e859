// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FilterMenu } from '../../../src/renderers/search/filter-menu/FilterMenu.js'
import { MENU_WIDTHS, menuWidth } from '../../../src/renderers/search/filter-menu/sizes.js'
import { QueryChips } from '../../../src/renderers/search/QueryChips.js'
import { SearchBar } from '../../../src/renderers/search/search-bar/SearchBar.js'
import { renderSearch, testApp } from './support.js'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// the search-bar parser loads lazily in the page; load it once up front so that slow machines stay within the timeouts
beforeAll(() => import('../../../src/engine/query/searchSyntax.js'), 60000)

const app = testApp({
  search_syntaxes: { exclude: ['free_text'] },
  menu: {
    type: 'menu',
    title: 'Filters',
    size: 'sm',
    items: [
      { type: 'menu', title: 'Material' },
      {
        type: 'menu',
        title: 'Structure',
        size: 'md',
        items: [
          { type: 'terms', search_quantity: 'results.material.structural_type', show_input: false },
          { type: 'menu', title: 'Program', size: 'lg', items: [{ type: 'terms', search_quantity: 'results.method.simulation.program_name', show_input: false }] },
        ],
      },
      { type: 'visibility' },
    ],
  },
})

const aggregationIds = (server: ReturnType<typeof renderSearch>['server']) =>
  server.requests.flatMap((request) => Object.keys(request.body.aggregations as object))

describe('filter menu', () => {
  it('opens sub-menus in panels of their width; their aggregations are asked only once open', async () => {
    const { server } = renderSearch(<FilterMenu />, { app })
    expect(screen.getByText('Material')).toBeTruthy()
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0))
    expect(aggregationIds(server)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Structure' }))
    const panel = screen.getByTestId('filter-panel-1')
    await waitFor(() => expect(aggregationIds(server)).toContain('results.material.structural_type:menu_terms'))
    expect(aggregationIds(server)).not.toContain('results.method.simulation.program_name:menu_terms')
    fireEvent.click(within(panel).getByRole('button', { name: 'Program' }))
    await waitFor(() => expect(aggregationIds(server)).toContain('results.method.simulation.program_name:menu_terms'))
    expect(screen.getByTestId('filter-panel-2')).toBeTruthy()
    fireEvent.click(within(panel).getByRole('button', { name: 'Close menu' }))
    expect(screen.queryByTestId('filter-panel-1')).toBeNull()
  })

  it('collapses and expands', () => {
    renderSearch(<FilterMenu />, { app })
    fireEvent.click(screen.getByRole('button', { name: 'Hide filter menu' }))
    expect(screen.queryByText('Material')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show filter menu' }))
    expect(screen.getByText('Material')).toBeTruthy()
  })

  it('has the widths of spec 2 §2', () => {
    expect(MENU_WIDTHS).toEqual({ xs: '17rem', sm: '21rem', md: '25rem', lg: '29rem', xl: '33rem', xxl: '45rem' })
    expect(menuWidth(undefined)).toBe('21rem')
    expect(menuWidth('40rem')).toBe('40rem')
  })

  it('switching statistics off hides the counts', async () => {
    renderSearch(<FilterMenu />, { app })
    fireEvent.click(screen.getByRole('button', { name: 'Structure' }))
    await waitFor(() => expect(screen.getAllByTestId('term-count').length).toBeGreaterThan(0))
    fireEvent.click(screen.getByLabelText('Statistics'))
    expect(screen.queryAllByTestId('term-count')).toHaveLength(0)
  })
})

describe('search bar and query chips', () => {
  const type = async (text: string) => {
    const input = screen.getByLabelText('Search')
    fireEvent.change(input, { target: { value: text } })
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' })
    })
  }

  it("shows 'Your query will be shown here', then chips for equality and range queries", async () => {
    const { server } = renderSearch(
      <>
        <SearchBar />
        <QueryChips />
      </>,
      { app },
    )
    expect(screen.getByText('Your query will be shown here')).toBeTruthy()
    await type('results.material.elements = C')
    await screen.findByText('Elements: C', undefined, { timeout: 5000 })
    await type('1 < results.material.n_elements <= 3')
    await screen.findByText('N elements: 1 < x ≤ 3')
    await waitFor(() =>
      expect(server.requests.at(-1)!.body.query).toEqual({ 'results.material.elements:all': ['C'], 'results.material.n_elements': { gt: 1, lte: 3 } }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(screen.getByText('Your query will be shown here')).toBeTruthy()
  })

  it('shows the errors of spec 2 §5', async () => {
    renderSearch(<SearchBar />, { app })
    await type('no.such.thing = 1')
    await screen.findByText("The quantity 'no.such.thing' is not supported", undefined, { timeout: 5000 })
    await type('free text is off here')
    await screen.findByText('Unsupported query')
    await type('results.material = 2')
    await screen.findByText('Cannot target metainfo sections')
    await type('results.material.n_elements = many')
    await screen.findByText('Invalid value for the metainfo results.material.n_elements. Please check your syntax.')
  })

  it("says 'Please specify a value.' when Enter is pressed on an empty search bar", async () => {
    renderSearch(<SearchBar />, { app })
    await type('   ')
    expect(await screen.findByText('Please specify a value.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'results' } })
    expect(screen.queryByText('Please specify a value.')).toBeNull()
    await type('')
    expect(await screen.findByText('Please specify a value.')).toBeTruthy()
  })

  it('remembers queries in the history, newest first', async () => {
    renderSearch(<SearchBar />, { app })
    await type('results.material.elements = C')
    await waitFor(() => expect(JSON.parse(localStorage.getItem('strata-search-history-entries') ?? '[]')).toEqual(['results.material.elements = C']))
    await type('results.material.elements = H')
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('strata-search-history-entries') ?? '[]')).toEqual(['results.material.elements = H', 'results.material.elements = C']),
    )
    fireEvent.mouseDown(screen.getByLabelText('Search'))
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['results.material.elements = H', 'results.material.elements = C'])
    // At most eight rows of 36 px before the list scrolls (spec 3 §9).
    expect(screen.getByRole('listbox').style.maxHeight).toBe('288px')
  })

  it('locked filters show as chips that cannot be removed', () => {
    renderSearch(<QueryChips />, { app: testApp({ filters_locked: { 'results.method.method_name': 'EELS' } }) })
    const chip = screen.getByText('Method name: EELS').closest('.MuiChip-root')!
    expect(chip.querySelector('.MuiChip-deleteIcon')).toBeNull()
  })
})
