import { deriveSearchQuantities, type SearchQuantities } from '../../engine/metainfo/index.js'
import { loadStrataMetainfo } from '../../engine/metainfo/node.js'
import { createQuantityLookup, type QuantityLookup } from '../../engine/query/index.js'
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
  return { quantities, lookup: createQuantityLookup(quantities), columns, columnOf: (quantity) => byName.get(quantity) }
}

let loaded: Promise<SearchRegistry> | undefined

/** The registry derived from Strata's metainfo (schemas/metainfo), loaded once per process. */
export function strataSearchRegistry(): Promise<SearchRegistry> {
  loaded ??= loadStrataMetainfo().then((model) => createSearchRegistry(deriveSearchQuantities(model)))
  loaded.catch(() => (loaded = undefined))
  return loaded
}
