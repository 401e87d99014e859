// @vitest-environment happy-dom
/**
 * The upload page's download buttons ('Download raw files', a lane's folder or file) go out by plain
 * browser navigation with only the API cookie: the token is refreshed and the cookie rewritten first.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { loggedIn } from '../../app/support/shell.js'
import { describeWithReference } from '../../reference.js'
import { RECORDED_AUTHOR, recordedCalls, replay } from './recordings.js'
import './setup.js'
import { renderGui } from './support.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describeWithReference('upload download buttons', () => {
  const calls = recordedCalls('uploadpage-unpublished-author.json')
  const path = '/user/uploads/upload/id/dft_upload'

  /** The upload page for its author whose token expired while the tab was idle; cookie writes and navigations in order. */
  function renderExpired() {
    const events: string[] = []
    const getToken = vi.fn(async () => {
      events.push('refresh')
      return 'fresh-token'
    })
    const auth = loggedIn({ user: RECORDED_AUTHOR, token: { value: 'expired-token', expiresAt: new Date(Date.now() - 60_000) }, getToken })
    renderGui({ path, auth, answers: replay(calls) })
    vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => void events.push(`cookie ${decodeURIComponent(cookie)}`))
    vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void events.push(`go ${String(url)}`))
    return events
  }

  it("'Download raw files' refreshes the token into the API cookie, then downloads the compressed upload", async () => {
    const events = renderExpired()
    expect(await screen.findByText('Processing completed')).toBeTruthy()
    events.length = 0
    const button = screen.getByRole('link', { name: 'Download raw files' })
    expect(button.getAttribute('href')).toMatch(/\/api\/v1\/uploads\/dft_upload\/raw\/\?compress=true$/)
    fireEvent.click(button)
    await waitFor(() => expect(events.some((event) => event.startsWith('go '))).toBe(true))
    expect(events[0]).toBe('refresh')
    expect(events[1]).toMatch(/^cookie Authorization=Bearer fresh-token; Path=\/prod\/v1\/develop\/api; SameSite=Strict/)
    expect(events[2]).toMatch(/^go .*\/api\/v1\/uploads\/dft_upload\/raw\/\?compress=true$/)
  })

  it("a lane's folder download goes the same way", async () => {
    const events = renderExpired()
    const root = await screen.findByTestId('lane-root')
    expect(await within(root).findByText('1.aux')).toBeTruthy()
    events.length = 0
    fireEvent.click(within(root).getByRole('link', { name: 'download this folder' }))
    await waitFor(() => expect(events.some((event) => event.startsWith('go '))).toBe(true))
    expect(events.slice(0, 2).map((event) => event.split('; ')[0])).toEqual(['refresh', 'cookie Authorization=Bearer fresh-token'])
    expect(events[2]).toMatch(/^go .*\/api\/v1\/uploads\/dft_upload\/raw\/\?compress=true$/)
  })
})
