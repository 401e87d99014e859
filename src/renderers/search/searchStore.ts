/**
 * The state machine behind the search context, without React: filters, the debounced query,
 * the results with paging, and the aggregations of the visible menus and widgets. Every request
 * carries a sequence number; an answer older than one already applied is dropped, so answers
 * take effect in the order the requests were made (spec 2 §4).
 */
import type { AppConfig } from '../../engine/config/app.js'
import { SEARCH_CONSTANTS } from '../../engine/query/constants.js'
import { appPagination, searchRequestBody } from '../../engine/query/searchRequest.js'
import type { SetOperator } from '../../engine/query/ast.js'
import type { Owner } from '../../engine/query/requestSchema.js'
import { BadRequest, UnprocessableEntity } from '../../engine/api/errors.js'
import { peekArrived, takePrefetched } from '../../engine/api/prefetched.js'
import { searchError } from './searchErrors.js'
import { filtersToApiQuery, isEmptyFilterValue, materialsName, nestedObjectPaths, ownerOf, type QueryModes } from './filterQuery.js'
import type { AggregationData, AggregationRequest, AggregationState, Filters, FilterValue, SearchPagination } from './types.js'

/** The part of the API client the store uses. */
export interface SearchApi {
  post<T = unknown>(path: string, body?: unknown): Promise<T>
  /** The full URL of an API path, for plain browser navigation (downloads); the API client has it. */
  url?(path: string, query?: Record<string, string>): string
  /** Sends the browser to such a URL after refreshing the token in the API cookie; the API client has it. */
  navigate?(url: string): Promise<void>
}

export interface SearchStoreOptions {
  api: SearchApi
  app: AppConfig
  initialFilters?: Filters
  /** Modes chosen for set filters (from the address). */
  initialQueryModes?: QueryModes
  lockedFilters?: Filters
  loggedIn?: boolean
  debounceMs?: number
  /** Called with the user's filters whenever they change (the page writes them to the address). */
  onFiltersChange?: (filters: Filters, modes: QueryModes) => void
  onError?: (error: unknown) => void
}

interface QueryResponse {
  data?: Record<string, unknown>[]
  pagination?: SearchPagination
  aggregations?: Record<string, Record<string, AggregationData>>
}

interface AggregationEntry {
  quantity: string
  request: AggregationRequest
  requestKey: string
  /** Registrations (one per hook) and whether each is visible. */
  visibleBy: Map<number, boolean>
  state: AggregationState
  /** The query version and request the data belongs to (or is being fetched for). */
  fetchedFor?: string
  /** Sequence number of the newest request that asked for this aggregation. */
  latestSeq: number
}

export interface ResultsSnapshot {
  data: Record<string, unknown>[]
  pagination: SearchPagination | undefined
  total: number | undefined
  loading: boolean
  error: Error | undefined
}

export interface SearchSnapshot {
  filters: Filters
  /** The modes chosen for set filters, where they differ from the quantity's default on purpose. */
  queryModes: QueryModes
  lockedFilters: Filters
  owner: Owner
  apiQuery: Record<string, unknown>
  results: ResultsSnapshot
  statisticsEnabled: boolean
  resultsVisible: boolean
}

const kindOf = (request: AggregationRequest) => Object.keys(request)[0] as keyof AggregationRequest

export class SearchStore {
  private readonly options: SearchStoreOptions
  private readonly resource: 'entries' | 'materials'
  private snapshot: SearchSnapshot
  private readonly listeners = new Set<() => void>()
  private readonly aggregations = new Map<string, AggregationEntry>()
  private readonly aggregationListeners = new Map<string, Set<() => void>>()
  private debounceTimer: ReturnType<typeof setTimeout> | undefined
  private aggregationTimer: ReturnType<typeof setTimeout> | undefined
  private seq = 0
  private resultsSeq = 0
  private queryVersion = 0
  private nextToken = 1
  private disposed = false
  /** Whether the first results came with the store (a search sent ahead had arrived): start() then asks only for aggregations. */
  private firstResultsArrived = false
  /** The app's nested_object sections: their filters are sent grouped per section. */
  private readonly nestedPaths: string[]

  constructor(options: SearchStoreOptions) {
    this.options = options
    this.resource = options.app.resource ?? 'entries'
    this.nestedPaths = nestedObjectPaths(options.app)
    const lockedFilters = { ...(options.app.filters_locked ?? {}), ...(options.lockedFilters ?? {}) } as Filters
    const filters = withoutEmpty(options.initialFilters ?? {})
    const queryModes = modesOf(filters, options.initialQueryModes ?? {})
    this.snapshot = {
      filters,
      queryModes,
      lockedFilters,
      owner: ownerOf(filters, lockedFilters, options.loggedIn ?? false),
      apiQuery: filtersToApiQuery(filters, lockedFilters, this.resource, queryModes, this.nestedPaths),
      results: { data: [], pagination: undefined, total: undefined, loading: true, error: undefined },
      statisticsEnabled: true,
      resultsVisible: true,
    }
    const first = this.firstRequest()
    // Looked at, not taken: the store may be made in a render React discards; start() (committed) takes it.
    const arrived = peekArrived<QueryResponse>('POST', first.path, first.body)
    if (arrived) {
      this.snapshot.results = { data: arrived.data ?? [], pagination: arrived.pagination, total: arrived.pagination?.total, loading: false, error: undefined }
      this.firstResultsArrived = true
    }
  }

  // ---- subscription -------------------------------------------------------------------------
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): SearchSnapshot => this.snapshot

  private update(change: Partial<SearchSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change }
    for (const listener of this.listeners) listener()
  }

  /** Sends the first search; call once the page is mounted. */
  start(): void {
    this.disposed = false
    if (this.firstResultsArrived) {
      const first = this.firstRequest()
      void takePrefetched('POST', first.path, first.body)
    }
    this.commitQuery()
  }

  dispose(): void {
    this.disposed = true
    clearTimeout(this.debounceTimer)
    clearTimeout(this.aggregationTimer)
  }

  // ---- filters ------------------------------------------------------------------------------
  /**
   * Sets one filter; `queryMode` chooses how a set of values combines (a terms widget's `query_mode`).
   * Without it a set keeps the mode chosen before; removing the filter forgets it.
   */
  setFilter(quantity: string, value: FilterValue | undefined, queryMode?: SetOperator): void {
    const filters = { ...this.snapshot.filters }
    const modes = { ...this.snapshot.queryModes }
    if (isEmptyFilterValue(value)) delete filters[quantity]
    else filters[quantity] = value as FilterValue
    if (queryMode) modes[quantity] = queryMode
    this.changeFilters(filters, true, modes)
  }

  clearFilters(): void {
    this.changeFilters({}, true, {})
  }

  /** Replaces all filters, e.g. when the address changed by the browser's back button. */
  replaceFilters(filters: Filters, modes: QueryModes = {}): void {
    this.changeFilters(withoutEmpty(filters), false, modes)
  }

  private changeFilters(filters: Filters, notify = true, modes: QueryModes = this.snapshot.queryModes) {
    const { lockedFilters } = this.snapshot
    const queryModes = modesOf(filters, modes)
    this.update({ filters, queryModes, owner: ownerOf(filters, lockedFilters, this.options.loggedIn ?? false) })
    if (notify) this.options.onFiltersChange?.(filters, queryModes)
    clearTimeout(this.debounceTimer)
    this.debounceTimer = setTimeout(() => this.commitQuery(), this.options.debounceMs ?? SEARCH_CONSTANTS.searchDebounceMs)
  }

  /** Login or logout: the default owner changes (spec 2 §6), so the search is sent again. */
  setLoggedIn(loggedIn: boolean): void {
    if ((this.options.loggedIn ?? false) === loggedIn) return
    this.options.loggedIn = loggedIn
    this.changeFilters(this.snapshot.filters, false)
  }

  setErrorHandler(onError: ((error: unknown) => void) | undefined): void {
    this.options.onError = onError
  }

  setStatisticsEnabled(enabled: boolean): void {
    this.update({ statisticsEnabled: enabled })
  }

  setResultsVisible(visible: boolean): void {
    this.update({ resultsVisible: visible })
  }

  // ---- search -------------------------------------------------------------------------------
  private queryBody(pagination: Record<string, unknown>, aggregations: Record<string, unknown>) {
    return searchRequestBody(this.resource, { owner: this.snapshot.owner, query: this.snapshot.apiQuery, aggregations, pagination })
  }

  private get pagination() {
    return appPagination(this.options.app)
  }

  /** The page's first request (its results, before any aggregation), as start() sends it: what a prefetch may send ahead. */
  firstRequest(): { path: string; body: Record<string, unknown> } {
    return { path: `${this.resource}/query`, body: this.queryBody(this.pagination, {}) }
  }

  /** The query changed (or the page opened): new results and every visible aggregation. */
  private commitQuery() {
    if (this.disposed) return
    clearTimeout(this.aggregationTimer)
    this.queryVersion += 1
    if (this.firstResultsArrived) {
      this.firstResultsArrived = false
      const seq = ++this.seq
      this.resultsSeq = seq
      const aggregations = this.claimAggregations(seq, true)
      if (Object.keys(aggregations).length > 0) void this.send(this.queryBody({ page_size: 0 }, aggregations), seq, aggregations, 'none')
      return
    }
    const { filters, lockedFilters, queryModes } = this.snapshot
    this.update({
      apiQuery: filtersToApiQuery(filters, lockedFilters, this.resource, queryModes, this.nestedPaths),
      results: { ...this.snapshot.results, loading: true, error: undefined },
    })
    const seq = ++this.seq
    this.resultsSeq = seq
    const aggregations = this.claimAggregations(seq, true)
    void this.send(this.queryBody(this.pagination, aggregations), seq, aggregations, 'replace')
  }

  loadMore(): void {
    const { pagination, loading, data } = this.snapshot.results
    const after = pagination?.next_page_after_value
    if (loading || !after || (pagination?.total !== undefined && data.length >= pagination.total)) return
    const seq = ++this.seq
    this.resultsSeq = seq
    this.update({ results: { ...this.snapshot.results, loading: true } })
    void this.send(this.queryBody({ ...this.pagination, page_after_value: after }, {}), seq, {}, 'append')
  }

  /** `alone`: the request asks for one aggregation split off a refused request; its failure is that aggregation's only. */
  private async send(body: Record<string, unknown>, seq: number, aggregations: Record<string, unknown>, mode: 'replace' | 'append' | 'none', alone = false) {
    try {
      const path = `${this.resource}/query`
      const response = await (takePrefetched<QueryResponse>('POST', path, body) ?? this.options.api.post<QueryResponse>(path, body))
      if (this.disposed) return
      if (mode !== 'none' && seq === this.resultsSeq) {
        const data = mode === 'append' ? [...this.snapshot.results.data, ...(response.data ?? [])] : (response.data ?? [])
        this.update({
          results: { data, pagination: response.pagination, total: response.pagination?.total, loading: false, error: undefined },
        })
      }
      this.applyAggregations(seq, Object.keys(aggregations), response.aggregations ?? {})
    } catch (error) {
      if (this.disposed) return
      const ids = Object.keys(aggregations)
      // One refused aggregation (a widget or menu naming a quantity the server does not know) must not take the
      // results and the other aggregations with it: ask again, the results and each aggregation on their own.
      if ((error instanceof BadRequest || error instanceof UnprocessableEntity) && ids.length > (mode === 'none' ? 1 : 0)) {
        if (mode !== 'none') void this.send({ ...body, aggregations: {} }, seq, {}, mode)
        for (const id of ids) {
          const one = { [id]: aggregations[id] }
          void this.send({ ...body, aggregations: one, pagination: { page_size: 0 }, required: {} }, seq, one, 'none', true)
        }
        return
      }
      const mapped = searchError(error)
      const failure = mapped instanceof Error ? mapped : new Error(String(mapped))
      if (mode !== 'none' && seq === this.resultsSeq) this.update({ results: { ...this.snapshot.results, loading: false, error: failure } })
      this.failAggregations(seq, ids, failure)
      if (!alone) this.options.onError?.(failure)
    }
  }

  get api(): SearchApi {
    return this.options.api
  }

  get loggedIn(): boolean {
    return this.options.loggedIn ?? false
  }

  // ---- aggregations -------------------------------------------------------------------------
  /**
   * Registers (or updates) one hook's use of aggregation `id`; returns its token for later updates.
   * A visible aggregation whose request or query changed is fetched in the next tick, together
   * with the others that changed in the same tick.
   */
  registerAggregation(token: number | undefined, id: string, quantity: string, request: AggregationRequest, visible: boolean): number {
    const own = token ?? this.nextToken++
    const requestKey = JSON.stringify([quantity, request])
    let entry = this.aggregations.get(id)
    if (!entry) {
      entry = { quantity, request, requestKey, visibleBy: new Map(), state: { data: undefined, loading: false, error: undefined }, latestSeq: 0 }
      this.aggregations.set(id, entry)
    } else if (entry.requestKey !== requestKey) {
      Object.assign(entry, { quantity, request, requestKey })
    }
    entry.visibleBy.set(own, visible)
    if (this.needsFetch(entry)) this.scheduleAggregations()
    return own
  }

  unregisterAggregation(token: number, id: string): void {
    const entry = this.aggregations.get(id)
    entry?.visibleBy.delete(token)
  }

  aggregationState(id: string): AggregationState {
    return this.aggregations.get(id)?.state ?? IDLE
  }

  subscribeAggregation(id: string, listener: () => void): () => void {
    let set = this.aggregationListeners.get(id)
    if (!set) this.aggregationListeners.set(id, (set = new Set()))
    set.add(listener)
    return () => set.delete(listener)
  }

  private isVisible(entry: AggregationEntry) {
    return [...entry.visibleBy.values()].some(Boolean)
  }

  private wanted(entry: AggregationEntry) {
    return `${this.queryVersion}|${entry.requestKey}`
  }

  private needsFetch(entry: AggregationEntry) {
    return this.isVisible(entry) && entry.fetchedFor !== this.wanted(entry)
  }

  private scheduleAggregations() {
    if (this.aggregationTimer !== undefined || this.queryVersion === 0) return
    this.aggregationTimer = setTimeout(() => {
      this.aggregationTimer = undefined
      if (this.disposed) return
      const seq = ++this.seq
      const aggregations = this.claimAggregations(seq, false)
      if (Object.keys(aggregations).length === 0) return
      void this.send(this.queryBody({ page_size: 0 }, aggregations), seq, aggregations, 'none')
    }, 0)
  }

  /** The request bodies of the aggregations to fetch now, marked as being fetched by `seq`. */
  private claimAggregations(seq: number, all: boolean): Record<string, unknown> {
    const body: Record<string, unknown> = {}
    for (const [id, entry] of this.aggregations) {
      if (!this.isVisible(entry) || (!all && !this.needsFetch(entry))) continue
      const kind = kindOf(entry.request)
      const quantity = this.resource === 'materials' ? materialsName(entry.quantity) : entry.quantity
      body[id] = { [kind]: { ...(entry.request as Record<string, object>)[kind], quantity } }
      entry.fetchedFor = this.wanted(entry)
      entry.latestSeq = seq
      this.setAggregationState(id, entry, { ...entry.state, loading: true })
    }
    return body
  }

  private applyAggregations(seq: number, ids: string[], answers: Record<string, Record<string, AggregationData>>) {
    for (const id of ids) {
      const entry = this.aggregations.get(id)
      if (!entry || entry.latestSeq !== seq) continue
      const answer = answers[id]
      const data = answer ? Object.values(answer)[0] : undefined
      this.setAggregationState(id, entry, { data, loading: false, error: undefined })
    }
  }

  private failAggregations(seq: number, ids: string[], error: Error) {
    for (const id of ids) {
      const entry = this.aggregations.get(id)
      if (!entry || entry.latestSeq !== seq) continue
      entry.fetchedFor = undefined
      this.setAggregationState(id, entry, { ...entry.state, loading: false, error })
    }
  }

  private setAggregationState(id: string, entry: AggregationEntry, state: AggregationState) {
    entry.state = state
    for (const listener of this.aggregationListeners.get(id) ?? []) listener()
  }
}

const IDLE: AggregationState = { data: undefined, loading: false, error: undefined }

function withoutEmpty(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => !isEmptyFilterValue(value)))
}

/** The modes of the set filters that are still there. */
function modesOf(filters: Filters, modes: QueryModes): QueryModes {
  return Object.fromEntries(Object.entries(modes).filter(([name]) => Array.isArray(filters[name])))
}
