import type { Hono } from 'hono'
import { infoResponseSchema, type InfoResponse } from '../../engine/api/schemas/info.js'
import type { AppEnv } from '../http/context.js'
import { defineRoute } from '../http/routes.js'
import type { SearchIndex } from '../store/interfaces.js'

/** What GET info says about the deployment apart from the live statistics. */
export type DeploymentInfo = Omit<InfoResponse, 'statistics'>

export function registerInfoRoute(app: Hono<AppEnv>, deployment: DeploymentInfo, search: SearchIndex): void {
  defineRoute(app, {
    method: 'get',
    path: '/info',
    summary: 'Information about this deployment: version, parsers, statistics',
    tags: ['info'],
    response: infoResponseSchema,
    handler: async () => ({ ...deployment, statistics: await search.statistics() }),
  })
}
