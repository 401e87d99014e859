import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..', '..')

/** CPU time the process has used so far (all threads), in milliseconds; /proc's clock ticks are 10 ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

describe('a server whose log pipes broke (the reader of its output exited)', () => {
  const cleanup: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const step of cleanup.splice(0)) await step()
  })

  it('keeps answering, without spinning, when it logs afterwards', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'strata-logs-'))
    // STRATA_SEARCH_PROFILE logs every search statement: a search request makes the server write a log line.
    const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: '0', STRATA_DATA: dataDir, STRATA_SKIP_BUILD: '1', STRATA_SEARCH_PROFILE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // A stop, not a kill: the server stops what it started (the tools hub) on the way out.
    cleanup.push(async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done))
        child.kill('SIGTERM')
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000)
        await exited
        clearTimeout(killer)
      }
      rmSync(dataDir, { recursive: true, force: true })
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    const guiUrl = await new Promise<string>((resolveUrl, reject) => {
      const timer = setInterval(() => {
        const match = /Strata is running at (\S+)/.exec(output)
        if (match || child.exitCode !== null) clearInterval(timer)
        if (match) resolveUrl(match[1])
        else if (child.exitCode !== null) reject(new Error(`server exited:\n${output}`))
      }, 50)
    })
    child.stdout.destroy()
    child.stderr.destroy()
    const api = `${new URL(guiUrl).origin}/prod/v1/develop/api/v1`
    const search = () =>
      fetch(`${api}/entries/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ owner: 'public' }), signal: AbortSignal.timeout(20_000) })

    expect((await search()).status).toBe(200)
    const before = cpuMs(child.pid!)
    await new Promise((wait) => setTimeout(wait, 2000))
    // Idle, the server uses next to nothing; spinning, it used about a core (2000 ms here).
    expect(cpuMs(child.pid!) - before).toBeLessThan(500)
    expect((await search()).status).toBe(200)
  })
})
