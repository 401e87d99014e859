import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve } from 'node:path'
import { REFERENCE_DIR } from '../../reference.js'
import { startServer, type RunningServer } from './server.js'

/** NOMAD's production GUI build (data for tests beside NOMAD's reference data; never copied into the project). */
export const NOMAD_GUI_DIR = resolve(process.env.STRATA_NOMAD_GUI_DIR ?? resolve(REFERENCE_DIR, '..', 'nomad-gui', 'build'))

/** Where the build expects to live: its asset URLs and router basename are compiled in. */
export const NOMAD_GUI_PATH = '/fairdi/nomad/latest/gui'

/** Strata's fixed base path (src/server/paths.ts). */
const STRATA_BASE = '/prod/v1/develop'

export const NOMAD_CLIENT_ID = 'nomad_public'

export const hasNomadGui = existsSync(join(NOMAD_GUI_DIR, 'index.html')) && existsSync(join(REFERENCE_DIR, 'artifacts'))

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
}

/** `window.nomadEnv`: NOMAD's test env (ui, plugins) with every address pointing at Strata behind `origin`. */
export function nomadEnvScript(origin: string): string {
  const env = JSON.parse(readFileSync(join(REFERENCE_DIR, 'ui-config', 'env.tests.json'), 'utf8')) as Record<string, unknown>
  const ui = { ...(env.ui as Record<string, unknown>), app_base: `${origin}${STRATA_BASE}`, north_base: `${origin}${STRATA_BASE}/north` }
  const nomadEnv = {
    ...env,
    appBase: `${origin}${STRATA_BASE}`,
    northBase: `${origin}${STRATA_BASE}/north`,
    keycloakBase: `${origin}${STRATA_BASE}/auth/`,
    keycloakRealm: 'strata',
    keycloakClientId: NOMAD_CLIENT_ID,
    ui,
  }
  return `window.nomadEnv = ${JSON.stringify(nomadEnv)};\n`
}

/** `window.nomadArtifacts`: one key per artifact file (files with a dotted name are extras of the fixtures). */
export function nomadArtifactsScript(): string {
  const dir = join(REFERENCE_DIR, 'artifacts')
  const artifacts: Record<string, unknown> = {}
  for (const name of readdirSync(dir)) {
    const key = name.replace(/\.json$/, '')
    if (key.includes('.') || key === name) continue
    artifacts[key] = JSON.parse(readFileSync(join(dir, name), 'utf8'))
  }
  return `window.nomadArtifacts = ${JSON.stringify(artifacts)};\n`
}

export interface NomadGuiProxy {
  /** The one origin the browser sees (NOMAD's GUI, Strata's API and identity provider). */
  origin: string
  /** NOMAD's GUI, e.g. http://127.0.0.1:1234/fairdi/nomad/latest/gui/ */
  guiUrl: string
  /** Where requests other than NOMAD's GUI go: Strata's origin (set once Strata runs). */
  setTarget(origin: string): void
  close(): Promise<void>
}

/**
 * One origin for NOMAD's GUI and Strata: the GUI build and its two generated scripts are served
 * from NOMAD_GUI_PATH, everything else is passed on to Strata unchanged (Host header included, so
 * Strata, started with this origin as its public URL, sees its own addresses).
 */
export async function startNomadGuiProxy(): Promise<NomadGuiProxy> {
  let target: URL | undefined
  // env.js names the proxy's origin, known once it listens.
  const scripts = { env: '', artifacts: nomadArtifactsScript() }

  const serveGui = (path: string, res: ServerResponse) => {
    const rest = decodeURIComponent(path.slice(NOMAD_GUI_PATH.length)).replace(/^\/+/, '')
    if (rest === 'env.js' || rest === 'artifacts.js') {
      res.writeHead(200, { 'content-type': CONTENT_TYPES['.js'], 'cache-control': 'no-store' }).end(rest === 'env.js' ? scripts.env : scripts.artifacts)
      return
    }
    let file = resolve(NOMAD_GUI_DIR, rest)
    const inside = file.startsWith(`${NOMAD_GUI_DIR}/`) && existsSync(file) && statSync(file).isFile()
    // The GUI routes in the browser: unknown paths get index.html (as NOMAD's server does).
    if (!inside) file = join(NOMAD_GUI_DIR, 'index.html')
    res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file))
  }

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    if (!target) {
      res.writeHead(503).end('Strata is not running yet')
      return
    }
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(`proxy: ${error.message}`)
    })
    req.pipe(upstream)
  }

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (path === NOMAD_GUI_PATH || path.startsWith(`${NOMAD_GUI_PATH}/`)) serveGui(path, res)
    else forward(req, res)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  scripts.env = nomadEnvScript(origin)
  return {
    origin,
    guiUrl: `${origin}${NOMAD_GUI_PATH}/`,
    setTarget: (strataOrigin) => {
      target = new URL(strataOrigin)
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

/**
 * Starts Strata with the proxy's origin as its public URL and points the proxy at it (Strata's own
 * "running at" line names the public URL, so the port is chosen here).
 */
export async function startStrataBehind(proxy: NomadGuiProxy, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = 20000 + Math.floor(Math.random() * 20000)
  const server = await startServer({ port, env: { STRATA_PUBLIC_URL: proxy.origin, ...env } })
  proxy.setTarget(`http://127.0.0.1:${port}`)
  return server
}
