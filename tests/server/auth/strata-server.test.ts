import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStrataServer, type StrataServer } from '../../../src/server/create-server.js'
import { getJson, loginThroughProvider, type Endpoints } from './login-flow.js'

/** The login as the real server mounts it: provider under {base}/auth/, routes under {base}/api/v1. */
describe('auth inside the Strata server', () => {
  let dir: string
  let strata: StrataServer
  let server: Endpoints
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'strata-auth-server-'))
    await writeFile(join(dir, 'strata.yaml'), 'server:\n  example_uploads: false\nenv:\n  appTokenMaxExpiresIn: 3600\n')
    strata = await createStrataServer({ dataDir: join(dir, 'data'), port: 0, configDirs: [dir], guiDir: join(dir, 'no-gui') })
    server = { origin: strata.url, apiUrl: strata.apiUrl, issuer: `${strata.url}/prod/v1/develop/auth/realms/strata` }
  })
  afterAll(async () => {
    await strata?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('logs in through the provider and the API knows the user', async () => {
    const tokens = await loginThroughProvider(server, 'demo', 'demo-password')
    const me = await getJson(`${strata.apiUrl}/users/me`, tokens.access_token)
    expect(me.status).toBe(200)
    expect((await me.json()).username).toBe('demo')
  })

  it('applies the configured app token maximum', async () => {
    const { access_token } = await (await fetch(`${strata.apiUrl}/auth/token?username=demo&password=demo-password`)).json()
    expect((await getJson(`${strata.apiUrl}/auth/app_token?expires_in=3600`, access_token)).status).toBe(200)
    expect((await getJson(`${strata.apiUrl}/auth/app_token?expires_in=3601`, access_token)).status).toBe(422)
  })

  it('lists the auth, users and groups routes in openapi.json', async () => {
    const openApi = await (await fetch(`${strata.apiUrl}/openapi.json`)).json()
    for (const path of ['/auth/token', '/auth/app_token', '/users/me', '/users', '/users/invite', '/groups', '/groups/{group_id}']) {
      expect(Object.keys(openApi.paths)).toContain(path)
    }
  })

  it('answers 401 to a forged token', async () => {
    expect((await getJson(`${strata.apiUrl}/users/me`, 'forged.token.value')).status).toBe(401)
  })
})
