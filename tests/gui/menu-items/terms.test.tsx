// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MenuItemView } from '../../../src/renderers/menu-items/MenuItemView.js'
import '../../../src/renderers/menu-items/register.js'
import { QueryChips } from '../../../src/renderers/search/QueryChips.js'
import type { MenuItem } from '../../../src/engine/config/menu.js'
import { fakeServer, renderSearch, testApp } from '../search/support.js'

afterEach(cleanup)

const terms = (extra: Record<string, unknown> = {}) =>
  ({ type: 'terms', search_quantity: 'results.material.structural_type', show_input: false, width: 12, show_header: true, ...extra }) as unknown as MenuItem

const counts = () =>
  Object.fromEntries(
    screen.queryAllByRole('checkbox').map((box) => {
      const label = box.closest('label')!
      return [label.textContent!.replace(/\d+$/, ''), Number(within(label).getByTestId('term-count').textContent)]
    }),
  )

describe('terms menu item', () => {
  it('shows the values with their counts and filters by a clicked value', async () => {
    const { server } = renderSearch(
      <>
        <MenuItemView item={terms()} visible depth={0} />
        <QueryChips />
      </>,
    )
    await waitFor(() => expect(counts()).toEqual({ bulk: 2, 'molecule / cluster': 1, '2D': 1 }))
    fireEvent.click(screen.getByRole('checkbox', { name: /bulk/ }))
    await waitFor(() => expect(screen.getByText('Structural type: bulk')).toBeTruthy())
    await waitFor(() => {
      const last = server.requests.at(-1)!.body
      expect(last.query).toEqual({ 'results.material.structural_type:any': ['bulk'] })
    })
    // exclude_from_search: the other options keep their counts
    expect((server.requests.at(-1)!.body.aggregations as Record<string, { terms: { exclude_from_search: boolean } }>)['results.material.structural_type:menu_terms'].terms.exclude_from_search).toBe(true)
  })

  it("says 'No options available with current query.' when there are none", async () => {
    renderSearch(<MenuItemView item={terms({ search_quantity: 'results.material.symmetry.crystal_system' })} visible depth={0} />)
    await screen.findByText('No options available with current query.')
  })

  it('requests nothing while its panel is closed', async () => {
    const server = fakeServer()
    renderSearch(<MenuItemView item={terms()} visible={false} depth={0} />, { server })
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.requests.every((request) => Object.keys(request.body.aggregations as object).length === 0)).toBe(true)
  })

  it('shows top N and all on request', async () => {
    const { server } = renderSearch(<MenuItemView item={terms({ search_quantity: 'results.material.elements', options: 2 })} visible depth={0} />)
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }))
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(5))
    expect(screen.getByRole('button', { name: 'Show top 2' })).toBeTruthy()
    const sizes = server.requests.flatMap((r) => Object.values(r.body.aggregations as Record<string, { terms: { size: number } }>).map((a) => a.terms.size))
    expect(sizes).toContain(2)
  })

  it('an unknown quantity shows an error in its box, not a white page', async () => {
    renderSearch(<MenuItemView item={terms({ search_quantity: 'no.such.quantity' })} visible depth={0} />)
    expect((await screen.findByTestId('menu-item-error')).textContent).toContain('The quantity "no.such.quantity" is not available.')
  })

  it('an unknown item type is an error naming the known types', async () => {
    renderSearch(<MenuItemView item={{ type: 'bogus' } as unknown as MenuItem} visible depth={0} />)
    const error = await screen.findByTestId('menu-item-error')
    expect(error.textContent).toContain("Unknown menuItem type 'bogus'")
    expect(error.textContent).toContain('periodic_table')
  })
})

describe('terms item on a global pseudo filter', () => {
  it('combine: a switch with its label, on by default, nothing aggregated', async () => {
    const item = terms({
      search_quantity: 'combine',
      show_header: false,
      options: { True: { label: 'Combine results from several entries' } },
    })
    const { server } = renderSearch(<MenuItemView item={item} visible depth={0} />, { app: testApp({ resource: 'materials' }) })
    const box = screen.getByRole('checkbox', { name: 'Combine results from several entries' }) as HTMLInputElement
    expect(box.checked).toBe(true)
    fireEvent.click(box)
    expect(box.checked).toBe(false)
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0))
    expect(JSON.stringify(server.requests.map((request) => request.body.aggregations))).not.toContain('combine')
  })
})

describe('terms input with suggestions', () => {
  it('asks POST suggestions from 2 characters and adds the chosen value to the filter', async () => {
    const quantity = 'results.method.simulation.dft.xc_functional_names'
    const server = fakeServer((path) =>
      path === 'suggestions' ? { [quantity]: [{ value: 'GGA_X_PBE_SOL', weight: 1 }, { value: 'GGA_C_PBE_SOL', weight: 1 }] } : undefined,
    )
    renderSearch(<MenuItemView item={terms({ search_quantity: quantity, show_input: true, options: 0 })} visible depth={0} />, { server })
    const input = screen.getByPlaceholderText('Type here')
    fireEvent.change(input, { target: { value: 'S' } })
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(server.requests.some((request) => request.path === 'suggestions')).toBe(false)
    fireEvent.change(input, { target: { value: 'SOL' } })
    fireEvent.mouseDown(input)
    fireEvent.click(await screen.findByRole('option', { name: 'GGA_C_PBE_SOL' }, { timeout: 5000 }))
    expect(server.requests.find((request) => request.path === 'suggestions')!.body).toEqual({ input: 'SOL', quantities: [quantity] })
    await waitFor(() => expect(server.requests.at(-1)!.body.query).toEqual({ [`${quantity}:any`]: ['GGA_C_PBE_SOL'] }))
  })
})
