// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MenuItem } from '../../../src/engine/config/menu.js'
import { CUSTOM_QUANTITIES_REQUEST } from '../../../src/renderers/menu-items/CustomQuantitiesMenuItem.js'
import { MenuItemView } from '../../../src/renderers/menu-items/MenuItemView.js'
import '../../../src/renderers/menu-items/register.js'
import { fakeServer, renderSearch } from '../search/support.js'

afterEach(cleanup)

// the OPTIMADE grammar loads lazily in the page; load it once up front so that slow machines stay within the timeouts
beforeAll(() => import('../../../src/engine/optimade/parseFilter.js'), 60000)

const item = (type: string, extra: Record<string, unknown> = {}) => ({ type, width: 12, show_header: true, ...extra }) as unknown as MenuItem

describe('visibility menu item', () => {
  it('offers only Public without login, defaulting to it', async () => {
    renderSearch(<MenuItemView item={item('visibility')} visible depth={0} />)
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(['All', 'Public', 'Visible', 'Shared', 'User', 'Unpublished'])
    expect(radios.filter((radio) => !radio.disabled).map((radio) => radio.value)).toEqual(['public'])
    expect(radios.find((radio) => radio.checked)!.value).toBe('public')
  })

  it('logged in: defaults to Visible and searches with the chosen owner', async () => {
    const { server } = renderSearch(<MenuItemView item={item('visibility')} visible depth={0} />, { loggedIn: true })
    expect((screen.getByRole('radio', { name: 'Visible' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'User' }))
    await waitFor(() => expect(server.requests.at(-1)!.body.owner).toBe('user'))
  })

  it('a locked visibility disables every option', () => {
    renderSearch(<MenuItemView item={item('visibility')} visible depth={0} />, { loggedIn: true, lockedFilters: { visibility: 'user' } })
    expect((screen.getAllByRole('radio') as HTMLInputElement[]).every((radio) => radio.disabled)).toBe(true)
  })
})

describe('optimade menu item', () => {
  it("validates as you type: 'The given OPTiMaDe query can not be parsed.' or a search with the filter", async () => {
    const { server } = renderSearch(<MenuItemView item={item('optimade')} visible depth={0} />)
    const input = screen.getByLabelText('OPTIMADE filter')
    fireEvent.change(input, { target: { value: 'nelements >' } })
    await screen.findByText('The given OPTiMaDe query can not be parsed.', undefined, { timeout: 8000 })
    fireEvent.change(input, { target: { value: 'nelements >= 2' } })
    await waitFor(() => expect(screen.queryByText('The given OPTiMaDe query can not be parsed.')).toBeNull(), { timeout: 3000 })
    await waitFor(() => expect(server.requests.at(-1)!.body.query).toEqual({ optimade_filter: 'nelements >= 2' }), { timeout: 3000 })
    // the server checked it first, without searching
    expect(server.requests.find((request) => request.body.verify_only)?.body).toEqual({
      exclude: ['quantities', 'sections', 'files'],
      verify_only: true,
      owner: 'public',
      query: { optimade_filter: 'nelements >= 2' },
    })
  })

  it("shows the server's message when it refuses a filter that parses, and does not search with it", async () => {
    const refusal = 'Could not parse optimade filter: Semantic error: the filter cannot be translated.\n\nThe OPTIMADE property "colour" is not known or cannot be searched.'
    const server = fakeServer((_path, body) =>
      body.verify_only
        ? new Response(JSON.stringify({ detail: [{ loc: [['optimade_filter']], msg: refusal, type: 'value_error.exception' }] }), { status: 422, headers: { 'content-type': 'application/json' } })
        : undefined,
    )
    renderSearch(<MenuItemView item={item('optimade')} visible depth={0} />, { server })
    fireEvent.change(screen.getByLabelText('OPTIMADE filter'), { target: { value: 'colour = "red"' } })
    await screen.findByText('The OPTIMADE property "colour" is not known or cannot be searched.', undefined, { timeout: 8000 })
    expect(server.requests.filter((request) => !request.body.verify_only).every((request) => JSON.stringify(request.body.query ?? {}).includes('colour') === false)).toBe(true)
  })
})

describe('custom quantities menu item', () => {
  const answer = {
    aggregations: {
      paths: {
        terms: {
          data: [
            { value: 'data.temperature#my.Schema', count: 2, entries: [{ search_quantities: [{ id: 'data.temperature#my.Schema', float_value: 300 }] }] },
            { value: 'data.name#my.Schema', count: 1, entries: [{ search_quantities: [{ id: 'data.name#my.Schema', str_value: 'x' }] }] },
          ],
        },
      },
    },
  }

  it('lists the searchable quantities (spec 2 §7 call) and searches only when every row is complete', async () => {
    const server = fakeServer((path, body) => (path === 'entries/query' && (body.aggregations as Record<string, unknown>)?.paths ? answer : undefined))
    renderSearch(<MenuItemView item={item('custom_quantities')} visible depth={0} />, { server })
    await waitFor(() => expect(server.requests.some((request) => JSON.stringify(request.body) === JSON.stringify(CUSTOM_QUANTITIES_REQUEST))).toBe(true))
    const search = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement
    expect(search.disabled).toBe(true)
    const quantity = screen.getByPlaceholderText('Quantity')
    fireEvent.mouseDown(quantity)
    fireEvent.change(quantity, { target: { value: 'temp' } })
    fireEvent.click(await screen.findByRole('option', { name: 'data.temperature#my.Schema' }))
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Operator' }))
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['=', '<', '<=', '=>', '>'])
    fireEvent.click(screen.getByRole('option', { name: '=>' }))
    expect(search.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '250' } })
    expect(search.disabled).toBe(false)
    fireEvent.click(search)
    await waitFor(() =>
      expect(server.requests.at(-1)!.body.query).toEqual({
        custom_quantities: { and: [{ search_quantities: { id: 'data.temperature#my.Schema', 'float_value:gte': 250 } }] },
      }),
    )
  })

  it('says when there are no custom quantities', async () => {
    const server = fakeServer((_path, body) => ((body.aggregations as Record<string, unknown>)?.paths ? { aggregations: { paths: { terms: { data: [] } } } } : undefined))
    renderSearch(<MenuItemView item={item('custom_quantities')} visible depth={0} />, { server })
    await screen.findByText(
      'Could not find valid quantities to search for. Make sure that you have access to the data and that the metainfo associated with the quantities can be loaded correctly.',
    )
  })
})

describe('nested object and definitions items', () => {
  it('a nested object renders its items', async () => {
    renderSearch(
      <MenuItemView
        item={item('nested_object', { path: 'results.properties.electronic.band_structure_electronic.band_gap', items: [item('histogram', { x: { search_quantity: 'results.properties.electronic.band_structure_electronic.band_gap.value' }, y: {}, nbins: 30 })] })}
        visible
        depth={0}
      />,
    )
    expect(screen.getByText(/Value/)).toBeTruthy()
    expect(document.querySelector('[data-nested-path="results.properties.electronic.band_structure_electronic.band_gap"] [data-menu-item-type="histogram"]')).toBeTruthy()
  })

  it('definitions aggregates the section definitions', async () => {
    const { server } = renderSearch(<MenuItemView item={item('definitions')} visible depth={0} />)
    await waitFor(() =>
      expect(server.requests.some((request) => JSON.stringify(request.body.aggregations).includes('"quantity":"section_defs.definition_qualified_name"'))).toBe(true),
    )
  })
})
