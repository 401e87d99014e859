import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import { startAuthServer, type AuthServer } from './harness.js'
import { getJson } from './login-flow.js'

const MAX_EXPIRES_IN = 2592000

async function passwordToken(server: AuthServer, username: string, password: string) {
  return fetch(`${server.apiUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  })
}

/** A token with the server's claims, signed with the given key. */
async function signLike(server: AuthServer, key: JWK, claims: { sub: string; exp: number }) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(server.issuer)
    .setAudience(server.apiUrl)
    .setSubject(claims.sub)
    .setIssuedAt(claims.exp - 3600)
    .setExpirationTime(claims.exp)
    .sign(await importJWK(key, 'RS256'))
}

async function serverKey(server: AuthServer): Promise<JWK> {
  const stored = JSON.parse(await readFile(join(server.dataDir, 'auth', 'jwks.json'), 'utf8'))
  return stored.keys[0]
}

describe('API tokens: auth/token, auth/app_token and the bearer check', () => {
  let server: AuthServer
  let demoToken: string
  let demoId: string
  beforeAll(async () => {
    server = await startAuthServer({ appTokenMaxExpiresIn: MAX_EXPIRES_IN })
    const response = await passwordToken(server, 'demo', 'demo-password')
    demoToken = (await response.json()).access_token
    demoId = decodeJwt(demoToken).sub!
  })
  afterAll(async () => {
    await server?.close()
  })

  it('keeps its signing keys private to the server user', async () => {
    const info = await stat(join(server.dataDir, 'auth', 'jwks.json'))
    expect(info.mode & 0o777).toBe(0o600)
  })

  it('POST auth/token answers a bearer token for a form login, 401 for wrong credentials', async () => {
    const good = await passwordToken(server, 'demo', 'demo-password')
    expect(good.status).toBe(200)
    const body = await good.json()
    expect(body.token_type).toBe('bearer')
    expect((await (await getJson(`${server.apiUrl}/users/me`, body.access_token)).json()).username).toBe('demo')
    const bad = await passwordToken(server, 'demo', 'nope')
    expect(bad.status).toBe(401)
    expect(await bad.json()).toEqual({ detail: 'Incorrect username or password' })
    const unknown = await passwordToken(server, 'nobody', 'demo-password')
    expect(unknown.status).toBe(401)
  })

  it('GET auth/token takes the credentials from the query', async () => {
    const good = await fetch(`${server.apiUrl}/auth/token?username=reviewer&password=reviewer-password`)
    expect(good.status).toBe(200)
    const me = await getJson(`${server.apiUrl}/users/me`, (await good.json()).access_token)
    expect((await me.json()).username).toBe('reviewer')
    const missing = await fetch(`${server.apiUrl}/auth/token?username=reviewer`)
    expect(missing.status).toBe(422)
  })

  it('answers 401 to users/me without a token', async () => {
    const response = await getJson(`${server.apiUrl}/users/me`)
    expect(response.status).toBe(401)
    expect(typeof (await response.json()).detail).toBe('string')
  })

  it('refuses forged, tampered, expired, malformed and orphaned tokens with 401 and keeps serving', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true })
    const foreignKey = { ...(await exportJWK(privateKey)), kid: (await serverKey(server)).kid }
    const inAnHour = Math.floor(Date.now() / 1000) + 3600
    const forged = await signLike(server, foreignKey, { sub: demoId, exp: inAnHour })
    const expired = await signLike(server, await serverKey(server), { sub: demoId, exp: Math.floor(Date.now() / 1000) - 120 })
    const orphaned = await signLike(server, await serverKey(server), { sub: 'no-such-user', exp: inAnHour })
    const [header, payload, signature] = demoToken.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url'), signature].join('.')

    for (const token of [forged, tampered, expired, orphaned, 'not-a-jwt', `${demoToken}x`]) {
      const response = await getJson(`${server.apiUrl}/users/me`, token)
      expect(response.status, token).toBe(401)
      expect(typeof (await response.json()).detail).toBe('string')
    }
    const expiredAnswer = await (await getJson(`${server.apiUrl}/users/me`, expired)).json()
    expect(expiredAnswer.detail).toMatch(/expired/)
    const basic = await fetch(`${server.apiUrl}/users/me`, { headers: { authorization: 'Basic ZGVtbzpkZW1vLXBhc3N3b3Jk' } })
    expect(basic.status).toBe(401)
    // The server is still up and the genuine token still works.
    expect((await getJson(`${server.apiUrl}/users/me`, demoToken)).status).toBe(200)
  })

  it('refuses a token on any route, even one open to anonymous users', async () => {
    const response = await getJson(`${server.apiUrl}/groups`, 'not-a-jwt')
    expect(response.status).toBe(401)
  })

  it('accepts the token from the GUI cookie and treats a stale cookie as anonymous', async () => {
    const withCookie = await fetch(`${server.apiUrl}/users/me`, { headers: { cookie: `Authorization=${encodeURIComponent(`Bearer ${demoToken}`)}` } })
    expect(withCookie.status).toBe(200)
    const stale = await fetch(`${server.apiUrl}/users?prefix=demo`, { headers: { cookie: 'Authorization=Bearer%20garbage' } })
    expect(stale.status).toBe(200)
  })

  it('auth/app_token needs a login', async () => {
    const response = await fetch(`${server.apiUrl}/auth/app_token?expires_in=3600`)
    expect(response.status).toBe(401)
  })

  it('auth/app_token issues a token that works and expires when asked', async () => {
    const before = Math.floor(Date.now() / 1000)
    const response = await getJson(`${server.apiUrl}/auth/app_token?expires_in=86400`, demoToken)
    expect(response.status).toBe(200)
    const { app_token } = await response.json()
    const exp = decodeJwt(app_token).exp!
    expect(exp - before).toBeGreaterThanOrEqual(86400)
    expect(exp - before).toBeLessThanOrEqual(86400 + 5)
    expect((await (await getJson(`${server.apiUrl}/users/me`, app_token)).json()).user_id).toBe(demoId)
  })

  it('auth/app_token answers 422 naming the maximum when expires_in is longer', async () => {
    const response = await getJson(`${server.apiUrl}/auth/app_token?expires_in=${MAX_EXPIRES_IN + 1}`, demoToken)
    expect(response.status).toBe(422)
    const { detail } = await response.json()
    expect(detail[0].loc).toEqual(['query', 'expires_in'])
    expect(detail[0].msg).toContain(String(MAX_EXPIRES_IN))
    expect(detail[0].ctx).toEqual({ le: MAX_EXPIRES_IN })
    const exactlyMax = await getJson(`${server.apiUrl}/auth/app_token?expires_in=${MAX_EXPIRES_IN}`, demoToken)
    expect(exactlyMax.status).toBe(200)
    const negative = await getJson(`${server.apiUrl}/auth/app_token?expires_in=-5`, demoToken)
    expect(negative.status).toBe(422)
  })
})
