// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchContextProvider, useAggregation, useSearchContext } from '../../../src/renderers/search/SearchContext.js'
import { fakeServer, testApp } from './support.js'

afterEach(cleanup)

const UNKNOWN = 'results.material.no_such_quantity'

function Aggregation({ id, quantity }: { id: string; quantity: string }) {
  const { data, error } = useAggregation(id, quantity, { terms: { size: 5 } }, true)
  return <div data-testid={id}>{error ? `error: ${error.message}` : data ? `buckets: ${(data.data as unknown[]).length}` : 'loading'}</div>
}

function Results() {
  const { results } = useSearchContext()
  return <div data-testid="results">{results.error ? 'results failed' : `${results.data.length} results`}</div>
}

describe('a widget naming an unknown quantity', () => {
  it('fails alone: the results and the other aggregations still arrive, and no error is raised for the page', async () => {
    // As NOMAD does, the server refuses the whole request when one aggregation names an unknown quantity.
    const server = fakeServer((_path, body) => {
      const aggregations = JSON.stringify(body.aggregations ?? {})
      if (aggregations.includes(UNKNOWN))
        return new Response(JSON.stringify({ detail: [{ loc: ['body', 'aggregations'], msg: `${UNKNOWN} is not a doc quantity` }] }), { status: 422, headers: { 'content-type': 'application/json' } })
      return undefined
    })
    const onError = vi.fn()
    render(
      <SearchContextProvider app={testApp()} api={server.api} syncUrl={false} debounceMs={0} onError={onError}>
        <Aggregation id="good" quantity="results.material.structural_type" />
        <Aggregation id="bad" quantity={UNKNOWN} />
        <Results />
      </SearchContextProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('bad').textContent).toMatch(/^error: /))
    await waitFor(() => expect(screen.getByTestId('good').textContent).toMatch(/^buckets: \d+$/))
    await waitFor(() => expect(screen.getByTestId('results').textContent).toMatch(/^\d+ results$/))
    expect(screen.getByTestId('bad').textContent).toContain(UNKNOWN)
    expect(onError).not.toHaveBeenCalled()
  })
})
