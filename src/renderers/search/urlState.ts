/**
 * Filters ↔ page query string, so that a reload restores the search (spec 2 §2). Sets of values
 * repeat the key (`results.material.elements=C&results.material.elements=H`), ranges use
 * `name[gte]=1`, single values `name=value`, and nested objects or custom-quantity rows a JSON
 * text. A set whose mode was chosen (a terms widget's `query_mode`) names it: `name:all=C`. Values
 * are read back by the quantity's data type.
 */
import type { SetOperator } from '../../engine/query/ast.js'
import { isRangeValue, type QueryModes } from './filterQuery.js'
import { quantityDef } from './searchQuantities.js'
import type { Filters, FilterValue, Scalar } from './types.js'

/** Fragment parts that OpenID callbacks leave behind; they are cut off before parsing (spec 2 §2). */
const CALLBACK_FRAGMENT = /#(state|iss|error).*$/

const RANGE_KEY = /^(.+)\[(gte|gt|lte|lt)\]$/
const MODE_KEY = /^(.+):(any|all|none)$/
const JSON_FILTERS = new Set(['custom_quantities'])

export function filtersToSearchParams(filters: Filters, modes: QueryModes = {}): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue
    if (JSON_FILTERS.has(name) || (typeof value === 'object' && !Array.isArray(value) && !isRangeValue(value))) {
      params.append(name, JSON.stringify(value))
    } else if (Array.isArray(value)) {
      const key = modes[name] ? `${name}:${modes[name]}` : name
      for (const item of value) params.append(key, String(item))
    } else if (isRangeValue(value)) {
      for (const [op, bound] of Object.entries(value)) if (bound !== undefined) params.append(`${name}[${op}]`, String(bound))
    } else {
      params.append(name, String(value))
    }
  }
  return params
}

function readScalar(name: string, text: string): Scalar {
  const dtype = quantityDef(name)?.dtype
  if ((dtype === 'int' || dtype === 'float') && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text)
  if (dtype === 'boolean') return text === 'true'
  return text
}

/** Reads the filters of a query string; names that are not search quantities of `known` are ignored. */
export function searchParamsToFilters(search: string, known: (name: string) => boolean): Filters {
  const params = new URLSearchParams(search.replace(CALLBACK_FRAGMENT, ''))
  const filters: Filters = {}
  for (const [param, text] of params) {
    const key = MODE_KEY.exec(param)?.[1] ?? param
    const range = RANGE_KEY.exec(key)
    if (range) {
      const [, name, op] = range
      if (!known(name)) continue
      const current = (filters[name] ?? {}) as Record<string, Scalar>
      filters[name] = { ...current, [op]: readScalar(name, text) } as FilterValue
      continue
    }
    if (!known(key)) continue
    const def = quantityDef(key)
    if (JSON_FILTERS.has(key) || text.startsWith('{')) {
      try {
        filters[key] = JSON.parse(text) as FilterValue
      } catch {
        // a broken hand-edited address: leave the filter out
      }
      continue
    }
    const value = readScalar(key, text)
    if (def && !def.global && def.dtype !== 'unknown') {
      filters[key] = [...((filters[key] as Scalar[] | undefined) ?? []), value]
    } else if (key === 'optimade_filter') {
      filters[key] = [...((filters[key] as Scalar[] | undefined) ?? []), value]
    } else {
      filters[key] = value
    }
  }
  return filters
}

/** The modes that `name:any` / `name:all` / `name:none` keys of a query string choose, for quantities of `known`. */
export function searchParamsToQueryModes(search: string, known: (name: string) => boolean): QueryModes {
  const modes: QueryModes = {}
  for (const key of new URLSearchParams(search.replace(CALLBACK_FRAGMENT, '')).keys()) {
    const match = MODE_KEY.exec(key)
    if (match && known(match[1])) modes[match[1]] = match[2] as SetOperator
  }
  return modes
}
