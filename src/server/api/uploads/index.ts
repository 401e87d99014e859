import type { Hono } from 'hono'
import type { AppEnv } from '../../http/context.js'
import { registerUploadActionRoutes } from './actions.js'
import type { UploadRoutesDeps } from './common.js'
import { registerUploadEntriesRoutes } from './entries.js'
import { registerRawRoutes } from './raw.js'
import { registerUploadTransferRoute } from './transfer.js'
import { registerUploadCollectionRoutes } from './uploads.js'

export type { UploadRoutesDeps } from './common.js'
export { commandExamples } from './uploads.js'

/** Every uploads route of the NOMAD API v1 (see the route modules for the list). */
export function registerUploadRoutes(app: Hono<AppEnv>, deps: UploadRoutesDeps): void {
  registerUploadCollectionRoutes(app, deps)
  registerUploadEntriesRoutes(app, deps)
  registerUploadActionRoutes(app, deps)
  registerUploadTransferRoute(app, deps)
  registerRawRoutes(app, deps)
}
