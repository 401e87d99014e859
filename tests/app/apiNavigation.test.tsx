// @vitest-environment happy-dom
/**
 * Plain browser navigations into the API (downloads) carry only the API cookie (spec 1 §7): the token
 * is refreshed and the cookie rewritten first, so a token that expired while the tab was idle does
 * not make the download anonymous.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider, useApi } from '../../src/app/api/ApiContext.js'
import { AuthContext, type AuthController } from '../../src/app/auth/AuthContext.js'
import { SettingsContext } from '../../src/app/config/SettingsContext.js'
import { ApiClient } from '../../src/engine/api/client.js'
import { DownloadMenu } from '../../src/renderers/results/DownloadMenu.js'
import { anonymous, API_BASE, loggedIn, settingsFrom, testEnv } from './support/shell.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A JWT (unsigned: the GUI only reads its expiry) that expires at `exp`. */
function jwt(subject: string, exp: Date): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'RS256' })}.${part({ sub: subject, exp: Math.floor(exp.getTime() / 1000) })}.signature`
}

function ResultsDownload() {
  const api = useApi()
  return <DownloadMenu apiUrl={(path, query) => api.url(path, query)} owner="user" query={{ upload_id: ['upload-1'] }} navigate={(url) => api.navigate(url)} />
}

/** Renders the download menu inside the real API provider; records cookie writes and navigations in order. */
function renderDownload(auth: AuthController) {
  const events: string[] = []
  vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => void events.push(`cookie ${decodeURIComponent(cookie)}`))
  const assign = vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void events.push(`go ${String(url)}`))
  const client = new ApiClient({ baseUrl: API_BASE })
  render(
    <SettingsContext.Provider value={settingsFrom(testEnv())}>
      <AuthContext.Provider value={auth}>
        <ApiProvider client={client}>
          <ResultsDownload />
        </ApiProvider>
      </AuthContext.Provider>
    </SettingsContext.Provider>,
  )
  events.length = 0 // the provider's first cookie write on mount is not part of the download
  return { events, assign }
}

function chooseRawFiles() {
  fireEvent.click(screen.getByRole('button', { name: 'Download files' }))
  fireEvent.click(screen.getByRole('menuitem', { name: 'Raw uploaded files' }))
}

describe('downloads by browser navigation', () => {
  it('refreshes an expired token and rewrites the API cookie with it before the browser goes to the download', async () => {
    const freshExpiry = new Date(Date.now() + 3600_000)
    const fresh = jwt('user-1', freshExpiry)
    let refresh: (token: string) => void = () => undefined
    const getToken = vi.fn(() => new Promise<string | undefined>((resolve) => (refresh = resolve)))
    const { events, assign } = renderDownload(loggedIn({ token: { value: 'expired-token', expiresAt: new Date(Date.now() - 60_000) }, getToken }))

    chooseRawFiles()
    await waitFor(() => expect(getToken).toHaveBeenCalledTimes(1))
    // While the refresh runs, the browser stays: the cookie still holds the expired token.
    expect(assign).not.toHaveBeenCalled()

    refresh(fresh)
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(events).toHaveLength(2)
    const [cookie, go] = events
    expect(cookie).toContain(`Authorization=Bearer ${fresh}`)
    expect(cookie).toContain(`Expires=${freshExpiry.toUTCString().replace(/:\d\d GMT$/, '')}`)
    expect(cookie).toContain('Path=/prod/v1/develop/api;')
    expect(cookie).toContain('SameSite=Strict')
    const url = new URL(go.slice('go '.length))
    expect(url.pathname).toBe('/prod/v1/develop/api/v1/entries/raw')
    expect(url.searchParams.get('owner')).toBe('user')
  })

  it('expires the cookie when the token can no longer be refreshed, so the download does not use a stale one', async () => {
    const { events, assign } = renderDownload(loggedIn({ getToken: vi.fn(async () => undefined) }))
    chooseRawFiles()
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(events[0]).toMatch(/^cookie Authorization=; Path=\/prod\/v1\/develop\/api; SameSite=Strict; Expires=Thu, 01 Jan 1970/)
    expect(events[1]).toMatch(/^go /)
  })

  it('sends anonymous visitors straight to the download without asking for a token', async () => {
    const getToken = vi.fn(async () => undefined)
    const { events, assign } = renderDownload(anonymous({ getToken }))
    chooseRawFiles()
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(getToken).not.toHaveBeenCalled()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatch(/^go .*\/entries\/raw\?/)
  })
})
