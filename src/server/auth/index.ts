import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/context.js'
import type { RecordStore } from '../store/interfaces.js'
import { Accounts } from './accounts.js'
import { createAuthRoutes } from './api-routes.js'
import { authenticateMiddleware, userOfToken } from './authenticate.js'
import { seedDemoAccounts } from './demo-accounts.js'
import { Groups } from './groups.js'
import { createInteractionPages } from './interactions.js'
import { LoginGuard } from './login-guard.js'
import { loadOrCreateKeys } from './keys.js'
import { removeExpiredArtifacts } from './oidc-adapter.js'
import { createProvider } from './provider.js'
import { TokenService } from './tokens.js'
import type { AuthUser } from './types.js'
import { USERINFO_ROUTE, userinfoHandler } from './userinfo.js'

export type { AuthUser } from './types.js'
export { GUI_CLIENT_ID } from './provider.js'
export { TOKEN_COOKIE } from './authenticate.js'

export interface AuthOptions {
  store: RecordStore
  dataDir: string
  /** Where browsers reach the server, e.g. http://127.0.0.1:8000 (no trailing slash). */
  publicUrl: string
  /** The app base path, e.g. /prod/v1/develop. */
  basePath: string
  /** Seed demo/demo-password and reviewer/reviewer-password (the embedded default). */
  demoAccounts: boolean
  /** The longest lifetime of an app token, in seconds. */
  appTokenMaxExpiresIn: number
}

export interface Auth {
  /** `${publicUrl}${basePath}/auth/realms/strata` */
  issuer: string
  /** Serves every request whose path starts with `${basePath}/auth/`. */
  handleProviderRequest(req: IncomingMessage, res: ServerResponse): void
  /** Sets c.get('user') from the bearer token (null when anonymous); 401 for a bad token. */
  authenticate: MiddlewareHandler<AppEnv>
  /** The auth, users and groups API routes, to be mounted at `${basePath}/api/v1`. */
  routes: Hono<AppEnv>
  verifyToken(token: string): Promise<AuthUser>
  findUserByUsername(username: string): Promise<AuthUser | undefined>
  close(): Promise<void>
}

export const REALM = 'strata'
const EXPIRED_ARTIFACT_SWEEP_MS = 60 * 60 * 1000

/** 'http://127.0.0.1:8000' → also 'http://localhost:8000', and the other way round. */
export function originTwins(publicUrl: string): string[] {
  const url = new URL(publicUrl)
  const origins = [url.origin]
  const twin = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : undefined
  if (twin) {
    const other = new URL(url.origin)
    other.hostname = twin
    origins.push(other.origin)
  }
  return origins
}

/** Identity for Strata: the embedded OpenID provider, local accounts, groups and the API's tokens. */
export async function createAuth(opts: AuthOptions): Promise<Auth> {
  const publicUrl = opts.publicUrl.replace(/\/+$/, '')
  const basePath = opts.basePath.replace(/\/+$/, '')
  const issuer = `${publicUrl}${basePath}/auth/realms/${REALM}`
  const issuerPath = new URL(issuer).pathname
  const apiUrl = `${publicUrl}${basePath}/api/v1`
  const guiUrls = originTwins(publicUrl).map((origin) => `${origin}${basePath}/gui/`)

  const { store } = opts
  const accounts = new Accounts(store)
  const groups = new Groups(store)
  const loginGuard = new LoginGuard()
  if (opts.demoAccounts) await seedDemoAccounts(accounts, groups)

  const keys = await loadOrCreateKeys(opts.dataDir)
  const tokens = new TokenService(keys.keys, issuer, apiUrl)
  const provider = createProvider({ issuer, apiUrl, guiUrls, origins: originTwins(publicUrl), keys, store, accounts, groups })
  provider.proxy = publicUrl.startsWith('https:')
  const providerListener = provider.callback()
  const pagesListener = getRequestListener(createInteractionPages({ provider, accounts, groups, issuerPath, appUrl: guiUrls[0], loginGuard }).fetch)

  const userinfo = userinfoHandler(tokens, accounts, groups, originTwins(publicUrl))

  const sweep = () => removeExpiredArtifacts(store).catch((error) => console.error('could not remove expired login artifacts:', error))
  await sweep()
  const sweeper = setInterval(sweep, EXPIRED_ARTIFACT_SWEEP_MS)
  sweeper.unref()

  const handleProviderRequest = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/'
    const path = url.split('?')[0]
    const respond = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text)
    }
    if (path.startsWith(`${issuerPath}/interaction/`) || path === `${issuerPath}/account`) {
      pagesListener(req, res).catch((error) => {
        console.error('login page error:', error)
        if (!res.headersSent) respond(500, 'Internal server error')
      })
    } else if (path === `${issuerPath}${USERINFO_ROUTE}`) {
      userinfo(req, res).catch((error) => {
        console.error('userinfo error:', error)
        if (!res.headersSent) respond(500, 'Internal server error')
      })
    } else if (path === issuerPath || path.startsWith(`${issuerPath}/`)) {
      // Mounted like an express sub-app: the provider sees paths relative to the issuer.
      const rest = url.slice(issuerPath.length)
      Object.assign(req, { originalUrl: url, url: rest.startsWith('/') ? rest : `/${rest}` })
      providerListener(req, res)
    } else {
      respond(404, 'Not found')
    }
  }

  return {
    issuer,
    handleProviderRequest,
    authenticate: authenticateMiddleware(tokens, accounts),
    routes: createAuthRoutes({ accounts, groups, tokens, appTokenMaxExpiresIn: opts.appTokenMaxExpiresIn, loginGuard }),
    verifyToken: (token) => userOfToken(tokens, accounts, token),
    findUserByUsername: (username) => accounts.findByUsername(username),
    close: async () => {
      clearInterval(sweeper)
    },
  }
}
