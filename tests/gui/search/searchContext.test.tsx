// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../../../src/engine/api/client.js'
import { SearchContextProvider, useAggregation, useSearchContext, type SearchContextValue } from '../../../src/renderers/search/SearchContext.js'
import { historyStorageKey } from '../../../src/renderers/search/suggestionHistory.js'
import { fakeServer, testApp } from './support.js'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
  localStorage.clear()
})

function Probe({ onValue }: { onValue: (value: SearchContextValue) => void }) {
  onValue(useSearchContext())
  return null
}

function setup(props: Partial<Parameters<typeof SearchContextProvider>[0]> = {}, api = fakeServer().api) {
  let context!: SearchContextValue
  render(
    <SearchContextProvider app={testApp()} api={api} syncUrl={false} {...props}>
      <Probe onValue={(value) => (context = value)} />
    </SearchContextProvider>,
  )
  return { get: () => context }
}

describe('search context', () => {
  it('waits 450 ms after the last filter change and then sends one search', async () => {
    const server = fakeServer()
    const { get } = setup({}, server.api)
    await waitFor(() => expect(server.requests).toHaveLength(1))
    vi.useFakeTimers()
    try {
      act(() => get().setFilter('results.material.elements', ['C']))
      act(() => get().setFilter('results.material.elements', ['C', 'H']))
      await act(async () => vi.advanceTimersByTime(449))
      expect(server.requests).toHaveLength(1)
      await act(async () => vi.advanceTimersByTime(1))
      expect(server.requests).toHaveLength(2)
      expect(server.requests[1].body.query).toEqual({ 'results.material.elements:all': ['C', 'H'] })
    } finally {
      vi.useRealTimers()
    }
  })

  it("sends the app's pagination and owner, and pages on with page_after_value", async () => {
    const bodies: Record<string, unknown>[] = []
    const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { pagination: { page_after_value?: string } }
      bodies.push(body)
      const after = body.pagination.page_after_value
      return new Response(
        JSON.stringify({
          pagination: { page_size: 2, total: 3, ...(after ? {} : { next_page_after_value: 'x' }) },
          data: after ? [{ entry_id: 'c' }] : [{ entry_id: 'a' }, { entry_id: 'b' }],
        }),
        { headers: { 'content-type': 'application/json' } },
      )
    })
    const api = new ApiClient({ baseUrl: 'http://localhost/api/v1', fetch: fetch as unknown as typeof globalThis.fetch })
    const { get } = setup({ app: testApp({ pagination: { page_size: 2, order_by: 'entry_id', order: 'asc' } }), debounceMs: 0 }, api)
    await waitFor(() => expect(get().results.data).toHaveLength(2))
    expect(bodies[0]).toMatchObject({ owner: 'public', pagination: { page_size: 2, order_by: 'entry_id', order: 'asc' }, required: { exclude: ['quantities', 'sections', 'files'] } })
    act(() => get().results.loadMore())
    await waitFor(() => expect(get().results.data.map((hit) => hit.entry_id)).toEqual(['a', 'b', 'c']))
    expect((bodies[1].pagination as { page_after_value: string }).page_after_value).toBe('x')
  })

  it('drops an answer that arrives after a newer one', async () => {
    const releases: (() => void)[] = []
    const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: Record<string, unknown> }
      const tag = JSON.stringify(body.query)
      if (releases.length < 2) await new Promise<void>((resolve) => releases.push(resolve))
      return new Response(JSON.stringify({ pagination: { page_size: 20, total: 1 }, data: [{ entry_id: tag }] }), { headers: { 'content-type': 'application/json' } })
    })
    const api = new ApiClient({ baseUrl: 'http://localhost/api/v1', fetch: fetch as unknown as typeof globalThis.fetch })
    const { get } = setup({ debounceMs: 0 }, api)
    await waitFor(() => expect(releases).toHaveLength(1))
    act(() => get().setFilter('results.material.elements', ['C']))
    await waitFor(() => expect(releases).toHaveLength(2))
    await act(async () => releases[1]())
    await waitFor(() => expect(get().results.data[0]?.entry_id).toBe('{"results.material.elements:all":["C"]}'))
    await act(async () => releases[0]())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(get().results.data[0].entry_id).toBe('{"results.material.elements:all":["C"]}')
  })

  it('asks for an aggregation only once it is visible, and again when the query changes', async () => {
    const server = fakeServer()
    let context!: SearchContextValue
    function Agg({ visible }: { visible: boolean }) {
      useAggregation('types', 'results.material.structural_type', { terms: { size: 5 } }, visible)
      return null
    }
    const view = render(
      <SearchContextProvider app={testApp()} api={server.api} syncUrl={false} debounceMs={0}>
        <Agg visible={false} />
        <Probe onValue={(value) => (context = value)} />
      </SearchContextProvider>,
    )
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(server.requests[0].body.aggregations).toEqual({})
    view.rerender(
      <SearchContextProvider app={testApp()} api={server.api} syncUrl={false} debounceMs={0}>
        <Agg visible />
        <Probe onValue={(value) => (context = value)} />
      </SearchContextProvider>,
    )
    await waitFor(() => expect(server.requests).toHaveLength(2))
    expect(server.requests[1].body).toMatchObject({ pagination: { page_size: 0 }, aggregations: { types: { terms: { quantity: 'results.material.structural_type', size: 5 } } } })
    act(() => context.setFilter('results.material.elements', ['C']))
    await waitFor(() => expect(server.requests).toHaveLength(3))
    expect(Object.keys(server.requests[2].body.aggregations as object)).toEqual(['types'])
  })

  it('writes the filters to the address and reads them back on load', async () => {
    window.history.replaceState(null, '', '/search/entries?results.material.elements=Ti&results.material.n_elements%5Bgte%5D=2')
    const server = fakeServer()
    const { get } = setup({ syncUrl: true, debounceMs: 0 }, server.api)
    expect(get().filters).toEqual({ 'results.material.elements': ['Ti'], 'results.material.n_elements': { gte: 2 } })
    await waitFor(() => expect(server.requests[0]?.body.query).toEqual({ 'results.material.elements:all': ['Ti'], 'results.material.n_elements': { gte: 2 } }))
    act(() => get().setFilter('results.material.elements', ['Ti', 'O']))
    expect(decodeURIComponent(window.location.search)).toBe('?results.material.elements=Ti&results.material.elements=O&results.material.n_elements[gte]=2')
    act(() => get().clearFilters())
    expect(window.location.search).toBe('')
  })

  it('keeps the search history in local storage, newest first', () => {
    const { get } = setup()
    act(() => get().suggestionHistory.add('a = b'))
    act(() => get().suggestionHistory.add('n_elements > 2'))
    expect(get().suggestionHistory.items).toEqual(['n_elements > 2', 'a = b'])
    expect(JSON.parse(localStorage.getItem(historyStorageKey('entries'))!)).toEqual(['n_elements > 2', 'a = b'])
  })

  it('knows the quantities of the app with their data types and units', () => {
    const { get } = setup({ app: testApp({ search_quantities: { exclude: ['mainfile'] } }) })
    expect(get().quantity('results.material.n_elements')).toMatchObject({ dtype: 'int' })
    expect(get().quantity('results.properties.electronic.band_structure_electronic.band_gap.value')).toMatchObject({ dtype: 'float', unit: 'joule' })
    expect(get().quantity('mainfile')).toBeUndefined()
  })
})
