/**
 * The search store of a page, made the same way for the page (SearchContextProvider) and for the
 * first search sent ahead of it (prefetchFirstSearch): both must ask exactly the same request.
 * Kept apart from the React context, so that the prefetch loads only this much code.
 */
import { ApiClient } from '../../engine/api/client.js'
import { prefetch } from '../../engine/api/prefetched.js'
import type { AppConfig } from '../../engine/config/app.js'
import type { QueryModes } from './filterQuery.js'
import { appOffersQuantity, quantityDef } from './searchQuantities.js'
import { SearchStore, type SearchApi } from './searchStore.js'
import type { Filters } from './types.js'
import { filtersToSearchParams, searchParamsToFilters, searchParamsToQueryModes } from './urlState.js'

/** The API base when the page passes no client: the deployment's fixed base (COMMON constants). */
const DEFAULT_API_BASE = '/prod/v1/develop/api/v1'

export interface SearchStoreProps {
  app: AppConfig
  api?: SearchApi
  loggedIn?: boolean
  lockedFilters?: Filters
  /** Read and write the filters in the address (default true). */
  syncUrl?: boolean
  initialFilters?: Filters
  debounceMs?: number
}

export const knownIn = (app: AppConfig, name: string) => appOffersQuantity(app, name) && quantityDef(name) !== undefined

export function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search
}

function writeAddress(filters: Filters, modes: QueryModes) {
  if (typeof window === 'undefined') return
  const search = filtersToSearchParams(filters, modes).toString()
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', url)
  }
}

/** The store of a page with these props: its filters from the address (syncUrl) or from initialFilters. */
export function searchStoreOf({ app, api, loggedIn = false, lockedFilters, syncUrl = true, initialFilters, debounceMs }: SearchStoreProps): SearchStore {
  const known = (name: string) => knownIn(app, name)
  return new SearchStore({
    api: api ?? new ApiClient({ baseUrl: DEFAULT_API_BASE }),
    app,
    initialFilters: syncUrl ? searchParamsToFilters(currentSearch(), known) : (initialFilters ?? {}),
    initialQueryModes: syncUrl ? searchParamsToQueryModes(currentSearch(), known) : {},
    lockedFilters,
    loggedIn,
    debounceMs,
    onFiltersChange: syncUrl ? writeAddress : undefined,
  })
}

/**
 * Sends the first search of a page that is about to render with these props, so that its answer
 * is on the way (or there) when the page's store starts and asks the same (see engine/api/prefetched).
 */
export function prefetchFirstSearch(props: SearchStoreProps & { api: SearchApi }): void {
  const { path, body } = searchStoreOf(props).firstRequest()
  prefetch('POST', path, body, () => props.api.post(path, body))
}
