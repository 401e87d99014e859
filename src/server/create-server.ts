import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { loadDeployment, type Deployment } from '../engine/config/load-node.js'
import type { StartupConfig } from '../engine/config/startup.js'
import { appPagination, searchRequestBody } from '../engine/query/searchRequest.js'
import { createAuth, type Auth } from './auth/index.js'
import { createDatasetService } from './datasets/setup.js'
import { deploymentInfo } from './deployment-info.js'
import { loadExamplesOnce } from './examples/load-examples.js'
import { publishPluginSchemas } from './examples/plugin-schemas.js'
import { createApiApp } from './http/api-app.js'
import { createGuiApp } from './http/gui-app.js'
import { guiAhead } from './http/gui-ahead.js'
import { createRootApp } from './http/root-app.js'
import { setProviderSecurityHeaders } from './http/security-headers.js'
import { API_PATH, AUTH_PATH, BASE_PATH, GUI_PATH, PROJECT_ROOT, strataVersion } from './paths.js'
import { openDataStores, type DataStores } from './store/data-stores.js'
import { createProcessing } from './processing/setup.js'
import type { UploadService } from './uploads/upload-service.js'
import { createNorth } from './north/setup.js'
import { StudioService } from './config-studio/studio-service.js'
import { startupSchemaFingerprint } from './http/startup-fingerprint.js'
import { strataSearchRegistry } from './search/registry.js'

export interface StrataServerOptions {
  /** Holds the database, the files and the signing keys; created if missing. */
  dataDir: string
  /** 0 picks a free port. */
  port: number
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Config directories, later ones overriding earlier ones (see loadDeployment). */
  configDirs: string[]
  /** Where browsers reach the server; default http://127.0.0.1:<port>. */
  publicUrl?: string
  /** The built GUI; default dist/gui of the checkout. */
  guiDir?: string
  /** The example uploads; default examples/ of the checkout. */
  examplesDir?: string
  /** Uploads: the clock of publication and embargo ends, and how often expired embargoes are lifted (tests shorten both). */
  uploadClock?: { now?: () => Date; embargoSweepIntervalMs?: number }
  /** Folders to look for the managed tools hub's programs in; default PATH (tests point it elsewhere). */
  northProgramDirs?: string[]
  /** Start the managed tools hub with the server (npm start) instead of on the first tool launch; reports to this log. */
  startNorthHub?: (line: string) => void
}

export interface StrataServer {
  /** The origin the server listens on, e.g. http://127.0.0.1:8000. */
  url: string
  guiUrl: string
  apiUrl: string
  close(): Promise<void>
}

/**
 * Starts Strata: one HTTP server for the GUI, the OpenID provider and the API. Throws
 * ConfigLoadError, before anything is opened, when the configuration is invalid.
 */
export async function createStrataServer(options: StrataServerOptions): Promise<StrataServer> {
  const dataDir = resolve(options.dataDir)
  // The config studio saves into <data dir>/configs, a deployment directory loaded after all others.
  const studioDir = join(dataDir, 'configs')
  const configDirs = [...options.configDirs, ...(existsSync(studioDir) ? [studioDir] : [])]
  const searchQuantities = (await strataSearchRegistry()).quantities
  const isSearchQuantity = (name: string) => name in searchQuantities
  const deployment = loadDeployment({ configDirs, isSearchQuantity })
  mkdirSync(dataDir, { recursive: true })
  const stores = await openDataStores(dataDir)
  const cleanup: (() => Promise<void>)[] = [() => stores.close()]
  const closeAll = async () => {
    for (const step of cleanup.reverse()) await step().catch((error) => console.error('while closing:', error))
  }

  try {
    // Until the server is ready (auth needs the real port of a port-0 server) it answers 503.
    let handle = (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' }).end('Strata is starting.\n')
    }
    const httpServer = createServer((req, res) => handle(req, res))
    await listen(httpServer, options.port, options.host ?? '127.0.0.1')
    cleanup.push(() => closeHttpServer(httpServer))

    const url = originOf(httpServer.address() as AddressInfo)
    const publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '')
    const apiUrl = `${publicUrl}${API_PATH}`
    const version = strataVersion()

    const auth = await createAuth({
      store: stores.records,
      dataDir,
      publicUrl,
      basePath: BASE_PATH,
      demoAccounts: deployment.server.demo_accounts,
      appTokenMaxExpiresIn: deployment.env.appTokenMaxExpiresIn,
    })
    cleanup.push(() => auth.close())

    const processing = await createProcessing({
      stores,
      dataDir,
      unpublishedUploadLimit: deployment.server.unpublished_upload_limit,
      uploadSizeLimitBytes: deployment.server.upload_size_limit_bytes,
      bounds: deployment.server.processing,
      version: `Strata ${version}`,
      ...options.uploadClock,
    })
    cleanup.push(() => processing.close())

    if (deployment.server.example_uploads) await loadExamples(auth, stores, options.examplesDir ?? join(PROJECT_ROOT, 'examples'), version, processing.service)
    await publishSchemasOfPlugins(auth, deployment, processing.service)

    const north = createNorth({ config: deployment.north, dataDir, uploads: processing.service, publicUrl, programDirs: options.northProgramDirs })
    cleanup.push(() => north.close())
    if (options.startNorthHub) void north.warmUp().then(options.startNorthHub)

    let live = deployment
    const studio = new StudioService(
      { configDirs: options.configDirs, studioDir, isSearchQuantity, onReload: (reloaded) => (live = reloaded) },
      deployment,
    )
    const app = createRootApp({
      gui: createGuiApp({
        guiDir: options.guiDir ?? join(PROJECT_ROOT, 'dist', 'gui'),
        env: () => guiEnv(live.env, publicUrl, auth),
        ahead: () => guiAhead(live.env, apiUrl),
        envChecked: startupSchemaFingerprint(),
        mountPath: GUI_PATH,
      }),
      api: createApiApp({ auth, search: stores.search, stores, config: deployment, deployment: deploymentInfo(deployment.env, apiUrl, version, deployment.env.ui.apps.options), apiUrl, version, uploads: processing.service, north: north.routes,
        configStudio: { service: studio, admins: () => live.server.config_admins },
        datasets: createDatasetService({ config: deployment, records: stores.records, search: stores.search, guiUrl: `${publicUrl}${GUI_PATH}` }),
      }),
    })
    const honoListener = getRequestListener(app.fetch)
    handle = (req, res) => {
      if ((req.url ?? '/').startsWith(`${AUTH_PATH}/`)) {
        setProviderSecurityHeaders(res)
        auth.handleProviderRequest(req, res)
      } else if (north.proxy.handles(req.url)) void north.proxy.request(req, res)
      else void honoListener(req, res)
    }
    void warmUpSearch(app)
    httpServer.on('upgrade', (req, socket, head) => {
      if (north.proxy.handles(req.url)) void north.proxy.upgrade(req, socket, head)
      else socket.destroy()
    })

    let closing: Promise<void> | undefined
    return {
      url,
      guiUrl: `${publicUrl}${GUI_PATH}/`,
      apiUrl,
      close: () => (closing ??= closeAll()),
    }
  } catch (error) {
    await closeAll()
    throw error
  }
}

/**
 * Asks the search a visitor's first page asks (Explore's newest entries, as the search store builds it), in the background: that first
 * answer otherwise pays for compiling the search code and for starting to load the search columns into
 * memory (measured on the example data: 90 ms for the first answer, 20 ms for the next ones).
 */
async function warmUpSearch(app: { request(path: string, init: RequestInit): Response | Promise<Response> }): Promise<void> {
  const body = searchRequestBody('entries', { owner: 'public', query: {}, aggregations: {}, pagination: appPagination({}) })
  try {
    const response = await app.request(`${API_PATH}/entries/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    await response.arrayBuffer()
  } catch {
    // Only a warm-up: a real request reports its own errors.
  }
}

/** The startup config the GUI reads as window.strataEnv, with addresses filled from the public URL. */
export function guiEnv(env: StartupConfig, publicUrl: string, auth: Pick<Auth, 'issuer'>): StartupConfig {
  const embeddedProvider = env.keycloakBase === ''
  return {
    ...env,
    appBase: `${publicUrl}${BASE_PATH}`,
    ...(embeddedProvider
      ? { keycloakBase: `${publicUrl}${AUTH_PATH}/`, keycloakRealm: 'strata', keycloakClientId: 'strata_gui', oidcAuthority: auth.issuer }
      : {}),
  }
}

async function loadExamples(auth: Auth, stores: DataStores, examplesDir: string, version: string, uploads: UploadService): Promise<void> {
  const author = await auth.findUserByUsername('demo')
  if (!author) {
    console.warn('Example uploads skipped: they belong to the demo account, which this deployment does not have (server.demo_accounts is false).')
    return
  }
  await loadExamplesOnce({ examplesDir, records: stores.records, search: stores.search, files: stores.files, author, version: `Strata ${version}`, uploads })
}

/** Plugin schemas belong to the first config admin of the deployment (else the demo account). */
async function publishSchemasOfPlugins(auth: Auth, deployment: Deployment, uploads: UploadService): Promise<void> {
  if (!deployment.plugins.some((plugin) => plugin.schemaUploadId)) return
  for (const username of [...deployment.server.config_admins, 'demo']) {
    const author = await auth.findUserByUsername(username)
    if (author) {
      await publishPluginSchemas(deployment.plugins, uploads, author)
      return
    }
  }
  console.warn('Plugin schemas not published: they belong to a config admin (server.config_admins) or the demo account, and neither exists.')
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<void> {
  return new Promise((resolveListening, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolveListening()
    })
  })
}

function closeHttpServer(server: ReturnType<typeof createServer>): Promise<void> {
  return new Promise((resolveClosed) => {
    server.close(() => resolveClosed())
    server.closeAllConnections()
  })
}

function originOf(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::'
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}
