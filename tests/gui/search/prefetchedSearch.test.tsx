// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchContextProvider, useSearchContext } from '../../../src/renderers/search/SearchContext.js'
import { prefetchFirstSearch } from '../../../src/renderers/search/searchStoreOf.js'
import { fakeServer, testApp } from './support.js'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

function Rows() {
  const { results } = useSearchContext()
  return <ul>{results.loading ? <li>loading</li> : results.data.map((hit) => <li key={hit.entry_id as string}>{hit.entry_id as string}</li>)}</ul>
}

const resultQueries = (server: ReturnType<typeof fakeServer>) => server.requests.filter((request) => (request.body.pagination as { page_size?: number }).page_size !== 0)

/** A first search sent ahead whose answer has arrived before the page starts. */
async function firstSearchArrived() {
  const server = fakeServer()
  const app = testApp()
  prefetchFirstSearch({ app, api: server.api })
  await waitFor(() => expect(server.requests).toHaveLength(1))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return { server, app }
}

describe('the first search sent ahead of its page', () => {
  it('shows its rows in the first render once it has arrived, and is not asked again', async () => {
    const { server, app } = await firstSearchArrived()
    render(<SearchContextProvider app={app} api={server.api}><Rows /></SearchContextProvider>)
    expect(screen.queryByText('loading')).toBeNull()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b', 'c', 'd'])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(resultQueries(server)).toHaveLength(1)
  })

  it('is waited for by a page that starts while it is on the way, instead of asking again', async () => {
    const server = fakeServer()
    const app = testApp()
    prefetchFirstSearch({ app, api: server.api })
    render(<SearchContextProvider app={app} api={server.api}><Rows /></SearchContextProvider>)
    await waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b', 'c', 'd']))
    expect(resultQueries(server)).toHaveLength(1)
  })

  it('is still there for the page when its first render was discarded (a part of it suspended)', async () => {
    const { server, app } = await firstSearchArrived()
    let loaded = false
    const later = new Promise<void>((resolve) => setTimeout(() => ((loaded = true), resolve()), 10))
    function SuspendsOnce() {
      if (!loaded) throw later
      return null
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <SearchContextProvider app={app} api={server.api}>
          <Rows />
          <SuspendsOnce />
        </SearchContextProvider>
      </Suspense>,
    )
    await waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b', 'c', 'd']))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(resultQueries(server)).toHaveLength(1)
  })

  it('is not taken by a page that asks something else: that page sends its own search', async () => {
    const server = fakeServer()
    prefetchFirstSearch({ app: testApp(), api: server.api })
    window.history.replaceState(null, '', '/?results.material.elements=C')
    render(<SearchContextProvider app={testApp()} api={server.api}><Rows /></SearchContextProvider>)
    await waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['b', 'c', 'd']))
    expect(resultQueries(server)).toHaveLength(2)
  })
})
