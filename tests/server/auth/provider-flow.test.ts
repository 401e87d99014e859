import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { startAuthServer, type AuthServer } from './harness.js'
import { getJson, loginThroughProvider } from './login-flow.js'

describe('authorization code + PKCE login through the embedded provider', () => {
  let server: AuthServer
  beforeAll(async () => {
    server = await startAuthServer()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('logs the demo user in and the JWT access token opens users/me', async () => {
    const tokens = await loginThroughProvider(server, 'demo', 'demo-password')
    expect(tokens.token_type.toLowerCase()).toBe('bearer')
    const claims = decodeJwt(tokens.access_token)
    expect(claims.iss).toBe(server.issuer)
    expect(claims.aud).toBe(server.apiUrl)
    const me = await getJson(`${server.apiUrl}/users/me`, tokens.access_token)
    expect(me.status).toBe(200)
    const body = await me.json()
    expect(body).toMatchObject({ username: 'demo', name: 'Demo User', user_id: claims.sub })
  })
})
