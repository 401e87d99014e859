import { Hono, type MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { registerDatasetRoutes } from '../api/datasets/routes.js'
import { registerEntryRoutes } from '../api/entries/routes.js'
import { registerInfoRoute, type DeploymentInfo } from '../api/info.js'
import { registerNorthRoutes, type NorthRoutesOptions } from '../api/north/routes.js'
import { registerUploadRoutes } from '../api/uploads/index.js'
import type { DatasetService } from '../datasets/dataset-service.js'
import type { UploadService } from '../uploads/upload-service.js'
import { registerSearchRoutes } from '../api/search/routes.js'
import { registerConfigStudioRoutes, type StudioRoutesOptions } from '../config-studio/routes.js'
import type { Deployment } from '../../engine/config/load-node.js'
import { exampleUploadsOf } from '../examples/plugin-examples.js'
import type { DataStores } from '../store/data-stores.js'
import type { SearchIndex } from '../store/interfaces.js'
import { originTwins } from '../auth/index.js'
import { apiErrorHandler, apiNotFound } from './api-errors.js'
import { crossSiteGuard } from './cross-site-guard.js'
import type { AppEnv } from './context.js'
import { buildOpenApi } from './openapi.js'

/** What the API app needs from the auth module. */
export interface ApiAuth {
  authenticate: MiddlewareHandler<AppEnv>
  routes: Hono<AppEnv>
}

export interface ApiAppOptions {
  auth: ApiAuth
  search: SearchIndex
  /** All stores of the data directory, for the route modules that need more than search. */
  stores: DataStores
  /** The loaded configuration (env, server limits, config files). */
  config: Deployment
  deployment: DeploymentInfo
  /** The API root as clients reach it (for the OpenAPI servers entry). */
  apiUrl: string
  /** The server's version, sent in the x-strata-version header of every API response. */
  version: string
  /** Uploads and their processing (absent: no uploads routes). */
  uploads?: UploadService
  /** The remote tools (absent: no north routes). */
  north?: NorthRoutesOptions
  /** The config studio (absent: no config-studio routes). */
  configStudio?: StudioRoutesOptions
  /** Datasets and their DOIs (absent: no datasets routes). */
  datasets?: DatasetService
}

/** The NOMAD API v1, to be mounted at {base}/api/v1. */
export function createApiApp(options: ApiAppOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  api.onError(apiErrorHandler)
  api.notFound(apiNotFound)
  // First, so that preflight requests are answered before authentication.
  api.use(corsFor(options.config.server.cors_origins))
  api.use(async (c, next) => {
    c.header('x-strata-version', options.version)
    await next()
  })
  api.use(crossSiteGuard(originTwins(options.apiUrl)))
  api.use(options.auth.authenticate)

  const routes = new Hono<AppEnv>()
  // One line per route module.
  registerInfoRoute(routes, options.deployment, options.search)
  if (options.uploads) registerUploadRoutes(routes, { service: options.uploads, apiUrl: options.apiUrl, exampleUploads: exampleUploadsOf(options.config) })
  registerEntryRoutes(routes, { records: options.stores.records, files: options.stores.files, search: options.search })
  registerSearchRoutes(routes, { search: options.search, records: options.stores.records })
  if (options.north) registerNorthRoutes(routes, options.north)
  if (options.datasets) registerDatasetRoutes(routes, options.datasets)
  if (options.configStudio) registerConfigStudioRoutes(routes, options.configStudio)

  let openApi: object | undefined
  api.get('/openapi.json', (c) => {
    openApi ??= buildOpenApi({
      apps: [routes, options.auth.routes],
      title: 'Strata API v1',
      version: options.version,
      description: 'The NOMAD API v1 as served by Strata.',
      serverUrl: options.apiUrl,
    })
    return c.json(openApi)
  })
  api.route('/', routes)
  api.route('/', options.auth.routes)
  api.all('*', apiNotFound)
  return api
}

/** CORS as NOMAD's API answers it: any method and request header; '*' allows every origin. */
function corsFor(origins: string[]): MiddlewareHandler<AppEnv> {
  return cors({
    origin: origins.includes('*') ? '*' : origins,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['content-disposition', 'x-strata-version'],
    maxAge: 600,
  })
}
