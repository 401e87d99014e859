/** Every address the APIs page shows answers on a real server (no 404 links). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiLinks } from '../../../src/app/pages/analyze/apiLinks.js'
import { removeDir, startInProcess } from '../support/test-server.js'

describe('APIs page links', () => {
  let server: Awaited<ReturnType<typeof startInProcess>>
  beforeAll(async () => {
    server = await startInProcess()
  })
  afterAll(async () => {
    await server?.close()
    if (server) removeDir(server.dataDir)
  })

  it('answers every address with 200 and JSON', async () => {
    const links = apiLinks(server.apiUrl)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      const response = await fetch(link.url)
      expect({ url: link.url, status: response.status }).toEqual({ url: link.url, status: 200 })
      expect(response.headers.get('content-type')).toMatch(/json/)
      await response.json()
    }
  })
})
