import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG_DIRS, removeDir, startInProcess, tempDir } from '../support/test-server.js'

type Server = Awaited<ReturnType<typeof startInProcess>>

const GUI_ORIGIN = 'https://nomad-gui.example.org'

function preflight(server: Server, origin: string) {
  return fetch(`${server.apiUrl}/entries/query`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  })
}

describe('CORS on the API', () => {
  describe('by default (every origin, as NOMAD)', () => {
    let server: Server
    beforeAll(async () => {
      server = await startInProcess({ examplesDir: tempDir('strata-no-examples-') })
    })
    afterAll(async () => {
      await server.close()
      removeDir(server.dataDir)
    })

    it('answers a preflight from another origin, allowing the method and the authorization header', async () => {
      const answer = await preflight(server, GUI_ORIGIN)
      expect(answer.status).toBe(204)
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
      expect(answer.headers.get('access-control-allow-methods')).toContain('POST')
      expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
    })

    it('lets a page of another origin read an answer', async () => {
      const answer = await fetch(`${server.apiUrl}/info`, { headers: { origin: GUI_ORIGIN } })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    })
  })

  describe('limited to configured origins (server.cors_origins)', () => {
    let server: Server
    let configDir: string
    beforeAll(async () => {
      configDir = tempDir('strata-cors-config-')
      writeFileSync(join(configDir, 'strata.yaml'), `server:\n  cors_origins: ['${GUI_ORIGIN}']\n`)
      server = await startInProcess({ configDirs: [...DEFAULT_CONFIG_DIRS, configDir], examplesDir: tempDir('strata-no-examples-') })
    })
    afterAll(async () => {
      await server.close()
      removeDir(server.dataDir)
      removeDir(configDir)
    })

    it('allows the configured origin and no other', async () => {
      expect((await preflight(server, GUI_ORIGIN)).headers.get('access-control-allow-origin')).toBe(GUI_ORIGIN)
      expect((await preflight(server, 'https://elsewhere.example.org')).headers.get('access-control-allow-origin')).toBeNull()
    })
  })
})
