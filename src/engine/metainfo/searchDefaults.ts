import type { QuantityType, Shape } from './types.js'

/** Terms aggregations work on keywords: strings, enums and booleans. Numbers and dates use ranges. */
export function defaultAggregatable(type: QuantityType): boolean {
  if (type.type_kind === 'enum') return true
  if (type.type_kind === 'python') return type.type_data === 'str' || type.type_data === 'bool'
  return false
}

/** Only values the index can hold as one keyword or number (or a flat list of them) can be searched. */
export function searchEligible(type: QuantityType, shape: Shape | undefined): boolean {
  if ((shape?.length ?? 0) > 1) return false
  return ['python', 'numpy', 'enum', 'custom', 'User', 'Author'].includes(type.type_kind)
    && !(type.type_kind === 'custom' && type.type_data !== 'nomad.metainfo.data_type.Datetime')
}
