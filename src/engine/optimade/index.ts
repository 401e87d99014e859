/** OPTIMADE filters: parsing (grammar.peggy, precompiled) and translation into the query model. */
export type { FilterNode, FilterOperator, FilterValue, HasMode, ListItem, PropertyPath } from './filterAst.js'
export { parseFilter, type FilterSyntaxError, type ParsedFilter } from './parseFilter.js'
export { translateOptimadeFilter, type OptimadeTranslation, type TranslateOptions } from './translate.js'
export { OPTIMADE_PROPERTIES, PROVIDER_PREFIX, type OptimadeProperty } from './properties.js'
export { optimadeMessages } from './messages.js'
export { optimadeApiDetail } from './apiDetail.js'
