import { toNomadQuery, type Aggregation, type QuantityLookup, type SearchRequest } from '../../engine/query/index.js'
import type { IndexSearchResult } from '../store/interfaces.js'
import { projectDocument } from './required.js'

/**
 * The response of entries/query and materials/query, echoing the normalised request as
 * NOMAD does: owner, query (NOMAD's normal form), pagination with total and
 * next_page_after_value, required (when given), aggregations with their data (when any).
 */
export interface SearchResponse {
  [key: string]: unknown
  owner: string
  query: unknown
  pagination: { page_size: number; order_by: string; order: string; total: number; [key: string]: unknown }
  required?: unknown
  aggregations?: Record<string, unknown>
  data: Record<string, unknown>[]
}

export function searchResponse(request: SearchRequest, result: IndexSearchResult, lookup: QuantityLookup, defaultOrderBy: string): SearchResponse {
  const { pagination } = request
  const response: SearchResponse = {
    owner: request.owner,
    query: toNomadQuery(request.query, lookup),
    pagination: withoutUndefined({
      page_size: pagination.page_size,
      order_by: pagination.order_by ?? defaultOrderBy,
      order: pagination.order,
      page_after_value: pagination.page_after_value,
      page: pagination.page,
      page_offset: pagination.page_offset,
      total: result.total,
      next_page_after_value: result.next_page_after_value,
    }),
    data: [],
  }
  // NOMAD always includes the id of what it lists when `include` is given (an empty list gives ids alone).
  const required = request.required?.include ? { ...request.required, include: withId(request.required.include, defaultOrderBy) } : request.required
  if (required) response.required = required
  const names = Object.keys(request.aggregations)
  if (names.length > 0) {
    response.aggregations = Object.fromEntries(names.map((name) => [name, aggregationEcho(request.aggregations[name], result.aggregations[name])]))
  }
  response.data = result.data.map((doc) => projectDocument(doc, required))
  return response
}

function aggregationEcho(aggregation: Aggregation, outcome: IndexSearchResult['aggregations'][string] | undefined) {
  const [kind, spec] = Object.entries(aggregation).find(([, value]) => value !== undefined) as [string, Record<string, unknown>]
  const echo: Record<string, unknown> = withoutUndefined({ ...spec })
  if (outcome?.interval !== undefined) echo.interval = outcome.interval
  if (outcome?.offset !== undefined) echo.offset = outcome.offset
  if (outcome?.pagination) echo.pagination = outcome.pagination
  echo.data = outcome?.data ?? []
  return { [kind]: echo }
}

function withId(include: string[], id: string): string[] {
  return include.includes(id) ? include : [...include, id]
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

