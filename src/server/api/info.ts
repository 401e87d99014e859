import type { Hono } from 'hono'
import { infoResponseSchema, type InfoResponse } from '../../engine/api/schemas/info.js'
import type { AppEnv } from '../http/context.js'
import { defineRoute } from '../http/routes.js'
import { strataSearchRegistry, type SearchRegistry } from '../search/registry.js'
import type { SearchIndex } from '../store/interfaces.js'

/** What GET info says about the deployment apart from the live statistics and the search quantities. */
export type DeploymentInfo = Omit<InfoResponse, 'statistics' | 'search_quantities'>

export function registerInfoRoute(app: Hono<AppEnv>, deployment: DeploymentInfo, search: SearchIndex): void {
  defineRoute(app, {
    method: 'get',
    path: '/info',
    summary: 'Information about this deployment: version, parsers, statistics',
    tags: ['info'],
    response: infoResponseSchema,
    handler: async () => ({ ...deployment, search_quantities: searchQuantitiesInfo(await strataSearchRegistry()), statistics: await search.statistics() }),
  })
}

/** The info of each registry, made once: clients ask for info often (the GUI on every page, upload pages while they process). */
const infoOfRegistry = new WeakMap<SearchRegistry, InfoResponse['search_quantities']>()

/** NOMAD's info shape of the search quantities: name, description and whether a value is a list. */
function searchQuantitiesInfo(registry: SearchRegistry): InfoResponse['search_quantities'] {
  let info = infoOfRegistry.get(registry)
  if (!info) infoOfRegistry.set(registry, (info = searchQuantitiesInfoOf(registry)))
  return info
}

function searchQuantitiesInfoOf(registry: SearchRegistry): InfoResponse['search_quantities'] {
  return Object.fromEntries(
    Object.entries(registry.quantities)
      .filter(([, quantity]) => quantity.type !== undefined)
      .map(([key, quantity]) => [key, { name: quantity.name, ...(quantity.description !== undefined && { description: quantity.description }), many: Boolean(quantity.repeats || quantity.shape?.length) }]),
  )
}
