import { splitDynamicName, type DynamicValueKey } from '../../../engine/metainfo/index.js'
import { queriedQuantities, queryMessages, type Aggregation, type QueryNode } from '../../../engine/query/index.js'
import { ApiError } from '../../http/errors.js'
import { CUSTOM_TABLE } from '../../search/compile-query.js'
import { SEARCH_TABLE } from '../../search/run-search.js'
import type { Database } from './database.js'
import type { SearchColumn } from './search-columns.js'

/**
 * User-defined schema quantities (`<path>#<schema>`) are read from the custom-quantities table
 * (one row per value, `id` = the name): as a list per entry, so that they filter, aggregate
 * and order like any multi-valued column.
 */

/** Which value key each user schema quantity of the index has values under. */
export type DynamicKinds = Map<string, DynamicValueKey>

const TYPES: Record<DynamicValueKey, Pick<SearchColumn, 'sqlType' | 'dataType'>> = {
  str_value: { sqlType: 'VARCHAR', dataType: 'string' },
  int_value: { sqlType: 'BIGINT', dataType: 'int' },
  float_value: { sqlType: 'DOUBLE', dataType: 'float' },
  bool_value: { sqlType: 'BOOLEAN', dataType: 'boolean' },
  datetime_value: { sqlType: 'TIMESTAMP', dataType: 'timestamp' },
}

/** Reads the value key of every `#` quantity the index holds values for. */
export async function loadDynamicKinds(database: Database): Promise<DynamicKinds> {
  const keys = Object.keys(TYPES) as DynamicValueKey[]
  const rows = await database.all<{ id: string; key: string }>(
    `SELECT id, CASE ${keys.map((key) => `WHEN bool_or(${key} IS NOT NULL) THEN '${key}'`).join(' ')} END AS key
     FROM ${CUSTOM_TABLE} WHERE contains(id, '#') GROUP BY id`,
  )
  return new Map(rows.filter((row) => row.key !== null).map((row) => [row.id, row.key as DynamicValueKey]))
}

/** The list column of a `#` quantity; undefined for other names and for ones without values. */
export function dynamicColumn(quantity: string, kinds: DynamicKinds): SearchColumn | undefined {
  if (!splitDynamicName(quantity)) return undefined
  const key = kinds.get(quantity)
  if (!key) return undefined
  const id = quantity.replaceAll("'", "''")
  return {
    quantity,
    docPath: quantity,
    ...TYPES[key],
    multi: true,
    userRef: false,
    key: '',
    // Each value once per entry, as the list columns of the table hold them.
    expression: `(SELECT list(DISTINCT sq.${key}) FROM ${CUSTOM_TABLE} sq WHERE sq.entry_id = ${SEARCH_TABLE}.entry_id AND sq.id = '${id}')`,
  }
}

/**
 * The `#` quantities a search names (query, aggregations, order) that no indexed entry has
 * values for answer 422, with NOMAD's message for an unknown quantity.
 */
export function checkDynamicQuantities(
  names: { query: QueryNode; aggregations: Record<string, Aggregation>; orderBy?: string },
  kinds: DynamicKinds,
  toEntryName: (name: string) => string = (name) => name,
): void {
  const named = [
    ...queriedQuantities(names.query),
    ...Object.values(names.aggregations).flatMap((aggregation) =>
      Object.values(aggregation).map((spec) => (spec as { quantity?: string } | undefined)?.quantity),
    ),
    names.orderBy,
  ]
  const unknown = [...new Set(named)].filter((name): name is string => name !== undefined && splitDynamicName(name) !== undefined && !kinds.has(toEntryName(name)) && !kinds.has(name))
  if (unknown.length > 0) {
    throw new ApiError(422, unknown.map((name) => ({ loc: [[name]], msg: queryMessages.notADocQuantity(name), type: 'value_error.exception' })))
  }
}
