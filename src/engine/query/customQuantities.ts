import type { QueryIssue } from './issues.js'
import { queryMessages as m } from './messages.js'

/** The value keys of a custom (user-defined, schema) quantity in the `search_quantities` index. */
export const CUSTOM_VALUE_KEYS = ['int_value', 'float_value', 'datetime_value', 'str_value', 'bool_value'] as const
export type CustomValueKey = (typeof CUSTOM_VALUE_KEYS)[number]

/** The data types a custom quantity can have, and the value key each is stored under. */
export const CUSTOM_QUANTITY_VALUE_KEY: Record<string, CustomValueKey> = {
  Int: 'int_value',
  Float: 'float_value',
  Timestamp: 'datetime_value',
  String: 'str_value',
  Enum: 'str_value',
  Boolean: 'bool_value',
}

const ORDERED: CustomValueKey[] = ['int_value', 'float_value', 'datetime_value']
const RANGE = ['lt', 'lte', 'gt', 'gte']

/**
 * One row of the custom-quantities filter: `{id, <value key>[:<operator>]: value}`. Needs the id
 * and exactly one value; ranges only for numbers and dates (spec 2 §5).
 */
export function checkCustomQuantityRow(row: Record<string, unknown>, path: (string | number)[]): QueryIssue[] {
  const issues: QueryIssue[] = []
  if (typeof row.id !== 'string' || row.id === '') issues.push({ code: 'invalid_value', stage: 'structure', path, message: m.customQuantityId })
  const valueKeys = Object.keys(row).filter((key) => key !== 'id')
  const known = valueKeys.filter((key) => (CUSTOM_VALUE_KEYS as readonly string[]).includes(key.split(':')[0]))
  if (known.length !== 1 || valueKeys.length !== 1) {
    issues.push({ code: 'invalid_value', stage: 'structure', path, message: m.customQuantityValue })
    return issues
  }
  const [valueKey, op] = known[0].split(':') as [CustomValueKey, string | undefined]
  if (op !== undefined && RANGE.includes(op) && !ORDERED.includes(valueKey)) {
    issues.push({ code: 'invalid_value', stage: 'structure', path: [...path, known[0]], message: m.customQuantityOperator(known[0]) })
  }
  return issues
}

export interface CustomQuantityCriterion {
  id: string
  /** The custom quantity's data type (Int, Float, Timestamp, String, Enum, Boolean). */
  dtype: string
  /** `search` is equality (shown as =); the others are for numbers and dates only. */
  op: 'search' | 'lt' | 'lte' | 'gte' | 'gt'
  value: string | number | boolean
}

/** The query value of the custom-quantities filter: an and-list of search_quantities rows. */
export function customQuantitiesQuery(rows: CustomQuantityCriterion[]): { and: { search_quantities: Record<string, unknown> }[] } {
  return {
    and: rows.map((row) => {
      const key = CUSTOM_QUANTITY_VALUE_KEY[row.dtype] ?? 'str_value'
      return { search_quantities: { id: row.id, [row.op === 'search' ? key : `${key}:${row.op}`]: row.value } }
    }),
  }
}
