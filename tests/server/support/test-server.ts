import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll } from 'vitest'
import { createStrataServer, type StrataServer, type StrataServerOptions } from '../../../src/server/create-server.js'

export const ROOT = resolve(import.meta.dirname, '..', '..', '..')
export const DEFAULT_CONFIG_DIRS = [join(ROOT, 'configs')]

/** Temporary folders made here: removed after the test file that made them (each file has its own instance of this module). */
const leftBehind = new Set<string>()
afterAll(() => {
  for (const dir of leftBehind) rmSync(dir, { recursive: true, force: true })
  leftBehind.clear()
})

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  leftBehind.add(dir)
  return dir
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
}

/** Strata in this process on a free port; the data dir is a fresh temporary one unless given. */
export async function startInProcess(options: Partial<StrataServerOptions> = {}): Promise<StrataServer & { dataDir: string }> {
  const dataDir = options.dataDir ?? tempDir('strata-server-')
  const server = await createStrataServer({ port: 0, configDirs: DEFAULT_CONFIG_DIRS, ...options, dataDir })
  return { ...server, dataDir }
}

export interface ChildServer {
  child: ChildProcess
  /** Everything the process printed so far. */
  output: () => string
  /** Resolves with the printed GUI URL, or rejects with the output when the process exits first. */
  started: Promise<string>
  exited: Promise<number | null>
}

/** Runs src/server/main.ts as its own process, like `npm run serve`. */
export function runMain(env: Record<string, string>): ChildServer {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src', 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)))
  const started = new Promise<string>((resolveStarted, reject) => {
    const check = () => {
      const match = /Strata is running at (\S+)/.exec(output)
      if (match) resolveStarted(match[1])
    }
    child.stdout!.on('data', check)
    void exited.then((code) => reject(new Error(`main.ts exited with ${code}:\n${output}`)))
  })
  started.catch(() => undefined)
  return { child, output: () => output, started, exited }
}
