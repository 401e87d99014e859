import type { Pagination } from '../../engine/query/index.js'
import { ApiError } from '../http/errors.js'
import { columnExpression } from '../store/duckdb/search-columns.js'
import { valueSql, type ColumnResolver } from './compile-query.js'
import { joinSql, orSql, sql, type Sql } from './sql.js'

/** How hits are ordered: a sort expression and a unique tie-breaker (the id column). */
export interface Ordering {
  sortExpr: string
  sqlType: 'VARCHAR' | 'BIGINT' | 'DOUBLE' | 'BOOLEAN' | 'TIMESTAMP'
  idColumn: string
  descending: boolean
  /** Ordered by the id alone: page_after_value is just the id. */
  byId: boolean
}

export function orderingOf(pagination: Pagination, idColumn: string, resolve: ColumnResolver): Ordering {
  const orderBy = pagination.order_by ?? idColumn
  const descending = pagination.order === 'desc'
  if (orderBy === idColumn || orderBy === '_doc' || orderBy === '_score') {
    return { sortExpr: idColumn, sqlType: 'VARCHAR', idColumn, descending, byId: true }
  }
  const column = resolve(orderBy)
  if (!column) throw new ApiError(422, [{ loc: ['body', 'pagination', 'order_by'], msg: `${orderBy} is not a doc quantity`, type: 'value_error' }])
  const quoted = columnExpression(column)
  const sortExpr = column.multi ? `${descending ? 'list_max' : 'list_min'}(${quoted})` : quoted
  return { sortExpr, sqlType: column.sqlType, idColumn, descending, byId: false }
}

export function orderBySql(ordering: Ordering): string {
  const direction = ordering.descending ? 'DESC' : 'ASC'
  if (ordering.byId) return `${ordering.idColumn} ${direction}`
  return `${ordering.sortExpr} ${direction} NULLS LAST, ${ordering.idColumn} ${direction}`
}

/** The page_after_value of a hit: `<sort value>:<id>`, or the id when ordered by id. */
export function pageAfterValueOf(ordering: Ordering, sortValue: unknown, id: string): string {
  if (ordering.byId) return id
  return `${sortValue === null || sortValue === undefined ? '' : String(sortValue)}:${id}`
}

/** The condition that selects the hits after page_after_value (keyset pagination). */
export function afterSql(ordering: Ordering, pageAfterValue: string): Sql {
  const idOp = ordering.descending ? '<' : '>'
  if (ordering.byId) return sql(`${ordering.idColumn} ${idOp} ?`, [pageAfterValue])
  const at = pageAfterValue.lastIndexOf(':')
  const id = at < 0 ? pageAfterValue : pageAfterValue.slice(at + 1)
  const value = at < 0 ? '' : pageAfterValue.slice(0, at)
  const s = ordering.sortExpr
  if (value === '' && ordering.sqlType !== 'VARCHAR') return sql(`(${s} IS NULL AND ${ordering.idColumn} ${idOp} ?)`, [id])
  const typed = valueSql(value, ordering.sqlType)
  const sortOp = ordering.descending ? '<' : '>'
  return orSql([
    joinSql([sql(`${s} ${sortOp} `), typed], ''),
    sql(`${s} IS NULL`),
    joinSql([sql(`(${s} = `), typed, sql(` AND ${ordering.idColumn} ${idOp} ?)`, [id])], ''),
  ])
}

/** OFFSET of the page (page or page_offset; none with page_after_value). */
export function offsetOf(pagination: Pagination): number {
  if (pagination.page_offset !== undefined) return pagination.page_offset
  if (pagination.page !== undefined) return (pagination.page - 1) * pagination.page_size
  return 0
}
