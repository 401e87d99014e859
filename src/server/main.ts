/**
 * `npm run serve` / `npm start`: runs Strata in this process.
 * PORT (default 8000), STRATA_DATA (default ./.strata), STRATA_CONFIG_DIR (a config directory
 * overriding configs/), STRATA_PUBLIC_URL (where browsers reach the server), STRATA_HOST
 * (interface to listen on, default 127.0.0.1).
 */
import { join, resolve } from 'node:path'
import { ConfigLoadError } from '../engine/config/issues.js'
import { createStrataServer, type StrataServer } from './create-server.js'
import { PROJECT_ROOT } from './paths.js'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 8000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a whole number from 0 to 65535, not '${value}'.`)
  return port
}

function explainStartFailure(error: unknown, port: number, dataDir: string): string {
  if (error instanceof ConfigLoadError) return `Strata cannot start: the configuration is invalid.\n${error.format()}`
  const message = error instanceof Error ? error.message : String(error)
  if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') return `Strata cannot start: port ${port} is in use. Set PORT to a free port.`
  if (/lock/i.test(message)) return `Strata cannot start: the data directory ${dataDir} is in use by another process.\n${message}`
  return `Strata cannot start: ${error instanceof Error ? (error.stack ?? message) : message}`
}

// A failing request must never take the server down: log what escaped and carry on.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason))
process.on('uncaughtException', (error) => console.error('Uncaught exception:', error))
// A log pipe whose reader went away (the terminal or log collector exited) fails every later write. Unheard,
// each failure was an uncaught exception whose logging failed again: the server spun at full CPU and stopped
// answering. It now carries on with its logs going nowhere.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)

const port = portFromEnv(process.env.PORT)
const dataDir = resolve(process.env.STRATA_DATA || '.strata')
const configDirs = [join(PROJECT_ROOT, 'configs'), ...(process.env.STRATA_CONFIG_DIR ? [resolve(process.env.STRATA_CONFIG_DIR)] : [])]

// Signal handlers come first: a SIGINT/SIGTERM during startup stops the server once it is up.
let server: StrataServer | undefined
let stopRequested = false
const stop = () => {
  if (!server) return
  server.close().then(
    () => process.exit(0),
    (error) => fail(`Strata did not stop cleanly: ${String(error)}`),
  )
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopRequested) process.exit(1)
    stopRequested = true
    stop()
  })
}

try {
  server = await createStrataServer({
    dataDir,
    port,
    host: process.env.STRATA_HOST || '127.0.0.1',
    configDirs,
    publicUrl: process.env.STRATA_PUBLIC_URL || undefined,
    startNorthHub: (line) => console.log(line),
  })
} catch (error) {
  fail(explainStartFailure(error, port, dataDir))
}

console.log(`Strata is running at ${server.guiUrl}`)
if (stopRequested) stop()
