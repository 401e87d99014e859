/**
 * The search requests of the GUI's search pages (POST {resource}/query), built in one place: the page's
 * store sends them, and the server names an app page's first one in env.js so that the page's first
 * script can send it before the GUI has loaded. A request sent ahead is taken only when its body is
 * the same JSON, key order included, so both build it here.
 */
import type { AppConfig } from '../config/app.js'
import { SEARCH_CONSTANTS } from './constants.js'
import type { Owner } from './requestSchema.js'

/** What entries/query leaves out of each hit unless asked (spec 2 §7): long lists no results column shows. */
export const ENTRIES_EXCLUDE = ['quantities', 'sections', 'files']

export type SearchResource = 'entries' | 'materials'

export interface SearchRequestParts {
  owner: Owner
  query: Record<string, unknown>
  aggregations: Record<string, unknown>
  pagination: Record<string, unknown>
}

export function searchRequestBody(resource: SearchResource, { owner, query, aggregations, pagination }: SearchRequestParts): Record<string, unknown> {
  const rows = (pagination.page_size as number) > 0
  return { owner, query, aggregations, pagination, required: resource === 'entries' && rows ? { exclude: ENTRIES_EXCLUDE } : {} }
}

/** The results page an app asks for: its pagination with the defaults of spec 2 §9. */
export function appPagination(app: { pagination?: { page_size?: number; order_by?: string; order?: string } }): { page_size: number; order_by: string; order: string } {
  const { page_size, order_by, order } = app.pagination ?? {}
  return {
    page_size: page_size ?? SEARCH_CONSTANTS.pageSize,
    order_by: order_by ?? SEARCH_CONSTANTS.orderBy,
    order: order ?? SEARCH_CONSTANTS.order,
  }
}

export interface SearchRequest {
  /** Below the API base, e.g. `entries/query`. */
  path: string
  body: Record<string, unknown>
}

/**
 * An app page's first search (its results, before any aggregation) for an anonymous visitor with no filter
 * in the address. Undefined for an app that locks filters: their query needs the metainfo, which only the GUI loads.
 */
export function firstAnonymousSearch(app: Pick<AppConfig, 'resource' | 'pagination' | 'filters_locked'>): SearchRequest | undefined {
  if (Object.keys(app.filters_locked ?? {}).length > 0) return undefined
  const resource = app.resource ?? 'entries'
  return { path: `${resource}/query`, body: searchRequestBody(resource, { owner: 'public', query: {}, aggregations: {}, pagination: appPagination(app) }) }
}
