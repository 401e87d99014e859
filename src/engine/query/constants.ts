import { dataTypeOf, enumValues, type QuantityInfo } from './quantities.js'

/** Search limits and timings of spec 2 §9. */
export const SEARCH_CONSTANTS = {
  termsSize: 5,
  datasetNameTermsSize: 10,
  booleanTermsSize: 2,
  searchDebounceMs: 450,
  suggestionDebounceMs: 150,
  suggestionMaxWaitMs: 300,
  suggestionMinCharacters: 2,
  suggestionsPerField: 5,
  suggestionHistorySize: 20,
  numberInputDebounceMs: 500,
  numberPrecisionDigits: 15,
  optimadeInputDebounceMs: 500,
  entrySearchDebounceMs: 700,
  pageSize: 20,
  orderBy: 'upload_create_time',
  order: 'desc',
  queryEditPageSize: 100,
  uploadListPageSize: 10000,
  histogramBins: 30,
} as const

/**
 * The size of a filter's default terms aggregation (spec 2 §9): 2 for booleans, 10 for dataset
 * names, every known value for the elements, else 5.
 */
export function defaultTermsSize(name: string, info?: QuantityInfo): number {
  if (info && dataTypeOf(info) === 'boolean') return SEARCH_CONSTANTS.booleanTermsSize
  if (name === 'datasets.dataset_name') return SEARCH_CONSTANTS.datasetNameTermsSize
  if (name === 'results.material.elements' && info) return enumValues(info)?.length ?? SEARCH_CONSTANTS.termsSize
  return SEARCH_CONSTANTS.termsSize
}
