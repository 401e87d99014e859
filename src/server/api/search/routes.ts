import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { entriesQueryRequestSchema, materialsQueryRequestSchema, type QuantityLookup } from '../../../engine/query/index.js'
import type { AuthUser } from '../../auth/types.js'
import type { AppEnv } from '../../http/context.js'
import { defineRoute } from '../../http/routes.js'
import { searchAccessOf } from '../../search/access.js'
import { materialQuantityToEntry } from '../../search/materials.js'
import { strataSearchRegistry } from '../../search/registry.js'
import { searchResponse } from '../../search/respond.js'
import { validateSearchRequest } from '../../search/validate-request.js'
import type { RecordStore, SearchIndex } from '../../store/interfaces.js'
import { getEntriesQuerySchema, requestFromQueryParameters } from './get-entries.js'

export interface SearchRouteStores {
  search: SearchIndex
  records: RecordStore
}

const searchResponseSchema = z.looseObject({
  owner: z.string(),
  query: z.unknown(),
  pagination: z.looseObject({ page_size: z.number(), order_by: z.string(), order: z.string(), total: z.number() }),
  required: z.unknown().optional(),
  aggregations: z.record(z.string(), z.unknown()).optional(),
  data: z.array(z.record(z.string(), z.unknown())),
})

const suggestionSize = z.number().int().positive().max(100)
/** NOMAD's body (`quantities: [{name, size}]`, size 5 by default); plain names with one `size` are also taken. */
const suggestionsRequestSchema = z.object({
  input: z.string(),
  quantities: z.array(z.union([z.string(), z.object({ name: z.string(), size: suggestionSize.default(5) })])).min(1),
  size: suggestionSize.default(5),
})
const suggestionsResponseSchema = z.record(z.string(), z.array(z.object({ value: z.string(), weight: z.number() })))

const materialLookups = new WeakMap<QuantityLookup, QuantityLookup>()

/** Material quantities are relative to results.material; entry quantities are below `entries.`. */
function materialsLookup(lookup: QuantityLookup): QuantityLookup {
  let wrapped = materialLookups.get(lookup)
  if (!wrapped) {
    wrapped = (name) => lookup(materialQuantityToEntry(name)) ?? lookup(name)
    materialLookups.set(lookup, wrapped)
  }
  return wrapped
}

/** POST entries/query, GET entries, POST materials/query, POST suggestions. */
export function registerSearchRoutes(app: Hono<AppEnv>, stores: SearchRouteStores): void {
  const runQuery = async (raw: unknown, user: AuthUser | null, resource: 'entries' | 'materials') => {
    const registry = await strataSearchRegistry()
    const lookup = resource === 'materials' ? materialsLookup(registry.lookup) : registry.lookup
    const request = validateSearchRequest(raw, lookup)
    const access = await searchAccessOf(user, stores.records)
    const result = request.verify_only
      ? { total: 0, data: [], aggregations: {} }
      : await stores.search.search({ resource, owner: request.owner, access, query: request.query, pagination: request.pagination, aggregations: request.aggregations })
    return searchResponse(request, result, lookup, resource === 'materials' ? 'material_id' : 'entry_id')
  }

  defineRoute(app, {
    method: 'post',
    path: '/entries/query',
    summary: 'Search entries: query, owner, pagination, required fields and aggregations',
    tags: ['entries'],
    body: entriesQueryRequestSchema,
    response: searchResponseSchema,
    handler: async ({ user }, c) => runQuery(await rawBody(c), user, 'entries'),
  })

  defineRoute(app, {
    method: 'get',
    path: '/entries',
    summary: 'Search entries with query parameters (quantity=value, owner, page_size, order_by, ...)',
    tags: ['entries'],
    query: getEntriesQuerySchema,
    response: searchResponseSchema,
    handler: async ({ query, user }) => runQuery(requestFromQueryParameters(query), user, 'entries'),
  })

  defineRoute(app, {
    method: 'post',
    path: '/materials/query',
    summary: 'Search materials (entries grouped by results.material.material_id)',
    tags: ['materials'],
    body: materialsQueryRequestSchema,
    response: searchResponseSchema,
    handler: async ({ user }, c) => runQuery(await rawBody(c), user, 'materials'),
  })

  defineRoute(app, {
    method: 'post',
    path: '/suggestions',
    summary: 'Values of quantities that contain the typed input, for the search bar',
    tags: ['entries'],
    body: suggestionsRequestSchema,
    response: suggestionsResponseSchema,
    handler: async ({ body, user }) => {
      const access = await searchAccessOf(user, stores.records)
      const bySize = new Map<number, string[]>()
      for (const quantity of body.quantities) {
        const { name, size } = typeof quantity === 'string' ? { name: quantity, size: body.size } : quantity
        bySize.set(size, [...(bySize.get(size) ?? []), name])
      }
      const answers = await Promise.all([...bySize].map(([size, names]) => stores.search.suggest(names, body.input, size, access)))
      // fromEntries defines own keys, so a quantity named __proto__ stays a key instead of a prototype.
      return Object.fromEntries(answers.flatMap((answer) => Object.entries(answer)))
    },
  })
}

/** The JSON body as sent (the route table parsed it already; hono keeps the text). */
async function rawBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text()
  return text.trim() === '' ? {} : JSON.parse(text)
}
