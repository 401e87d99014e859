import type { StoredDoc } from '../store/interfaces.js'
import { columnExpression } from '../store/duckdb/search-columns.js'
import type { ColumnResolver } from './compile-query.js'

/**
 * The search table keeps an entry's `quantities` (the paths of everything its archive holds, the
 * largest part of most documents: 13 of 20 KB for a CIF) once, in the quantities column; the
 * document stored beside it goes without them and gets them back when it is read.
 */
const QUANTITIES = 'quantities'

/** The document to store, given the values the quantities column gets: without them when that column holds them all, in order. */
export function documentToStore(doc: StoredDoc, columnValues: unknown): StoredDoc {
  const listed = doc[QUANTITIES]
  if (!Array.isArray(listed) || !Array.isArray(columnValues) || !sameValues(listed, columnValues)) return doc
  const { [QUANTITIES]: _held, ...rest } = doc
  return rest
}

/** A stored document read back with its quantities column's values (null or undefined when it has none). */
export function documentOfRow(docText: string, columnValues: unknown): StoredDoc {
  const doc = JSON.parse(docText) as StoredDoc
  if (Array.isArray(columnValues) && !(QUANTITIES in doc)) doc[QUANTITIES] = columnValues
  return doc
}

/** How SQL reads the quantities column beside the document (a typed NULL while no entry has any). */
export function quantitiesSql(resolve: ColumnResolver): string {
  const column = resolve(QUANTITIES)
  return column ? columnExpression(column) : 'NULL'
}

function sameValues(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}
