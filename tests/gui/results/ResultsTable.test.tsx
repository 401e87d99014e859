// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../../../src/engine/api/client.js'
import { appConfigSchema } from '../../../src/engine/config/app.js'
import { ResultsTable } from '../../../src/renderers/results/ResultsTable.js'
import { SearchContextProvider } from '../../../src/renderers/search/SearchContext.js'

afterEach(cleanup)

const app = appConfigSchema.parse({
  path: 'entries',
  label: 'Entries',
  category: 'All',
  columns: [
    { search_quantity: 'entry_name', title: 'Name', selected: true },
    { search_quantity: 'results.material.chemical_formula_hill', title: 'Formula', selected: true },
    { search_quantity: 'upload_create_time', title: 'Upload time', selected: true },
  ],
})

// A hit and a pagination shaped like NOMAD's in api-recordings/search/searchpage.json.
const hit = (index: number) => ({
  entry_id: `entry-${index}`,
  upload_id: 'JiiTzBI1RHKBoZfrJ-Vdhw',
  entry_name: `archive ${index}`,
  upload_create_time: '2024-03-25T18:48:53.576774+00:00',
  results: { material: { chemical_formula_hill: 'COFe', elements: ['Fe', 'C', 'O'] } },
})

function answer(body: { pagination?: { page_size?: number; page_after_value?: string } }, total: number) {
  const size = body.pagination?.page_size ?? 20
  const start = body.pagination?.page_after_value ? Number(body.pagination.page_after_value) : 0
  const end = Math.min(total, start + size)
  return {
    owner: 'visible',
    query: {},
    pagination: {
      page_size: size,
      order_by: 'upload_create_time',
      order: 'desc',
      total,
      ...(end < total && { next_page_after_value: String(end) }),
    },
    required: { exclude: ['quantities', 'sections', 'files'] },
    data: Array.from({ length: Math.max(0, end - start) }, (_, i) => hit(start + i)),
  }
}

function renderWithServer(total: number) {
  const bodies: { pagination?: { page_size?: number; page_after_value?: string } }[] = []
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}'))
    bodies.push(body)
    return new Response(JSON.stringify(answer(body, total)), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  const api = new ApiClient({ baseUrl: 'http://localhost/api/v1', fetch: fetch as unknown as typeof globalThis.fetch })
  render(
    <MemoryRouter initialEntries={['/search/entries']}>
      <Routes>
        <Route
          path="/search/entries"
          element={
            <SearchContextProvider app={app} api={api} syncUrl={false} debounceMs={0}>
              <ResultsTable />
            </SearchContextProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
  return { bodies }
}

describe('ResultsTable in a search context', () => {
  it("shows 'searching ...' first, then the hits with the app's columns", async () => {
    renderWithServer(3)
    expect(screen.getByText('searching ...')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByTestId('result-row')).toHaveLength(3))
    expect(screen.getByRole('columnheader', { name: 'Formula' })).toBeTruthy()
    expect(screen.getAllByText('COFe')).toHaveLength(3)
    expect(screen.getAllByText('25/03/2024')).toHaveLength(3)
    expect(screen.getAllByRole('link', { name: 'Go to the entry page' })[1].getAttribute('href')).toBe('/search/entries/entry/id/entry-1')
  })

  it("shows 'no results' when the search finds nothing", async () => {
    renderWithServer(0)
    await waitFor(() => expect(screen.getByText('no results')).toBeTruthy())
  })

  it('loads the next page with page_after_value and appends it', async () => {
    const { bodies } = renderWithServer(30)
    await waitFor(() => expect(screen.getByText('30 results')).toBeTruthy())
    await waitFor(() => expect(bodies.some((body) => body.pagination?.page_after_value === '20')).toBe(true))
    // More rows than the first page hold are there (the rest lies below the virtualized view).
    await waitFor(() => expect(screen.getAllByTestId('result-row').length).toBeGreaterThan(20))
    expect(screen.getByText('archive 20')).toBeTruthy()
    expect(bodies.filter((body) => body.pagination?.page_after_value !== undefined)).toHaveLength(1)
  })
})
