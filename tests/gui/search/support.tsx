/**
 * A small in-memory stand-in for entries/query and suggestions, answering in NOMAD's shapes (see
 * api-recordings/search): it filters by the query keys the GUI sends and computes terms and
 * histogram aggregations, honouring exclude_from_search.
 */
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { ApiClient } from '../../../src/engine/api/client.js'
import { appConfigSchema, type AppConfig } from '../../../src/engine/config/app.js'
import { SearchContextProvider, type SearchContextProviderProps } from '../../../src/renderers/search/SearchContext.js'

type Doc = Record<string, unknown>

export const DOCS: Doc[] = [
  { entry_id: 'a', 'results.material.elements': ['O', 'Ti'], 'results.material.structural_type': 'bulk', 'results.material.n_elements': 2, 'results.method.simulation.program_name': 'VASP', upload_create_time: '2024-03-25T18:48:53+00:00' },
  { entry_id: 'b', 'results.material.elements': ['C', 'H'], 'results.material.structural_type': 'molecule / cluster', 'results.material.n_elements': 2, 'results.method.simulation.program_name': 'VASP', upload_create_time: '2024-03-26T10:00:00+00:00' },
  { entry_id: 'c', 'results.material.elements': ['C'], 'results.material.structural_type': '2D', 'results.material.n_elements': 1, 'results.method.simulation.program_name': 'exciting', upload_create_time: '2024-04-01T10:00:00+00:00' },
  { entry_id: 'd', 'results.material.elements': ['C', 'H', 'N', 'O'], 'results.material.structural_type': 'bulk', 'results.material.n_elements': 4, 'results.method.simulation.program_name': 'VASP', upload_create_time: '2024-05-01T10:00:00+00:00' },
]

const values = (doc: Doc, name: string): unknown[] => {
  const value = doc[name]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

function matches(doc: Doc, key: string, wanted: unknown): boolean {
  const [name, op] = key.split(':')
  if (name === 'results.material.elements_exclusive') return [...values(doc, 'results.material.elements')].sort().join(' ') === wanted
  const have = values(doc, name)
  if (op === 'all') return (wanted as unknown[]).every((item) => have.includes(item))
  if (op === 'any' || Array.isArray(wanted)) return (wanted as unknown[]).some((item) => have.includes(item))
  if (typeof wanted === 'object' && wanted !== null) {
    const range = wanted as Record<string, number | string>
    const toNum = (x: unknown) => (typeof x === 'string' ? Date.parse(x) : Number(x))
    return have.some((raw) => {
      const x = toNum(raw)
      return (range.gte === undefined || x >= toNum(range.gte)) && (range.lte === undefined || x <= toNum(range.lte)) &&
        (range.gt === undefined || x > toNum(range.gt)) && (range.lt === undefined || x < toNum(range.lt))
    })
  }
  return have.includes(wanted)
}

const search = (query: Record<string, unknown>, skip?: string) =>
  DOCS.filter((doc) => Object.entries(query).every(([key, wanted]) => key.split(':')[0] === skip || matches(doc, key, wanted)))

function aggregate(query: Record<string, unknown>, request: Record<string, Record<string, unknown>>) {
  const [kind, spec] = Object.entries(request)[0]
  const quantity = spec.quantity as string
  const docs = search(query, spec.exclude_from_search ? quantity : undefined)
  if (kind === 'terms') {
    const counts = new Map<unknown, number>()
    for (const doc of docs) for (const value of values(doc, quantity)) counts.set(value, (counts.get(value) ?? 0) + 1)
    const data = [...counts].sort((a, b) => b[1] - a[1]).slice(0, (spec.size as number) ?? 5).map(([value, count]) => ({ value, count, nested_count: count }))
    return { terms: { ...spec, metrics: [], data } }
  }
  const numbers = docs.flatMap((doc) => values(doc, quantity)).map((x) => (typeof x === 'string' ? Date.parse(x) : Number(x)))
  const interval = (spec.interval as number) ?? 1
  const buckets = new Map<number, number>()
  for (const x of numbers) buckets.set(Math.floor(x / interval) * interval, (buckets.get(Math.floor(x / interval) * interval) ?? 0) + 1)
  const data = [...buckets].sort((a, b) => a[0] - b[0]).map(([value, count]) => ({ value, count, nested_count: count }))
  return { histogram: { ...spec, interval, metrics: [], data } }
}

export interface FakeServer {
  api: ApiClient
  /** Bodies of every POST, by path. */
  requests: { path: string; body: Record<string, unknown> }[]
  fetch: ReturnType<typeof vi.fn>
}

/** `extra` may answer a request itself: with data (status 200) or with a whole Response. */
export function fakeServer(extra: (path: string, body: Record<string, unknown>) => unknown = () => undefined): FakeServer {
  const requests: FakeServer['requests'] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(/^.*\/api\/v1\//, '')
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
    requests.push({ path, body })
    const custom = extra(path, body)
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
    if (custom instanceof Response) return custom
    if (custom !== undefined) return json(custom)
    if (path === 'entries/query') {
      const query = (body.query ?? {}) as Record<string, unknown>
      const hits = search(query)
      const pagination = { ...(body.pagination as object), total: hits.length }
      const aggregations = Object.fromEntries(
        Object.entries((body.aggregations ?? {}) as Record<string, Record<string, Record<string, unknown>>>).map(([id, request]) => [id, aggregate(query, request)]),
      )
      return json({ owner: body.owner, query, pagination, required: body.required, aggregations, data: (body.pagination as { page_size: number }).page_size ? hits : [] })
    }
    return json({ detail: 'not found' }, 404)
  })
  const api = new ApiClient({ baseUrl: 'http://localhost/api/v1', fetch: fetch as unknown as typeof globalThis.fetch })
  return { api, requests, fetch }
}

export function testApp(overrides: Record<string, unknown> = {}): AppConfig {
  return appConfigSchema.parse({ path: 'entries', label: 'Entries', category: 'All', ...overrides })
}

export function renderSearch(ui: ReactNode, options: { app?: AppConfig; server?: FakeServer } & Partial<SearchContextProviderProps> = {}) {
  const server = options.server ?? fakeServer()
  const { app = testApp(), server: _server, ...props } = options
  void _server
  const result = render(
    <SearchContextProvider app={app} api={server.api} syncUrl={false} debounceMs={0} {...props}>
      {ui}
    </SearchContextProvider>,
  )
  return { ...result, server }
}

/** The aggregation requests the server received, by id. */
export function aggregationRequests(server: FakeServer): string[] {
  return server.requests.flatMap((request) => Object.keys((request.body.aggregations ?? {}) as object))
}
