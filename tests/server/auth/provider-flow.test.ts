import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { formAction } from './browser.js'
import { BASE_PATH, startAuthServer, type AuthServer } from './harness.js'
import { callbackUrl, codeFromRedirect, exchangeCode, getJson, loginThroughProvider, openLoginPage, refresh, type Tokens } from './login-flow.js'

describe('authorization code + PKCE login through the embedded provider', () => {
  let server: AuthServer
  beforeAll(async () => {
    server = await startAuthServer()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('publishes a Keycloak-like discovery document under the issuer', async () => {
    const response = await fetch(`${server.issuer}/.well-known/openid-configuration`)
    expect(response.status).toBe(200)
    const discovery = await response.json()
    expect(discovery.issuer).toBe(`${server.origin}${BASE_PATH}/auth/realms/strata`)
    expect(discovery.authorization_endpoint).toBe(`${server.issuer}/protocol/openid-connect/auth`)
    expect(discovery.token_endpoint).toBe(`${server.issuer}/protocol/openid-connect/token`)
    expect(discovery.end_session_endpoint).toBe(`${server.issuer}/protocol/openid-connect/logout`)
    expect(discovery.code_challenge_methods_supported).toEqual(['S256'])
  })

  it('logs the demo user in; the JWT access token opens users/me and the ID token names the user', async () => {
    const tokens = await loginThroughProvider(server, 'demo', 'demo-password')
    expect(tokens.token_type.toLowerCase()).toBe('bearer')
    const claims = decodeJwt(tokens.access_token)
    expect(claims.iss).toBe(server.issuer)
    expect(claims.aud).toBe(server.apiUrl)
    const me = await getJson(`${server.apiUrl}/users/me`, tokens.access_token)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ username: 'demo', name: 'Demo User', user_id: claims.sub, email: 'demo@strata.example' })
    const idToken = decodeJwt(tokens.id_token!)
    expect(idToken).toMatchObject({ sub: claims.sub, name: 'Demo User', preferred_username: 'demo', aud: 'strata_gui' })
    expect(idToken.groups).toEqual(['demo-group'])
  })

  it('accepts a login by email', async () => {
    const tokens = await loginThroughProvider(server, 'reviewer@strata.example', 'reviewer-password')
    const me = await getJson(`${server.apiUrl}/users/me`, tokens.access_token)
    expect((await me.json()).username).toBe('reviewer')
  })

  it('shows an error on the login page for a wrong password and issues no code', async () => {
    const { browser, url, html } = await openLoginPage(server)
    expect(html).toContain('Username or email')
    const response = await browser.postForm(formAction(html, url), { login: 'demo', password: 'wrong-password' })
    expect(response.status).toBe(401)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('Invalid username or password.')
  })

  it('refuses an authorization request without PKCE', async () => {
    const authorize = new URL(`${server.issuer}/protocol/openid-connect/auth`)
    authorize.search = new URLSearchParams({ client_id: 'strata_gui', response_type: 'code', scope: 'openid', redirect_uri: callbackUrl(server), state: 's' }).toString()
    const response = await fetch(authorize, { redirect: 'manual' })
    const location = new URL(response.headers.get('location')!)
    expect(location.href.startsWith(callbackUrl(server))).toBe(true)
    expect(location.searchParams.get('error')).toBe('invalid_request')
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/)
  })

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const { browser, url, html, state } = await openLoginPage(server)
    const response = await browser.postForm(formAction(html, url), { login: 'demo', password: 'demo-password' })
    const code = await codeFromRedirect(server, browser, response, url, state)
    const exchange = await exchangeCode(server, code, 'x'.repeat(43))
    expect(exchange.status).toBe(400)
    expect((await exchange.json()).error).toBe('invalid_grant')
  })

  it('accepts the localhost twin of the public origin as redirect target', async () => {
    const authorize = new URL(`${server.issuer}/protocol/openid-connect/auth`)
    const twin = callbackUrl(server).replace('127.0.0.1', 'localhost')
    authorize.search = new URLSearchParams({
      client_id: 'strata_gui', response_type: 'code', scope: 'openid', redirect_uri: twin, code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
    }).toString()
    const response = await fetch(authorize, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/\/auth\/realms\/strata\/interaction\//)
  })

  it('answers CORS preflights of the GUI origin at the token endpoint', async () => {
    const response = await fetch(`${server.issuer}/protocol/openid-connect/token`, {
      method: 'OPTIONS',
      headers: { origin: server.origin.replace('127.0.0.1', 'localhost'), 'access-control-request-method': 'POST' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe(server.origin.replace('127.0.0.1', 'localhost'))
  })

  it('keeps sessions and refresh tokens across a restart on the same data dir', async () => {
    const tokens = await loginThroughProvider(server, 'demo', 'demo-password')
    expect(tokens.refresh_token).toBeTruthy()
    await server.restart()
    const refreshed = await refresh(server, tokens.refresh_token!)
    expect(refreshed.status).toBe(200)
    const renewed = (await refreshed.json()) as Tokens
    expect(renewed.access_token).not.toBe(tokens.access_token)
    const me = await getJson(`${server.apiUrl}/users/me`, renewed.access_token)
    expect((await me.json()).username).toBe('demo')
    // The browser's login session survived too: the account page still knows the user.
    const account = await tokens.browser.fetch(`${server.issuer}/account`)
    expect(await account.text()).toContain('Demo User')
  })

  it('shows the account page of the logged-in user, and a hint when nobody is logged in', async () => {
    const { browser } = await loginThroughProvider(server, 'reviewer', 'reviewer-password')
    const page = await (await browser.fetch(`${server.issuer}/account`)).text()
    expect(page).toContain('Reviewer User')
    expect(page).toContain('reviewer@strata.example')
    expect(page).toContain('Demo Group')
    const anonymous = await (await fetch(`${server.issuer}/account`)).text()
    expect(anonymous).toContain('You are not logged in.')
  })

  it('logs out through end_session and returns to the GUI', async () => {
    const tokens = await loginThroughProvider(server, 'demo', 'demo-password')
    const { browser } = tokens
    const gui = `${server.origin}${BASE_PATH}/gui/`
    const logout = new URL(`${server.issuer}/protocol/openid-connect/logout`)
    logout.search = new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: gui }).toString()
    const confirmPage = await browser.fetch(logout.href)
    const html = await confirmPage.text()
    expect(html).toContain("document.getElementById('op.logoutForm').submit()")
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    const confirmed = await browser.postForm(formAction(html, logout.href), fields)
    expect(confirmed.headers.get('location')).toBe(gui)
    const account = await (await browser.fetch(`${server.issuer}/account`)).text()
    expect(account).toContain('You are not logged in.')
  })
})
