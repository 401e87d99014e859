// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { latestExpiryHint, secondsUntil } from '../../src/app/pages/analyze/appToken.js'
import { loggedIn, renderShell, testEnv } from './support/shell.js'

afterEach(cleanup)

describe('app token form', () => {
  it('shows the token the API issues for the chosen lifetime', async () => {
    const shell = renderShell({
      path: '/analyze/apis',
      auth: loggedIn(),
      env: testEnv({ appTokenMaxExpiresIn: 10 * 86400 }),
      answers: { 'auth/app_token': { body: { app_token: 'secret-app-token' } } },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Get app token' }))
    expect(((await screen.findByLabelText('Your app token')) as HTMLTextAreaElement).value).toBe('secret-app-token')
    const call = shell.apiCalls.find((request) => request.url.includes('/auth/app_token'))
    // The default lifetime is 30 days, capped by the deployment's maximum.
    const expiresIn = Number(new URL(call!.url).searchParams.get('expires_in'))
    expect(expiresIn).toBeLessThanOrEqual(10 * 86400)
    expect(expiresIn).toBeGreaterThan(10 * 86400 - 5)
  })

  it('names the latest allowed date when the API rejects the lifetime (422)', async () => {
    renderShell({
      path: '/analyze/apis',
      auth: loggedIn(),
      env: testEnv({ appTokenMaxExpiresIn: 30 * 86400 }),
      answers: { 'auth/app_token': { status: 422, body: { detail: 'expires_in too large' } } },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Get app token' }))
    expect(await screen.findByText(/^Choose not later than \d\d\/\d\d\/\d{4} \(in 30 days\)\.$/)).toBeTruthy()
    expect(screen.queryByTestId('error-snackbar')).toBeNull()
  })

  it('ignores a 401 silently', async () => {
    renderShell({
      path: '/analyze/apis',
      auth: loggedIn(),
      answers: { 'auth/app_token': { status: 401, body: { detail: 'expired' } } },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Get app token' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('error-snackbar')).toBeNull()
  })
})

describe('app token dates', () => {
  const now = new Date(2024, 0, 15, 10, 30, 0)

  it('counts the seconds until the chosen day, capped by the maximum', () => {
    expect(secondsUntil('2024-01-16', 10 * 86400, now)).toBe(86400)
    expect(secondsUntil('2024-03-16', 10 * 86400, now)).toBe(10 * 86400)
    expect(secondsUntil('2024-01-14', 10 * 86400, now)).toBeLessThan(0)
  })

  it('words the 422 hint', () => {
    expect(latestExpiryHint(30 * 86400, now)).toBe('Choose not later than 14/02/2024 (in 30 days).')
  })
})
