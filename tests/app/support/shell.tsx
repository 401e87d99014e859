import { render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { ApiClient } from '../../../src/engine/api/client.js'
import { App, type RouterFactory } from '../../../src/app/App.js'
import type { AuthController } from '../../../src/app/auth/AuthContext.js'
import { readStartupConfig } from '../../../src/app/boot/startupConfig.js'
import type { ShellSettings } from '../../../src/app/config/shellSettings.js'
import { GUI_BASE } from '../../../src/app/constants.js'

export const API_BASE = 'http://strata.test/prod/v1/develop/api/v1'

/** A minimal startup configuration; `overrides` are merged on top (one level deep). */
export function testEnv(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    appBase: 'http://strata.test/prod/v1/develop',
    keycloakBase: 'http://strata.test/prod/v1/develop/auth/',
    keycloakRealm: 'strata',
    keycloakClientId: 'strata_gui',
    ...overrides,
  }
}

export function testApp(path: string, label: string, category: string, extra: Record<string, unknown> = {}) {
  return { path, label, category, ...extra }
}

/** Settings through the real validation of window.strataEnv. */
export function settingsFrom(env: Record<string, unknown>): ShellSettings {
  const startup = readStartupConfig(env)
  if (!startup.ok) throw new Error(`invalid test env: ${startup.problems.join('; ')}`)
  return startup.settings
}

type Answer = { status?: number; body: unknown }
/** API answers by path below the API base, e.g. `{ info: { body: {...} } }`; unknown paths answer 404. */
export type ApiAnswers = Record<string, Answer | ((request: Request) => Answer)>

export function answeringFetch(answers: ApiAnswers) {
  const calls: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    calls.push(request)
    const path = new URL(request.url).pathname.slice(new URL(API_BASE).pathname.length + 1)
    const answer = answers[path]
    const { status = 200, body } = typeof answer === 'function' ? answer(request) : (answer ?? { status: 404, body: { detail: 'Not found' } })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

export function anonymous(overrides: Partial<AuthController> = {}): AuthController {
  return { status: 'anonymous', login: vi.fn(), logout: vi.fn(), getToken: async () => undefined, ...overrides }
}

export function loggedIn(overrides: Partial<AuthController> = {}): AuthController {
  return {
    status: 'authenticated',
    user: { sub: 'user-1', name: 'Sheldon Cooper' },
    accountUrl: 'http://strata.test/prod/v1/develop/auth/realms/strata/account',
    token: { value: 'token-1' },
    login: vi.fn(),
    logout: vi.fn(),
    getToken: async () => 'token-1',
    ...overrides,
  }
}

interface ShellOptions {
  path?: string
  env?: Record<string, unknown>
  auth?: AuthController
  answers?: ApiAnswers
}

/** Renders the whole GUI at `path` (below the GUI base) with a memory router. */
export function renderShell({ path = '/', env = testEnv(), auth = anonymous(), answers = {} }: ShellOptions = {}) {
  let router: ReturnType<typeof createMemoryRouter> | undefined
  const createRouter: RouterFactory = (routes) => {
    router = createMemoryRouter(routes, { initialEntries: [`${GUI_BASE}${path}`], basename: GUI_BASE })
    return router
  }
  const api = answeringFetch({
    'users/me': { body: { user_id: 'user-1' } },
    info: { body: { version: '0.1.0', deployment: 'strata', oasis: false, statistics: { n_entries: 0 } } },
    ...answers,
  })
  const apiClient = new ApiClient({ baseUrl: API_BASE, fetch: api.fetch, getToken: auth.getToken })
  const view = render(<App settings={settingsFrom(env)} auth={auth} apiClient={apiClient} createRouter={createRouter} />)
  return {
    ...view,
    apiCalls: api.calls,
    /** The current in-app path (below the GUI base). */
    pathname: () => router?.state.location.pathname.slice(GUI_BASE.length),
  }
}
