import { deriveSearchQuantities, splitDynamicName, type SearchQuantities } from '../../engine/metainfo/index.js'
import { strataMetainfo } from '../../engine/metainfo/node.js'
import { createQuantityLookup, type QuantityInfo, type QuantityLookup } from '../../engine/query/index.js'
import { searchColumnsOf, type SearchColumn } from '../store/duckdb/search-columns.js'

/** The search quantities the server indexes, and what derives from them. */
export interface SearchRegistry {
  quantities: SearchQuantities
  lookup: QuantityLookup
  columns: SearchColumn[]
  columnOf: (quantity: string) => SearchColumn | undefined
}

export function createSearchRegistry(quantities: SearchQuantities): SearchRegistry {
  const columns = searchColumnsOf(quantities)
  const byName = new Map(columns.map((column) => [column.quantity, column]))
  const lookup = createQuantityLookup(quantities)
  return { quantities, lookup: (name) => lookup(name) ?? userSchemaQuantity(name), columns, columnOf: (quantity) => byName.get(quantity) }
}

/**
 * A user-defined schema quantity (`<path>#<schema>`): any such name passes validation; its
 * type is what the indexed values have, and the search index answers 422 for a name that no
 * indexed entry has values for (see src/server/store/duckdb/search-dynamic.ts).
 */
function userSchemaQuantity(name: string): QuantityInfo | undefined {
  const split = splitDynamicName(name)
  if (!split) return undefined
  return { name: split.path.split('.').at(-1) ?? split.path, type: { type_kind: 'dynamic', type_data: 'unknown' }, dynamic: true, schema: split.schema }
}

let loaded: Promise<SearchRegistry> | undefined

/** The registry derived from Strata's metainfo (schemas/metainfo), loaded once per process. */
export function strataSearchRegistry(): Promise<SearchRegistry> {
  loaded ??= strataMetainfo().then((model) => createSearchRegistry(deriveSearchQuantities(model)))
  loaded.catch(() => (loaded = undefined))
  return loaded
}
