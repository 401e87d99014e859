import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { CookieBrowser, formAction, pkcePair } from './browser.js'
import { startAuthServer, type AuthServer } from './harness.js'
import { getJson, tokenEndpoint, type Tokens } from './login-flow.js'

/** What keycloak-js (NOMAD's GUI) does: nomad_public, a GUI page as redirect URI, fragment response, scope openid. */
async function keycloakJsLogin(server: AuthServer) {
  const page = `${server.origin}/fairdi/nomad/latest/gui/search/entries`
  const { verifier, challenge } = pkcePair()
  const authorize = new URL(`${server.issuer}/protocol/openid-connect/auth`)
  authorize.search = new URLSearchParams({
    client_id: 'nomad_public',
    redirect_uri: page,
    state: 'c0ffee-state',
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    nonce: 'n-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString()
  const browser = new CookieBrowser()
  const { url, response } = await browser.follow(authorize.href)
  const form = await browser.postForm(formAction(await response.text(), url), { login: 'demo', password: 'demo-password' })
  const { url: landing } = await browser.follow(new URL(form.headers.get('location')!, url).href, (next) => next.startsWith(page))
  const fragment = new URL(landing).hash.slice(1)
  const code = new URLSearchParams(fragment).get('code')!
  const exchange = await fetch(tokenEndpoint(server), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'nomad_public', code, redirect_uri: page, code_verifier: verifier }),
  })
  expect(exchange.status).toBe(200)
  return { fragment, tokens: (await exchange.json()) as Tokens }
}

const refreshWith = (server: AuthServer, refreshToken: string) =>
  fetch(tokenEndpoint(server), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'nomad_public', refresh_token: refreshToken }),
  })

describe('login through keycloak-js (NOMAD GUI) as Keycloak answers it', () => {
  let server: AuthServer
  let login: Awaited<ReturnType<typeof keycloakJsLogin>>
  beforeAll(async () => {
    server = await startAuthServer()
    login = await keycloakJsLogin(server)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers the authorization in Keycloak form: a fragment starting with state=, the code last', () => {
    expect(login.fragment.startsWith('state=c0ffee-state&')).toBe(true)
    expect([...new URLSearchParams(login.fragment).keys()]).toEqual(['state', 'iss', 'code'])
  })

  it('names the user in the access and ID tokens although only the openid scope was asked for', () => {
    const expected = { name: 'Demo User', preferred_username: 'demo', email: 'demo@strata.example' }
    expect(decodeJwt(login.tokens.access_token)).toMatchObject(expected)
    expect(decodeJwt(login.tokens.id_token!)).toMatchObject({ ...expected, given_name: 'Demo', family_name: 'User' })
  })

  it('gives a refresh token that decodes as a JWT, is refused as a bearer token and refreshes (rotated) again as a JWT', async () => {
    const refreshToken = login.tokens.refresh_token!
    const claims = decodeJwt(refreshToken)
    expect(claims).toMatchObject({ typ: 'Refresh', iss: server.issuer, aud: server.issuer, azp: 'nomad_public', sub: decodeJwt(login.tokens.access_token).sub })
    expect(claims.exp! - claims.iat!).toBeGreaterThan(24 * 60 * 60)
    expect((await getJson(`${server.apiUrl}/users/me`, refreshToken)).status).toBe(401)

    const refreshed = await refreshWith(server, refreshToken)
    expect(refreshed.status).toBe(200)
    const renewed = (await refreshed.json()) as Tokens
    expect(decodeJwt(renewed.refresh_token!).typ).toBe('Refresh')
    expect((await (await getJson(`${server.apiUrl}/users/me`, renewed.access_token)).json()).username).toBe('demo')
    // a forged refresh token of the right shape is not in the store
    const forged = await refreshWith(server, refreshToken.replace(/.{4}$/, 'AAAA'))
    expect((await forged.json()).error).toBe('invalid_grant')
  })

  it('answers userinfo for the access token (keycloak-js loadUserInfo), and 401 without a valid one', async () => {
    const discovery = await (await fetch(`${server.issuer}/.well-known/openid-configuration`)).json()
    expect(discovery.userinfo_endpoint).toBe(`${server.issuer}/protocol/openid-connect/userinfo`)
    const info = await getJson(discovery.userinfo_endpoint, login.tokens.access_token)
    expect(info.status).toBe(200)
    expect(await info.json()).toMatchObject({
      sub: decodeJwt(login.tokens.access_token).sub,
      name: 'Demo User',
      preferred_username: 'demo',
      email: 'demo@strata.example',
      given_name: 'Demo',
      family_name: 'User',
    })
    const anonymous = await getJson(discovery.userinfo_endpoint)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('www-authenticate')).toMatch(/invalid_token/)
    expect((await getJson(discovery.userinfo_endpoint, `${login.tokens.access_token}x`)).status).toBe(401)
  })
})
