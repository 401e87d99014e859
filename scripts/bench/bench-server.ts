// A Strata server started as `npm start` would (its own process, no example uploads), for benches
// that measure it from outside: its API address, a demo user's token, its peak memory and a stop.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..')
/** USER_HZ of Linux, 100 on every common architecture. */
const CLOCK_TICKS_PER_SECOND = 100

export interface BenchServer {
  api: string
  token: string
  /** The server process's peak resident memory so far (VmHWM), in MiB. */
  peakRssMb(): number
  /** CPU time the server process has used so far, all its threads summed, in seconds. */
  cpuSeconds(): number
  stop(): Promise<void>
}

/** Starts a server on a fresh data directory with `serverSettings` (YAML lines under `server:`). */
export async function startBenchServer(name: string, serverSettings = ''): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `strata-bench-${name}-`))
  const configDir = mkdtempSync(join(tmpdir(), `strata-bench-${name}-config-`))
  writeFileSync(join(configDir, 'strata.yaml'), `server:\n  example_uploads: false\n${serverSettings}`)
  // STRATA_BENCH_CPU_PROF=<dir> writes the server's CPU profiles (main thread and parse workers) there.
  const profiling = process.env.STRATA_BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.STRATA_BENCH_CPU_PROF}`] : []
  const child = spawn(process.execPath, [...profiling, join(root, 'scripts', 'start.mjs')], {
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
  /** Waits for the server to log a line matching pattern (rejects when it exits first). */
  const logLine = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolveLine, reject) => {
      const timer = setInterval(() => {
        const match = pattern.exec(output)
        if (match || child.exitCode !== null) clearInterval(timer)
        if (match) resolveLine(match)
        else if (child.exitCode !== null) reject(new Error(`server exited:\n${output}`))
      }, 50)
    })
  try {
    const guiUrl = (await logLine(/Strata is running at (\S+)/))[1]
    // The tools hub (JupyterHub) starts after the server answers and keeps a core busy for seconds: benches measure after it.
    await logLine(/The remote tools hub .*/)
    const api = `${new URL(guiUrl).origin}/prod/v1/develop/api/v1`
    const token = ((await (await fetch(`${api}/auth/token?username=demo&password=demo-password`)).json()) as { access_token: string }).access_token
    const peakRssMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024
    const cpuSeconds = () => {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised command name): utime and stime in clock ticks.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ')
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
    }
    return { api, token, peakRssMb, cpuSeconds, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
