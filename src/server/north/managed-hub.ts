import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, openSync, closeSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { delimiter, join } from 'node:path'
import { JupyterHubApi } from './jupyterhub-api.js'
import { JupyterHubTools } from './jupyterhub-tools.js'
import { findProgram, missingHubPrograms } from './hub-binaries.js'

const HUB_FILES = join(import.meta.dirname, 'hub')

export interface ManagedHubOptions {
  /** Where the hub keeps its database and log (<dataDir>/north/hub). */
  hubDir: string
  /** Holds one workspace folder per user (<dataDir>/north/users). */
  workspacesDir: string
  /** The hub's public base URL path, e.g. /prod/v1/develop/north/ */
  basePath: string
  startTimeoutSeconds: number
  /** Folders to look for the hub's programs in; default PATH. */
  programDirs?: readonly string[]
}

/**
 * Strata's own JupyterHub: a child process started with `npm start` (warmUp) or else on first use (a
 * tool launch) with the project's jupyterhub_config.py, listening on free loopback ports, and stopped with Strata (the hub then stops
 * the tool servers and its proxy).
 */
export class ManagedHub extends JupyterHubTools {
  private readonly missing: string[]
  private starting: Promise<{ api: JupyterHubApi; origin: string }> | undefined
  private child: ChildProcess | undefined

  constructor(private readonly options: ManagedHubOptions) {
    super()
    this.missing = missingHubPrograms(options.programDirs)
  }

  unavailableReason(): string | undefined {
    if (this.missing.length === 0) return undefined
    return `The remote tools hub is off: JupyterHub is not installed on this server (missing: ${this.missing.join(', ')}).`
  }

  protected async hubApi(start: boolean): Promise<JupyterHubApi | undefined> {
    if (this.unavailableReason()) return undefined
    if (!this.starting && !start) return undefined
    return (await this.run()).api
  }

  async publicOrigin(): Promise<string> {
    if (!this.starting) throw new Error('The remote tools hub is not running.')
    return (await this.run()).origin
  }

  async warmUp(): Promise<void> {
    const reason = this.unavailableReason()
    if (reason) throw new Error(reason)
    await this.run()
  }

  private run(): Promise<{ api: JupyterHubApi; origin: string }> {
    this.starting ??= this.launch().catch((error: unknown) => {
      this.starting = undefined
      throw error
    })
    return this.starting
  }

  private async launch(): Promise<{ api: JupyterHubApi; origin: string }> {
    const { hubDir, workspacesDir, basePath, startTimeoutSeconds } = this.options
    mkdirSync(hubDir, { recursive: true })
    mkdirSync(workspacesDir, { recursive: true })
    const [proxyPort, hubPort, proxyApiPort] = await freePorts(3)
    const origin = `http://127.0.0.1:${proxyPort}`
    const serviceToken = randomBytes(32).toString('hex')
    const logFile = join(hubDir, 'jupyterhub.log')
    const log = openSync(logFile, 'a')
    const programDirs = this.options.programDirs
    const jupyterhub = findProgram('jupyterhub', programDirs) ?? 'jupyterhub'
    const child = spawn(jupyterhub, ['-f', join(HUB_FILES, 'jupyterhub_config.py')], {
      cwd: hubDir,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        ...(programDirs ? { PATH: [...programDirs, process.env.PATH ?? ''].join(delimiter) } : {}),
        // Debian's configurable-http-proxy finds its modules there when run by another Node.
        NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(delimiter),
        CONFIGPROXY_AUTH_TOKEN: randomBytes(32).toString('hex'),
        STRATA_HUB_BIND_URL: `${origin}${basePath}`,
        STRATA_HUB_API_URL: `http://127.0.0.1:${hubPort}`,
        STRATA_HUB_PROXY_API_URL: `http://127.0.0.1:${proxyApiPort}`,
        STRATA_HUB_DIR: hubDir,
        STRATA_HUB_WORKSPACES: workspacesDir,
        STRATA_HUB_SERVICE_TOKEN: serviceToken,
        STRATA_HUB_SANDBOX: join(HUB_FILES, 'strata_tool_sandbox.py'),
        STRATA_HUB_START_TIMEOUT: String(startTimeoutSeconds),
        STRATA_HUB_PARENT_PID: String(process.pid),
      },
    })
    closeSync(log)
    this.child = child
    let exited: string | undefined
    child.once('exit', (code, signal) => {
      exited = `exit code ${code ?? signal}`
      if (this.child === child) {
        this.child = undefined
        this.starting = undefined
        this.forgetTokens()
      }
    })
    child.once('error', (error) => (exited = error.message))

    const api = new JupyterHubApi(`${origin}${basePath}`, serviceToken)
    const deadline = Date.now() + startTimeoutSeconds * 1000
    while (!(await api.isUp())) {
      if (exited !== undefined || Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`The remote tools hub did not start (${exited ?? 'timeout'}); its log ${logFile} ends with:\n${tail(logFile)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
    return { api, origin }
  }

  /** Stops the hub (it stops the tool servers and its proxy); SIGKILL after 15 s. */
  async close(): Promise<void> {
    const child = this.child
    this.starting = undefined
    if (!child || child.exitCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  }
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n')
  } catch {
    return '(no log)'
  }
}

/** Ports the system just handed out as free (they are released before the hub binds them). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
      const server = createServer()
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => resolve(server))
    })),
  )
  const ports = servers.map((server) => (server.address() as { port: number }).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}
