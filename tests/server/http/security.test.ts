/**
 * Hardening against a real server: security headers on the GUI, the API and the identity
 * provider; state-changing calls authenticated by the login cookie refused from other sites; login
 * rate limiting and account lockout on auth/token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CROSS_SITE_REFUSED } from '../../../src/server/http/cross-site-guard.js'
import { AUTH_PATH } from '../../../src/server/paths.js'
import { registerUser, startUploadsServer, type UploadsServer } from '../uploads/support.js'

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name, values]))
}

describe('security hardening over HTTP', () => {
  let server: UploadsServer
  let token: string
  beforeAll(async () => {
    server = await startUploadsServer()
    token = await server.token('demo', 'demo-password')
  }, 60000)
  afterAll(() => server?.stop())

  it('sends a CSP without inline scripts, frame-ancestors, nosniff and a referrer policy with the GUI', async () => {
    for (const path of ['', 'env.js', 'search/entries']) {
      const response = await fetch(`${server.guiUrl}${path}`)
      const csp = directives(response.headers.get('content-security-policy'))
      expect(csp['script-src']).toContain("'self'")
      expect(csp['script-src']).not.toContain("'unsafe-inline'")
      expect(csp['object-src']).toEqual(["'none'"])
      expect(csp['frame-ancestors']).toEqual(["'self'"])
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it('lets nothing run or load from an API response opened in the browser, such as a raw HTML file', async () => {
    const created = await server.json('/uploads?upload_name=html', { method: 'POST', token })
    const uploadId = created.body.upload_id as string
    await server.api(`/uploads/${uploadId}/raw/?file_name=page.html&wait_for_processing=true`, { method: 'PUT', token, body: '<script>alert(document.cookie)</script>' })
    for (const response of [await server.api('/info'), await server.api(`/uploads/${uploadId}/raw/page.html`, { token }), await server.api('/no/such/route')]) {
      expect(directives(response.headers.get('content-security-policy'))).toMatchObject({ 'default-src': ["'none'"], 'frame-ancestors': ["'self'"] })
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it("keeps the identity provider's pages from being framed by other sites", async () => {
    const response = await fetch(`${server.url}${AUTH_PATH}/realms/strata/.well-known/openid-configuration`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'self'"])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  describe('cross-site requests', () => {
    const cookie = () => `Authorization=${encodeURIComponent(`Bearer ${token}`)}`
    const uploadNames = async () => ((await server.json('/uploads?page_size=100', { token })).body.data as { upload_name?: string }[]).map((upload) => upload.upload_name)

    it('refuses a state-changing call authenticated by the cookie from another site, and changes nothing', async () => {
      for (const [name, headers] of [['evil-origin', { origin: 'https://evil.example' }], ['evil-fetch', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }], ['sibling', { 'sec-fetch-site': 'same-site' }]] as const) {
        const response = await server.api(`/uploads?upload_name=${name}`, { method: 'POST', headers: { cookie: cookie(), ...headers } })
        expect(response.status).toBe(403)
        expect(await response.json()).toEqual({ detail: CROSS_SITE_REFUSED })
      }
      expect((await uploadNames()).filter((name) => ['evil-origin', 'evil-fetch', 'sibling'].includes(name ?? ''))).toEqual([])
    })

    it('takes the same call from this site, from a client that names no site, and with the token in the header from anywhere', async () => {
      const own = await server.api('/uploads?upload_name=own-site', { method: 'POST', headers: { cookie: cookie(), origin: new URL(server.url).origin, 'sec-fetch-site': 'same-origin' } })
      const script = await server.api('/uploads?upload_name=script', { method: 'POST', headers: { cookie: cookie() } })
      const header = await server.api('/uploads?upload_name=bearer', { method: 'POST', token, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })
      expect([own.status, script.status, header.status]).toEqual([200, 200, 200])
      expect(await uploadNames()).toEqual(expect.arrayContaining(['own-site', 'script', 'bearer']))
    })

    it('still answers reads authenticated by the cookie from anywhere (downloads by plain links)', async () => {
      const response = await server.api('/uploads', { headers: { cookie: cookie(), 'sec-fetch-site': 'cross-site' } })
      expect(response.status).toBe(200)
    })
  })

  it('locks an account after 5 failed logins, even for the right password, with the time to wait; other accounts log in as usual', async () => {
    const user = await registerUser(server.dataDir, 'lockme')
    const login = (password: string) => server.api(`/auth/token?username=lockme&password=${encodeURIComponent(password)}`)
    for (let i = 0; i < 5; i++) expect((await login(`wrong-${i}`)).status).toBe(401)
    const locked = await login(user.password)
    expect(locked.status).toBe(429)
    expect(await locked.json()).toEqual({ detail: 'Too many failed logins. Try again in 15 minutes.' })
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800)
    const form = await server.api('/auth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=LockMe&password=${encodeURIComponent(user.password)}` })
    expect(form.status).toBe(429)
    expect(await server.token('demo', 'demo-password')).toBeTruthy()
  })
})
