import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export interface RunningServer {
  guiUrl: string
  origin: string
  dataDir: string
  output: () => string
  /** The server process's id (for /proc figures). */
  pid: number
  /** Closes the pipes the server writes its output to, as when the terminal or log reader exits. */
  closeOutput: () => void
  stop: () => Promise<void>
}

const root = resolve(import.meta.dirname, '..', '..', '..')

/** Starts `npm start`'s server (built GUI, no rebuild) on a free port and a fresh data dir. */
export async function startServer(options: { port?: number; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'strata-e2e-'))
  const port = options.port ?? 20000 + Math.floor(Math.random() * 20000)
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), STRATA_DATA: dataDir, STRATA_SKIP_BUILD: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))

  const guiUrl = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      // Not left running: nobody would stop a server whose start timed out.
      child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
      reject(new Error(`server did not start in time:\n${output}`))
    }, 60000)
    const onData = () => {
      const match = /Strata is running at (\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolvePromise(match[1])
      }
    }
    child.stdout!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })

  return {
    guiUrl,
    origin: new URL(guiUrl).origin,
    dataDir,
    output: () => output,
    pid: child.pid!,
    closeOutput: () => {
      child.stdout!.destroy()
      child.stderr!.destroy()
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
