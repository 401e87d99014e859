import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from './support/server.js'

/** CPU time the process has used so far (all threads), in milliseconds; /proc's clock ticks are 10 ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

describe('a server whose log pipes broke (the reader of its output exited)', () => {
  let server: RunningServer | undefined
  afterEach(async () => {
    await server?.stop()
    server = undefined
  })

  it('keeps answering, without spinning, when it logs afterwards', async () => {
    // STRATA_SEARCH_PROFILE logs every search statement: a search request makes the server write a log line.
    server = await startServer({ env: { STRATA_SEARCH_PROFILE: '1' } })
    server.closeOutput()
    const api = `${server.origin}/prod/v1/develop/api/v1`
    const search = () =>
      fetch(`${api}/entries/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ owner: 'public' }), signal: AbortSignal.timeout(20_000) })

    expect((await search()).status).toBe(200)
    const before = cpuMs(server.pid)
    await new Promise((wait) => setTimeout(wait, 2000))
    // Idle, the server uses next to nothing; spinning, it used about a core (2000 ms here).
    expect(cpuMs(server.pid) - before).toBeLessThan(500)
    expect((await search()).status).toBe(200)
  })
})
