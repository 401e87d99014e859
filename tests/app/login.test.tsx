// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { anonymous, loggedIn, renderShell, testEnv } from './support/shell.js'

afterEach(cleanup)

const topBar = () => screen.getByRole('banner')

describe('login bar', () => {
  it("offers 'Login / Register' to anonymous visitors and starts the login", async () => {
    const auth = anonymous()
    renderShell({ auth })
    await screen.findByRole('heading', { name: 'Information' })
    fireEvent.click(within(topBar()).getByRole('button', { name: 'Login / Register' }))
    expect(auth.login).toHaveBeenCalledTimes(1)
  })

  it("welcomes a logged-in user by name, linking to the provider's account page, with a Logout button", async () => {
    const auth = loggedIn()
    renderShell({ auth })
    await screen.findByRole('heading', { name: 'Information' })
    const bar = topBar()
    expect(bar.textContent).toContain('Welcome Sheldon Cooper')
    expect(within(bar).getByRole('link', { name: 'Sheldon Cooper' }).getAttribute('href')).toBe(
      'http://strata.test/prod/v1/develop/auth/realms/strata/account',
    )
    expect(within(bar).queryByRole('button', { name: 'Login / Register' })).toBeNull()
    fireEvent.click(within(bar).getByRole('button', { name: 'Logout' }))
    expect(auth.logout).toHaveBeenCalledTimes(1)
  })
})

describe('access gate', () => {
  it('asks anonymous visitors to log in when the installation requires it', async () => {
    const auth = anonymous()
    renderShell({ auth, env: testEnv({ globalLoginRequired: true }) })
    expect(await screen.findByText('You have to be logged in to use this installation.')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Information' })).toBeNull()
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Login / Register' }))
    expect(auth.login).toHaveBeenCalled()
  })

  it('lets anonymous visitors in when login is not required', async () => {
    renderShell({ auth: anonymous() })
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeTruthy()
  })

  it('turns away a logged-in user whose profile cannot be fetched', async () => {
    const auth = loggedIn()
    renderShell({ auth, answers: { 'users/me': { status: 401, body: { detail: 'Unknown user' } } } })
    expect(await screen.findByText('You are not allowed to access this installation. Please logout and try again.')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Information' })).toBeNull()
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }))
    expect(auth.logout).toHaveBeenCalled()
  })

  it("checks the logged-in user's profile with the bearer token before showing the page", async () => {
    const shell = renderShell({ auth: loggedIn(), env: testEnv({ globalLoginRequired: true }) })
    expect(await screen.findByRole('heading', { name: 'Information' })).toBeTruthy()
    const profileCall = shell.apiCalls.find((request) => request.url.endsWith('/api/v1/users/me'))
    expect(profileCall?.headers.get('authorization')).toBe('Bearer token-1')
  })

  it('waits while the login check at load runs', async () => {
    renderShell({ auth: anonymous({ status: 'checking' }) })
    expect(await screen.findByRole('progressbar', { name: 'Checking access' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Information' })).toBeNull()
  })

  it("shows 'You have to login to use this functionality.' on the token form for anonymous users and disables it", async () => {
    renderShell({ path: '/analyze/apis' })
    expect(await screen.findByText('You have to login to use this functionality.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Get app token' }).hasAttribute('disabled')).toBe(true)
  })
})
