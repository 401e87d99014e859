/**
 * The one place where the dashboard, the widgets and the results table reach the search context
 * (src/renderers/search), so that a change of its API is adapted here only.
 */
export { useAggregation, useFilter, useSearchContext } from '../search/SearchContext.js'
export type { AggregationBucket, AggregationData, FilterValue, RangeValue, SearchQuantityDef, SearchContextValue } from '../search/types.js'

/** The hits of an entries query of its own (scatter plots), run while `enabled`. */
export { useEntriesQuery } from './useEntriesQuery.js'
