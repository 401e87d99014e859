/**
 * A stand-in for the search context of src/renderers/search, for widget tests: filters live in React
 * state, aggregations answer from recordings-shaped data given by the test, and every aggregation
 * request is logged so that tests can see what a widget asked for and when.
 */
import { createContext, useContext, useState, type ReactNode } from 'react'
import { appConfigSchema } from '../../../src/engine/config/app.js'
import type { AggregationData, FilterValue, SearchContextValue, SearchQuantityDef } from '../../../src/renderers/widgets/searchContext.js'

export interface AggregationCall {
  id: string
  quantity: string
  request: unknown
  visible: boolean
}

interface FakeState {
  value: SearchContextValue
  aggregations: Record<string, AggregationData>
  hits: Record<string, unknown>[]
  calls: AggregationCall[]
  entryQueries: unknown[]
}

const FakeContext = createContext<FakeState | null>(null)

export interface FakeSearchProps {
  app?: Record<string, unknown>
  quantities?: Record<string, Partial<SearchQuantityDef>>
  aggregations?: Record<string, AggregationData>
  hits?: Record<string, unknown>[]
  initialFilters?: Record<string, FilterValue>
  /** Receives the filters after each change. */
  onFilters?: (filters: Record<string, FilterValue>) => void
  calls?: AggregationCall[]
  entryQueries?: unknown[]
  children: ReactNode
}

export function FakeSearchProvider({ app = {}, quantities = {}, aggregations = {}, hits = [], initialFilters = {}, onFilters, calls = [], entryQueries = [], children }: FakeSearchProps) {
  const [filters, setFilters] = useState<Record<string, FilterValue>>(initialFilters)
  const parsedApp = appConfigSchema.parse({ path: 'test', label: 'Test', category: 'Test', ...app })
  const setFilter = (quantity: string, value: FilterValue | undefined) =>
    setFilters((current) => {
      const next = { ...current }
      if (value === undefined) delete next[quantity]
      else next[quantity] = value
      onFilters?.(next)
      return next
    })
  const quantity = (name: string): SearchQuantityDef | undefined =>
    Object.hasOwn(quantities, name) ? ({ name, dtype: 'string', aggregatable: true, multiple: false, queryMode: 'any', ...quantities[name] } as SearchQuantityDef) : undefined
  const value = {
    app: parsedApp,
    resource: 'entries',
    filters,
    lockedFilters: {},
    owner: 'visible',
    apiQuery: filters,
    setFilter,
    clearFilters: () => setFilters({}),
    results: { data: [], pagination: undefined, total: undefined, loading: false, error: undefined, loadMore: () => undefined },
    resultsVisible: true,
    setResultsVisible: () => undefined,
    units: {
      ready: true,
      load: () => undefined,
      system: 'SI',
      systems: [],
      setUnitSystem: () => undefined,
      displayUnit: (name: string) => quantity(name)?.unit,
      toDisplay: (v: number) => v,
      fromDisplay: (v: number) => v,
      dimensionUnits: {},
      setDimensionUnit: () => undefined,
    },
    statisticsEnabled: true,
    setStatisticsEnabled: () => undefined,
    quantity,
    quantityNames: Object.keys(quantities),
    suggestionHistory: { items: [], add: () => undefined, remove: () => undefined },
  } as unknown as SearchContextValue
  return <FakeContext.Provider value={{ value, aggregations, hits, calls, entryQueries }}>{children}</FakeContext.Provider>
}

const useFake = (): FakeState => {
  const state = useContext(FakeContext)
  if (!state) throw new Error('no FakeSearchProvider')
  return state
}

export const useSearchContext = (): SearchContextValue => useFake().value

export function useFilter(quantity: string): [FilterValue | undefined, (value: FilterValue | undefined) => void] {
  const { value } = useFake()
  return [value.filters[quantity], (next) => value.setFilter(quantity, next)]
}

export function useAggregation(id: string, quantity: string, request: unknown, visible: boolean) {
  const { aggregations, calls } = useFake()
  calls.push({ id, quantity, request, visible })
  return { data: visible ? aggregations[quantity] : undefined, loading: false, error: undefined }
}

export function useEntriesQuery(body: unknown, enabled: boolean) {
  const { hits, entryQueries } = useFake()
  if (enabled) entryQueries.push(body)
  return { data: enabled ? hits : undefined, loading: false, error: undefined }
}
