import { createServer, type Server } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { createAuth, type Auth, type AuthOptions } from '../../../src/server/auth/index.js'
import type { AppEnv } from '../../../src/server/http/context.js'
import { errorResponse } from '../../../src/server/http/errors.js'
import { openRecordStore } from '../../../src/server/store/duckdb/record-store.js'
import type { RecordStore } from '../../../src/server/store/interfaces.js'

export const BASE_PATH = '/prod/v1/develop'

export interface AuthServer {
  origin: string
  apiUrl: string
  issuer: string
  dataDir: string
  auth: Auth
  store: RecordStore
  /** Closes auth and store and opens them again on the same data dir (same port). */
  restart(options?: Partial<AuthOptions>): Promise<void>
  close(): Promise<void>
}

/**
 * Auth on a real HTTP server on a free port with a temporary data dir: requests under
 * {base}/auth/ go to the provider, {base}/api/v1 to a hono app with the auth middleware and routes.
 */
export async function startAuthServer(options: Partial<AuthOptions> = {}): Promise<AuthServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'strata-auth-')))
  let handle: (req: Parameters<Parameters<typeof createServer>[1] & object>[0], res: Parameters<Parameters<typeof createServer>[1] & object>[1]) => void = (_req, res) =>
    res.writeHead(503).end()
  const server: Server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  let store: RecordStore
  let auth: Auth
  const open = async (overrides: Partial<AuthOptions>) => {
    store = await openRecordStore(dataDir)
    auth = await createAuth({
      store,
      dataDir,
      publicUrl: origin,
      basePath: BASE_PATH,
      demoAccounts: true,
      appTokenMaxExpiresIn: 2592000,
      ...options,
      ...overrides,
    })
    const api = new Hono<AppEnv>().basePath(`${BASE_PATH}/api/v1`)
    api.use('*', auth.authenticate)
    api.route('/', auth.routes)
    api.onError((error, c) => errorResponse(c, error))
    const apiListener = getRequestListener(api.fetch)
    handle = (req, res) => {
      if ((req.url ?? '').startsWith(`${BASE_PATH}/auth/`)) auth.handleProviderRequest(req, res)
      else void apiListener(req, res)
    }
  }
  await open({})

  const closeAuth = async () => {
    await auth.close()
    await store.close()
  }

  const harness: AuthServer = {
    origin,
    apiUrl: `${origin}${BASE_PATH}/api/v1`,
    issuer: `${origin}${BASE_PATH}/auth/realms/strata`,
    dataDir,
    get auth() {
      return auth
    },
    get store() {
      return store
    },
    restart: async (overrides = {}) => {
      await closeAuth()
      await open(overrides)
    },
    close: async () => {
      await closeAuth()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
  return harness
}
