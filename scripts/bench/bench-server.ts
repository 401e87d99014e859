// A Strata server started as `npm start` would (its own process, no example uploads), for benches
// that measure it from outside: its API address, a demo user's token, its peak memory and a stop.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..')

export interface BenchServer {
  api: string
  token: string
  /** The server process's peak resident memory so far (VmHWM), in MiB. */
  peakRssMb(): number
  stop(): Promise<void>
}

/** Starts a server on a fresh data directory with `serverSettings` (YAML lines under `server:`). */
export async function startBenchServer(name: string, serverSettings = ''): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `strata-bench-${name}-`))
  const configDir = mkdtempSync(join(tmpdir(), `strata-bench-${name}-config-`))
  writeFileSync(join(configDir, 'strata.yaml'), `server:\n  example_uploads: false\n${serverSettings}`)
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: '0', STRATA_DATA: dataDir, STRATA_SKIP_BUILD: '1', STRATA_CONFIG_DIR: configDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((exited) => child.once('exit', exited))
    }
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(configDir, { recursive: true, force: true })
  }
  try {
    const guiUrl = await new Promise<string>((resolveUrl, reject) => {
      const timer = setInterval(() => {
        const match = /Strata is running at (\S+)/.exec(output)
        if (match || child.exitCode !== null) clearInterval(timer)
        if (match) resolveUrl(match[1])
        else if (child.exitCode !== null) reject(new Error(`server exited:\n${output}`))
      }, 50)
    })
    const api = `${new URL(guiUrl).origin}/prod/v1/develop/api/v1`
    const token = ((await (await fetch(`${api}/auth/token?username=demo&password=demo-password`)).json()) as { access_token: string }).access_token
    const peakRssMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024
    return { api, token, peakRssMb, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
