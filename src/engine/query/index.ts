/**
 * The search query model: NOMAD's JSON query language parsed into a normalised query, the
 * request bodies of entries/query and materials/query, NOMAD's echo form, the search-bar
 * syntaxes and the validation texts of spec 2 §5.
 */
export {
  and,
  EMPTY,
  not,
  or,
  queriedQuantities,
  RANGE_OPERATORS,
  walkQuery,
  type CriterionNode,
  type QueryNode,
  type RangeBounds,
  type RangeOperator,
  type ScalarValue,
  type SetOperator,
  type TextOperator,
} from './ast.js'
export {
  createQuantityLookup,
  dataTypeOf,
  enumValues,
  isSection,
  nestedPrefixesOf,
  NOMAD_TOP_LEVEL_NESTED_SECTIONS,
  type DataType,
  type LookupOptions,
  type QuantityInfo,
  type QuantityLookup,
} from './quantities.js'
export { CUSTOM_QUANTITIES, OPTIMADE_FILTER, parseQuery, structureIssues, type ParsedQuery, type ParseQueryOptions } from './parseQuery.js'
export { coerceValue, type Coerced } from './coerce.js'
export { issuesToApiDetail, type ApiDetailItem, type QueryIssue } from './issues.js'
export { queryMessages } from './messages.js'
export { toNomadQuery } from './nomadForm.js'
export {
  CUSTOM_QUANTITY_VALUE_KEY,
  CUSTOM_VALUE_KEYS,
  customQuantitiesQuery,
  type CustomQuantityCriterion,
  type CustomValueKey,
} from './customQuantities.js'
export {
  aggregationPaginationSchema,
  aggregationSchema,
  autoDateHistogramAggregationSchema,
  createQuerySchema,
  createSearchRequestSchema,
  dateHistogramAggregationSchema,
  entriesQueryRequestSchema,
  histogramAggregationSchema,
  materialsQueryRequestSchema,
  minMaxAggregationSchema,
  orderSchema,
  OWNERS,
  ownerSchema,
  paginationSchema,
  percentilesAggregationSchema,
  requiredSchema,
  statisticsAggregationSchema,
  termsAggregationSchema,
  type Aggregation,
  type AggregationKind,
  type Owner,
  type Pagination,
  type Required,
  type SearchRequest,
  type SearchRequestInput,
  type SearchRequestSchemaOptions,
} from './requestSchema.js'
export {
  EXISTENCE_TARGET,
  FREE_TEXT_TARGET,
  matchSearchSyntax,
  parseSearchInput,
  SEARCH_SYNTAX_ORDER,
  searchBarMessages,
  searchInputToQuery,
  type SearchInputOptions,
  type SearchInputResult,
  type SearchSyntax,
  type SyntaxMatch,
} from './searchSyntax.js'
export { validateQuantityName, type QuantityNameOptions } from './quantityName.js'
export { exclusiveElementsValue } from './elements.js'
export { defaultTermsSize, SEARCH_CONSTANTS } from './constants.js'
