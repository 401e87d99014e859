import { CookieBrowser, formAction, pkcePair } from './browser.js'
import { BASE_PATH, type AuthServer } from './harness.js'

/** Where a server's provider and API are reached. */
export type Endpoints = Pick<AuthServer, 'origin' | 'issuer' | 'apiUrl'>

export interface Tokens {
  access_token: string
  refresh_token?: string
  id_token?: string
  token_type: string
  expires_in: number
}

export const callbackUrl = (server: Endpoints) => `${server.origin}${BASE_PATH}/gui/auth/callback`
export const tokenEndpoint = (server: Endpoints) => `${server.issuer}/protocol/openid-connect/token`

/** Starts the GUI's login: the authorization request with PKCE, followed to the login page. */
export async function openLoginPage(server: Endpoints, browser = new CookieBrowser()) {
  const { verifier, challenge } = pkcePair()
  const state = Math.random().toString(36).slice(2)
  const authorize = new URL(`${server.issuer}/protocol/openid-connect/auth`)
  authorize.search = new URLSearchParams({
    client_id: 'strata_gui',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: callbackUrl(server),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }).toString()
  const { url, response } = await browser.follow(authorize.href)
  return { browser, verifier, state, url, html: await response.text(), status: response.status }
}

/** Follows the redirects after a submitted form up to the GUI callback and returns its code. */
export async function codeFromRedirect(server: Endpoints, browser: CookieBrowser, response: Response, from: string, state: string) {
  const location = response.headers.get('location')
  if (!location) throw new Error(`expected a redirect, got ${response.status}: ${(await response.text()).slice(0, 500)}`)
  const { url } = await browser.follow(new URL(location, from).href, (next) => next.startsWith(callbackUrl(server)))
  const params = new URL(url).searchParams
  if (params.get('state') !== state) throw new Error(`state mismatch in ${url}`)
  const code = params.get('code')
  if (!code) throw new Error(`no code in ${url}`)
  return code
}

export async function exchangeCode(server: Endpoints, code: string, verifier: string): Promise<Response> {
  return fetch(tokenEndpoint(server), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'strata_gui', code, redirect_uri: callbackUrl(server), code_verifier: verifier }),
  })
}

export async function refresh(server: Endpoints, refreshToken: string): Promise<Response> {
  return fetch(tokenEndpoint(server), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'strata_gui', refresh_token: refreshToken }),
  })
}

/** The whole GUI login of a user, done by code: authorize → login form → consent → code → tokens. */
export async function loginThroughProvider(server: Endpoints, login: string, password: string): Promise<Tokens & { browser: CookieBrowser }> {
  const { browser, verifier, state, url, html } = await openLoginPage(server)
  const response = await browser.postForm(formAction(html, url), { login, password })
  const code = await codeFromRedirect(server, browser, response, url, state)
  const tokenResponse = await exchangeCode(server, code, verifier)
  if (tokenResponse.status !== 200) throw new Error(`token exchange failed: ${tokenResponse.status} ${await tokenResponse.text()}`)
  return { ...((await tokenResponse.json()) as Tokens), browser }
}

export function getJson(url: string, token?: string) {
  return fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
}
