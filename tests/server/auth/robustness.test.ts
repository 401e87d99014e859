import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_PATH, startAuthServer, type AuthServer } from './harness.js'
import { getJson } from './login-flow.js'

describe('auth survives malformed and hostile requests', () => {
  let server: AuthServer
  beforeAll(async () => {
    server = await startAuthServer()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers every odd request with an error status, never a dropped connection', async () => {
    const issuer = server.issuer
    const requests: [string, RequestInit?][] = [
      [`${issuer}/interaction/unknown-uid`],
      [`${issuer}/interaction/unknown-uid/login`, { method: 'POST', body: 'login=demo&password=demo-password', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
      [`${issuer}/interaction/unknown-uid/register`, { method: 'POST', body: '%%%', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
      [`${issuer}/interaction/x/abort`, { headers: { cookie: '_strata_interaction=forged; _strata_interaction.sig=forged' } }],
      [`${issuer}/protocol/openid-connect/token`, { method: 'POST', body: '{"grant_type":', headers: { 'content-type': 'application/json' } }],
      [`${issuer}/protocol/openid-connect/token`, { method: 'POST', body: 'grant_type=refresh_token&client_id=strata_gui&refresh_token=forged', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
      [`${issuer}/protocol/openid-connect/auth?client_id=unknown&response_type=code`],
      [`${issuer}/protocol/openid-connect/auth?client_id=strata_gui&redirect_uri=https://evil.example/cb&response_type=code&scope=openid`],
      [`${issuer}/protocol/openid-connect/logout?id_token_hint=garbage`],
      [`${issuer}/%E0%A4%A`],
      [`${issuer}`],
      [`${server.origin}${BASE_PATH}/auth/elsewhere`],
      [`${server.apiUrl}/auth/token`, { method: 'POST', body: '{"username": 1', headers: { 'content-type': 'application/json' } }],
      [`${server.apiUrl}/auth/token`, { method: 'POST' }],
      [`${server.apiUrl}/users/invite`, { method: 'PUT', body: 'not json', headers: { 'content-type': 'application/json', authorization: 'Bearer a.b.c' } }],
    ]
    for (const [url, init] of requests) {
      const response = await fetch(url, { redirect: 'manual', ...init })
      expect(response.status, url).toBeGreaterThanOrEqual(300)
      expect(response.status, url).toBeLessThan(500)
      await response.arrayBuffer()
    }
    expect((await getJson(`${server.apiUrl}/users?prefix=demo`)).status).toBe(200)
  })

  it('treats a forged session cookie as nobody logged in', async () => {
    const page = await fetch(`${server.issuer}/account`, { headers: { cookie: '_strata_session=forged; _strata_session.sig=forged' } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('You are not logged in.')
  })

  it('tells a user whose login page expired to start again', async () => {
    const page = await fetch(`${server.issuer}/interaction/unknown-uid`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('Please go back to Strata and log in again.')
  })

  it('pages carry no external assets', async () => {
    const page = await (await fetch(`${server.issuer}/account`)).text()
    expect(page).not.toMatch(/<link|<img|<script[^>]*src=|url\(/)
    expect(page).not.toContain('@import')
  })
})
