/** The shapes the search context works with: filter values, aggregations and results (NOMAD's API v1). */
import type { Suggestions } from '../../engine/api/suggestions.js'
import type { AppConfig } from '../../engine/config/app.js'
import type { Owner } from '../../engine/query/requestSchema.js'
import type { SetOperator } from '../../engine/query/ast.js'
import type { DataType, QuantityInfo } from '../../engine/query/quantities.js'

export type Scalar = string | number | boolean

/** A range filter (spec 2 §3 'Filter value shapes'). */
export interface RangeValue {
  gte?: number | string
  gt?: number | string
  lte?: number | string
  lt?: number | string
}

/** One row of the custom-quantities filter: `{id, dtype, op, value}`. */
export interface CustomQuantityRow {
  id: string
  dtype: string
  op: 'search' | 'lt' | 'lte' | 'gte' | 'gt'
  value: string | number | boolean
}

/**
 * The value of one filter: a set of values (terms, elements, optimade_filter, free text), a range,
 * a nested object of sub filters, the custom-quantities rows, or a single value (visibility,
 * combine, exclusive).
 */
export type FilterValue = Scalar[] | RangeValue | CustomQuantityRow[] | Record<string, unknown> | Scalar

export type Filters = Record<string, FilterValue>

/** The request of one aggregation, keyed by kind like NOMAD's API (`{terms: {...}}`). */
export type AggregationRequest =
  | { terms: { size?: number; include?: string[]; exclude_from_search?: boolean } }
  | { histogram: { buckets?: number; interval?: number; exclude_from_search?: boolean; extended_bounds?: { min?: number; max?: number } } }
  | { date_histogram: { interval?: string; exclude_from_search?: boolean } }
  | { min_max: { exclude_from_search?: boolean } }

export interface AggregationBucket {
  value: Scalar
  count: number
  nested_count?: number
  from?: number
  to?: number
}

/** What an aggregation answers: buckets for terms and histograms, `[min, max]` for min_max. */
export interface AggregationData {
  data?: AggregationBucket[] | (number | null)[]
  interval?: number
  buckets?: number
  size?: number
  [key: string]: unknown
}

export interface AggregationState {
  data: AggregationData | undefined
  loading: boolean
  error: Error | undefined
}

export interface SearchPagination {
  page_size: number
  order_by?: string
  order?: 'asc' | 'desc'
  total?: number
  page_after_value?: string
  next_page_after_value?: string
}

export interface SearchResults {
  /** The hits loaded so far (pages appended by `loadMore`). */
  data: Record<string, unknown>[]
  pagination: SearchPagination | undefined
  /** Number of all hits; undefined while the first answer is awaited ('searching ...'). */
  total: number | undefined
  loading: boolean
  error: Error | undefined
  loadMore(): void
}

/** A search quantity as the GUI sees it (spec 2 §3 'Search filters'). */
export interface SearchQuantityDef {
  name: string
  dtype: DataType
  unit?: string
  description?: string
  aggregatable: boolean
  multiple: boolean
  /** For enums: the allowed values. */
  enumValues?: string[]
  /** How several values of a multi-valued filter combine by default (only filters with multiple values have one). */
  queryMode?: SetOperator
  /** The value the filter has when none is set (only for filters no metainfo quantity backs). */
  default?: Scalar
  /** Quantities registered by the GUI rather than the metainfo (visibility, combine, exclusive ...). */
  global?: boolean
  info?: QuantityInfo
}

export interface SearchUnits {
  /** True once the units library has been loaded. */
  ready: boolean
  /** Starts loading the units library now (for parts that need it, such as the unit settings). */
  load(): void
  system: string
  systems: { name: string; label: string }[]
  setUnitSystem(name: string): void
  /** The unit a quantity is shown in (undefined when it has none). */
  displayUnit(quantity: string): string | undefined
  /** Converts a stored (SI) value of `quantity` to its display unit. */
  toDisplay(value: number, quantity: string): number
  /** Converts a value in the display unit of `quantity` back to the stored unit. */
  fromDisplay(value: number, quantity: string): number
  /** Units per dimension of the current selection (for the unit settings dialog). */
  dimensionUnits: Record<string, { definition: string; locked: boolean }>
  /** Changes one dimension's unit; returns an error text when it is not valid. */
  setDimensionUnit(dimension: string, unit: string): string | undefined
}

export interface SuggestionHistory {
  /** Newest first, at most `SEARCH_CONSTANTS.suggestionHistorySize`. */
  items: string[]
  add(input: string): void
  remove(input: string): void
}

export interface SearchContextValue {
  app: AppConfig
  resource: 'entries' | 'materials'
  /** The filters the user set (without the locked ones). */
  filters: Filters
  /** The app's locked filters: always applied, shown but not removable. */
  lockedFilters: Filters
  owner: Owner
  /** The NOMAD query being sent (locked and user filters). */
  apiQuery: Record<string, unknown>
  /** Modes chosen for set filters (`any`/`all`), by quantity; the others use their quantity's default. */
  queryModes: Record<string, SetOperator>
  /** Sets a filter (undefined removes it); `queryMode` chooses how a set's values combine. */
  setFilter(quantity: string, value: FilterValue | undefined, queryMode?: SetOperator): void
  clearFilters(): void
  results: SearchResults
  resultsVisible: boolean
  setResultsVisible(visible: boolean): void
  units: SearchUnits
  statisticsEnabled: boolean
  setStatisticsEnabled(enabled: boolean): void
  /** Definition of a search quantity the app offers (undefined when unknown or excluded). */
  quantity(name: string): SearchQuantityDef | undefined
  /** Every search quantity the app offers. */
  quantityNames: string[]
  suggestionHistory: SuggestionHistory
  /** Whether a user is logged in (visibility options, spec 2 §6). */
  loggedIn: boolean
  /** The API client the context searches with (for calls of menu items such as custom quantities). */
  api: {
    post<T = unknown>(path: string, body?: unknown): Promise<T>
    url?(path: string, query?: Record<string, string>): string
    navigate?(url: string): Promise<void>
  }
  /** Values of `quantities` starting with or containing `input` (POST suggestions, spec 2 §7). */
  fetchSuggestions(input: string, quantities: string[]): Promise<Suggestions>
}
