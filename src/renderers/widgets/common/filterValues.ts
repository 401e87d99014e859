import type { FilterValue, RangeValue } from '../searchContext.js'

/** The values of a set-like filter (terms, elements) as strings. */
export function selectedValues(value: FilterValue | undefined): Set<string> {
  if (Array.isArray(value)) return new Set(value.map(String))
  if (value === undefined || value === null || typeof value === 'object') return new Set()
  return new Set([String(value)])
}

/** The filter after clicking `item`: added when absent, removed when present; undefined when empty. */
export function toggledValues(value: FilterValue | undefined, item: string): string[] | undefined {
  const values = selectedValues(value)
  if (!values.delete(item)) values.add(item)
  return values.size === 0 ? undefined : [...values]
}

export function rangeOf(value: FilterValue | undefined): RangeValue | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => ['gte', 'gt', 'lte', 'lt'].includes(key)) ? (value as RangeValue) : undefined
}
