import { render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { App, type RouterFactory } from '../../../src/app/App.js'
import type { AuthController } from '../../../src/app/auth/AuthContext.js'
import { GUI_BASE } from '../../../src/app/constants.js'
import { ApiClient } from '../../../src/engine/api/client.js'
import { anonymous, API_BASE, settingsFrom, testEnv } from '../../app/support/shell.js'

/** An answer of the fake API: JSON `body`, plain `text` or binary `bytes` (raw files). */
export type FakeAnswer = { status?: number; body?: unknown; text?: string; bytes?: Uint8Array }
/** Answers by path; a function may answer later (a promise), to hold a request back. */
export type FakeAnswers = Record<string, FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>)>

/** An API client whose fetch answers by path below the API base (unknown paths answer 404), recording each request. */
export function fakeApi(answers: FakeAnswers) {
  const calls: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    calls.push(request.clone())
    const path = decodeURIComponent(new URL(request.url).pathname.slice(new URL(API_BASE).pathname.length + 1))
    const answer = answers[path]
    const { status = 200, body, text, bytes } =
      typeof answer === 'function' ? await answer(request) : (answer ?? { status: 404, body: { detail: 'Not found. Invalid path?' } })
    if (bytes !== undefined) return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { status, headers: { 'content-type': 'application/octet-stream' } })
    if (text !== undefined) return new Response(text, { status, headers: { 'content-type': 'text/plain' } })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  const client = new ApiClient({ baseUrl: API_BASE, fetch: fetch as unknown as typeof globalThis.fetch, getToken: async () => 'token-1' })
  return { client, calls }
}

/** Renders the whole GUI at `path` with the fake API. */
export function renderGui({ path, auth = anonymous(), answers }: { path: string; auth?: AuthController; answers: FakeAnswers }) {
  const api = fakeApi({
    'users/me': { body: { user_id: auth.user?.sub ?? 'anonymous' } },
    info: { body: { version: '0.1.0', deployment: 'strata', oasis: false, statistics: { n_entries: 0 } } },
    ...answers,
  })
  const createRouter: RouterFactory = (routes) => createMemoryRouter(routes, { initialEntries: [`${GUI_BASE}${path}`], basename: GUI_BASE })
  const view = render(<App settings={settingsFrom(testEnv())} auth={auth} apiClient={api.client} createRouter={createRouter} />)
  return { ...view, apiCalls: api.calls }
}

/** The query of the requests to `path` (below the API base), in order. */
export function queriesTo(calls: Request[], path: string, method = 'GET'): URLSearchParams[] {
  return calls
    .filter((request) => request.method === method && decodeURIComponent(new URL(request.url).pathname).endsWith(`/api/v1/${path}`))
    .map((request) => new URL(request.url).searchParams)
}
