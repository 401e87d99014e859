// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../../../src/engine/api/client.js'
import { appConfigSchema } from '../../../src/engine/config/app.js'
import { Dashboard } from '../../../src/renderers/dashboard/Dashboard.js'
import { SearchContextProvider } from '../../../src/renderers/search/SearchContext.js'
import { installIntersectionObserver, setAllInView } from '../widgets/intersection.js'
import { loadDashboardGrid } from '../../../src/renderers/dashboard/loadDashboardGrid.js'

beforeEach(installIntersectionObserver)
afterEach(cleanup)

const PROGRAM = 'results.method.simulation.program_name'
const app = appConfigSchema.parse({
  path: 'calculations',
  label: 'Calculations',
  category: 'Use Cases',
  dashboard: { widgets: [{ type: 'terms', search_quantity: PROGRAM, show_input: false, layout: { lg: { x: 0, y: 0, w: 6, h: 9 } } }] },
})

type Body = { query?: unknown; aggregations?: Record<string, Record<string, { quantity?: string }>> }

/** Answers every aggregation like NOMAD does for program_name in api-recordings/search/searchpage.json. */
function answer(body: Body) {
  const aggregations = Object.fromEntries(
    Object.entries(body.aggregations ?? {}).map(([id, request]) => {
      const [kind, settings] = Object.entries(request)[0]
      return [id, { [kind]: { ...settings, data: [{ count: 6, nested_count: 6, value: 'VASP' }, { count: 2, nested_count: 2, value: 'exciting' }] } }]
    }),
  )
  return { owner: 'visible', query: body.query, pagination: { page_size: 0, total: 8 }, aggregations, data: [] }
}


// the dashboard's grid loads lazily in the page; loaded up front, it renders at once
beforeAll(() => loadDashboardGrid(), 60000)

describe('Dashboard in a search context', () => {
  it('asks for a widget aggregation only once it is visible and filters the search by a clicked term', async () => {
    const bodies: Body[] = []
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Body
      bodies.push(body)
      return new Response(JSON.stringify(answer(body)), { status: 200, headers: { 'content-type': 'application/json' } })
    })
    const api = new ApiClient({ baseUrl: 'http://localhost/api/v1', fetch: fetch as unknown as typeof globalThis.fetch })
    render(
      <MemoryRouter>
        <SearchContextProvider app={app} api={api} syncUrl={false} debounceMs={0}>
          <Dashboard />
        </SearchContextProvider>
      </MemoryRouter>,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    const aggregated = () => bodies.filter((body) => Object.values(body.aggregations ?? {}).some((request) => JSON.stringify(request).includes(PROGRAM)))
    expect(aggregated()).toHaveLength(0)

    setAllInView()
    const vasp = await screen.findByRole('listitem', { name: 'VASP' })
    expect(aggregated().length).toBeGreaterThan(0)
    expect(within(vasp).getByText('6')).toBeTruthy()

    fireEvent.click(vasp)
    await waitFor(() => expect(bodies.some((body) => JSON.stringify(body.query ?? {}).includes('VASP'))).toBe(true))
  })
})
