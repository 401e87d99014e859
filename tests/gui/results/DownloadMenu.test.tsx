// @vitest-environment happy-dom
/** The results' download menu (spec 2 §6, §7): browser navigation to entries/raw or entries/archive/download with owner and json_query. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../../../src/engine/api/client.js'
import { appConfigSchema } from '../../../src/engine/config/app.js'
import { DownloadMenu } from '../../../src/renderers/results/DownloadMenu.js'
import { ResultsTable } from '../../../src/renderers/results/ResultsTable.js'
import { SearchContextProvider } from '../../../src/renderers/search/SearchContext.js'
import type { Filters } from '../../../src/renderers/search/types.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const app = (resource: 'entries' | 'materials') =>
  appConfigSchema.parse({ path: resource, label: resource, category: 'All', resource, columns: [{ search_quantity: 'entry_name', title: 'Name', selected: true }] })

function renderResults(options: { lockedFilters?: Filters; loggedIn?: boolean; resource?: 'entries' | 'materials' } = {}) {
  const fetch = vi.fn(async () =>
    new Response(JSON.stringify({ owner: 'visible', query: {}, pagination: { page_size: 20, order_by: 'upload_create_time', order: 'desc', total: 0 }, data: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  )
  const api = new ApiClient({ baseUrl: 'http://localhost/deploy/api/v1', fetch: fetch as unknown as typeof globalThis.fetch })
  render(
    <MemoryRouter>
      <SearchContextProvider app={app(options.resource ?? 'entries')} api={api} syncUrl={false} debounceMs={0} loggedIn={options.loggedIn} lockedFilters={options.lockedFilters}>
        <ResultsTable />
      </SearchContextProvider>
    </MemoryRouter>,
  )
}

/** The address the browser went to (the API client navigates once the token is ready), split into path and parameters. */
async function visited(assign: { mock: { calls: unknown[][] } }) {
  await waitFor(() => expect(assign.mock.calls).toHaveLength(1))
  const url = new URL(String(assign.mock.calls[0][0]))
  return { path: url.pathname, owner: url.searchParams.get('owner'), query: JSON.parse(url.searchParams.get('json_query') ?? 'null') }
}

describe('results download menu', () => {
  it("offers 'Raw uploaded files' and goes to entries/raw under the API base with the visibility as owner and the query as json_query", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    renderResults({ loggedIn: true, lockedFilters: { visibility: 'user', upload_id: ['upload-1'] } })
    await waitFor(() => expect(screen.getByText('no results')).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Download files' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Raw uploaded files' }))
    const { path, owner, query } = await visited(assign)
    expect(path).toBe('/deploy/api/v1/entries/raw')
    expect(owner).toBe('user')
    expect(JSON.stringify(query)).toContain('upload-1')
    expect(JSON.stringify(query)).not.toContain('visibility')
  })

  it("goes to entries/archive/download for 'Processed data', owner visible by default when logged in", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    renderResults({ loggedIn: true })
    fireEvent.click(screen.getByRole('button', { name: 'Download files' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Processed data' }))
    const { path, owner, query } = await visited(assign)
    expect(path).toBe('/deploy/api/v1/entries/archive/download')
    expect(owner).toBe('visible')
    expect(query).toEqual({})
  })

  it('downloads public entries for anonymous visitors', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    renderResults()
    fireEvent.click(screen.getByRole('button', { name: 'Download files' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Raw uploaded files' }))
    expect((await visited(assign)).owner).toBe('public')
  })

  it('offers no download for a materials search', async () => {
    renderResults({ resource: 'materials' })
    await waitFor(() => expect(screen.getByText('no results')).toBeTruthy())
    expect(screen.queryByRole('button', { name: 'Download files' })).toBeNull()
  })

  it('encodes a query with & and # so that the server reads the same JSON', () => {
    const navigate = vi.fn()
    const api = new ApiClient({ baseUrl: 'http://localhost/api/v1' })
    const query = { 'entry_name:any': ['Fe & O #1'] }
    render(<DownloadMenu apiUrl={(path, parameters) => api.url(path, parameters)} owner="visible" query={query} navigate={navigate} />)
    fireEvent.click(screen.getByRole('button', { name: 'Download files' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Processed data' }))
    const url = new URL(navigate.mock.calls[0][0] as string)
    expect(JSON.parse(url.searchParams.get('json_query')!)).toEqual(query)
  })
})
