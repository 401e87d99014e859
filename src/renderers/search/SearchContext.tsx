/**
 * The search context of one app page (spec 2 §4): filters (mirrored in the address), the NOMAD
 * query, results with paging, aggregations for the visible menus and widgets, display units,
 * the statistics switch and the search-bar history. Dashboard state is not here.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { fetchSuggestions } from '../../engine/api/suggestions.js'
import type { AppConfig } from '../../engine/config/app.js'
import type { UnitSystemsDefinition } from '../../engine/units/systems.js'
import { appQuantityNames, quantityDef } from './searchQuantities.js'
import { currentSearch, knownIn, searchStoreOf } from './searchStoreOf.js'
import type { SearchApi, SearchStore } from './searchStore.js'
import { addToHistory, readHistory, writeHistory } from './suggestionHistory.js'
import type {
  AggregationRequest,
  AggregationState,
  Filters,
  FilterValue,
  SearchContextValue,
  SearchQuantityDef,
  SuggestionHistory,
} from './types.js'
import { showsUnitsAtStart } from './unitsAtStart.js'
import { useSearchUnits } from './unitsState.js'
import { searchParamsToFilters, searchParamsToQueryModes } from './urlState.js'

export type * from './types.js'

export interface SearchContextProviderProps {
  app: AppConfig
  children: ReactNode
  /** The API client (the page passes the shell's, with the user's token). */
  api?: SearchApi
  /** Whether a user is logged in: the default visibility is visible then, else public. */
  loggedIn?: boolean
  /** The deployment's unit systems (`ui.unit_systems`). */
  unitSystems?: UnitSystemsDefinition
  /** Filters forced on top of the app's `filters_locked` (the user page locks visibility). */
  lockedFilters?: Filters
  /** Read and write the filters in the address (default true). */
  syncUrl?: boolean
  /** The filters to start from when the address is not read (a search stored in an ELN query quantity). */
  initialFilters?: Filters
  /** Where failed requests are reported (the shell's error snackbar). */
  onError?: (error: unknown) => void
  /** Milliseconds between the last filter change and the search (default 450, spec 2 §9). */
  debounceMs?: number
}

interface InternalContext {
  value: SearchContextValue
  store: SearchStore
}

const Context = createContext<InternalContext | null>(null)

export function SearchContextProvider({
  app,
  children,
  api,
  loggedIn = false,
  unitSystems,
  lockedFilters,
  syncUrl = true,
  initialFilters,
  onError,
  debounceMs,
}: SearchContextProviderProps) {
  const known = useCallback((name: string) => knownIn(app, name), [app])
  const [store] = useState(() => searchStoreOf({ app, api, loggedIn, lockedFilters, syncUrl, initialFilters, debounceMs }))

  useEffect(() => {
    store.start()
    return () => store.dispose()
  }, [store])

  useEffect(() => store.setLoggedIn(loggedIn), [store, loggedIn])
  useEffect(() => store.setErrorHandler(onError), [store, onError])

  useEffect(() => {
    if (!syncUrl) return
    const onPop = () => store.replaceFilters(searchParamsToFilters(currentSearch(), known), searchParamsToQueryModes(currentSearch(), known))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [store, syncUrl, known])

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  // The units library (mathjs, the largest chunk) is left out of the first result rows unless
  // they or the dashboard show unit values; it loads once the first answer is there.
  const unitsAtStart = useMemo(() => showsUnitsAtStart(app), [app])
  const units = useSearchUnits(unitSystems, unitsAtStart || snapshot.results.total !== undefined || snapshot.results.error !== undefined)
  const suggestionHistory = useSuggestionHistory(app.path)
  const quantityNames = useMemo(() => appQuantityNames(app), [app])

  const value = useMemo<SearchContextValue>(
    () => ({
      app,
      resource: app.resource ?? 'entries',
      filters: snapshot.filters,
      lockedFilters: snapshot.lockedFilters,
      owner: snapshot.owner,
      apiQuery: snapshot.apiQuery,
      queryModes: snapshot.queryModes,
      setFilter: (quantity, filterValue, queryMode) => store.setFilter(quantity, filterValue, queryMode),
      clearFilters: () => store.clearFilters(),
      results: { ...snapshot.results, loadMore: () => store.loadMore() },
      resultsVisible: snapshot.resultsVisible,
      setResultsVisible: (visible) => store.setResultsVisible(visible),
      units,
      statisticsEnabled: snapshot.statisticsEnabled,
      setStatisticsEnabled: (enabled) => store.setStatisticsEnabled(enabled),
      quantity: (name) => (known(name) ? quantityDef(name) : undefined),
      quantityNames,
      suggestionHistory,
      loggedIn,
      api: store.api,
      fetchSuggestions: (input, quantities) => fetchSuggestions(store.api, input, quantities),
    }),
    [app, snapshot, store, units, known, quantityNames, suggestionHistory, loggedIn],
  )

  const internal = useMemo(() => ({ value, store }), [value, store])
  return <Context.Provider value={internal}>{children}</Context.Provider>
}

function useInternal(): InternalContext {
  const context = useContext(Context)
  if (!context) throw new Error('Search hooks must be used inside <SearchContextProvider>')
  return context
}

export function useSearchContext(): SearchContextValue {
  return useInternal().value
}

/** One filter's value and its setter (undefined removes the filter). */
export function useFilter<T extends FilterValue = FilterValue>(quantity: string): [T | undefined, (value: T | undefined) => void] {
  const { value } = useInternal()
  const current = value.filters[quantity] as T | undefined
  const { setFilter } = value
  const set = useCallback((next: T | undefined) => setFilter(quantity, next), [setFilter, quantity])
  return [current, set]
}

/** A search quantity's definition (dtype, unit, aggregatable, multiple, enum values ...). */
export function useSearchQuantity(name: string): SearchQuantityDef | undefined {
  return useInternal().value.quantity(name)
}

/**
 * The aggregation `id` on `quantity`: requested only while `visible`, and again when the query
 * or the request changed (spec 2 §4).
 */
export function useAggregation(id: string, quantity: string, request: AggregationRequest, visible: boolean): AggregationState {
  const { store } = useInternal()
  const token = useRef<number | undefined>(undefined)
  const requestKey = JSON.stringify(request)
  useEffect(() => {
    token.current = store.registerAggregation(token.current, id, quantity, JSON.parse(requestKey) as AggregationRequest, visible)
  }, [store, id, quantity, requestKey, visible])
  useEffect(
    () => () => {
      if (token.current !== undefined) store.unregisterAggregation(token.current, id)
      token.current = undefined
    },
    [store, id],
  )
  const subscribe = useCallback((listener: () => void) => store.subscribeAggregation(id, listener), [store, id])
  const getState = useCallback(() => store.aggregationState(id), [store, id])
  return useSyncExternalStore(subscribe, getState, getState)
}

function useSuggestionHistory(contextId: string): SuggestionHistory {
  const [items, setItems] = useState(() => readHistory(contextId))
  const add = useCallback(
    (input: string) =>
      setItems((current) => {
        const next = addToHistory(current, input)
        writeHistory(contextId, next)
        return next
      }),
    [contextId],
  )
  const remove = useCallback(
    (input: string) =>
      setItems((current) => {
        const next = current.filter((item) => item !== input)
        writeHistory(contextId, next)
        return next
      }),
    [contextId],
  )
  return useMemo(() => ({ items, add, remove }), [items, add, remove])
}
