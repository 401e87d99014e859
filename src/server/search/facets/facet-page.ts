import type { TypedFastBitSet } from 'typedfastbitset'
import type { Ordering } from '../pagination.js'
import { requestNumber, type NumberColumn } from './facet-columns.js'
import { forEachRow } from './facet-aggregations.js'
import type { FacetIndex } from './facet-index.js'
import { selectedBit, wordsCovering, type ValueOrder } from './value-order.js'

/** A hit of the page: its row and sort value (null where the entry has none). */
export interface PageHit {
  row: number
  sortValue: number | null
}

/**
 * The first `count` rows in the ordering (as orderBySql: by the sort value, entries without
 * one last, ties by entry id in the same direction). One pass keeping the best rows found so far.
 */
export function topRows(
  rows: TypedFastBitSet,
  count: number,
  ordering: Ordering,
  column: NumberColumn | undefined,
  index: FacetIndex,
  pageAfterValue?: string,
): PageHit[] {
  const after = pageAfterValue === undefined ? undefined : cursorTest(ordering, pageAfterValue, index)
  const sign = ordering.descending ? -1 : 1
  const firstValues = column?.values
  const several = column && column.more.size > 0
  const sortValueOf = (row: number): number | null => {
    if (!column) return null
    if (!several) {
      const value = row < firstValues!.length ? firstValues![row] : Number.NaN
      return value === value ? value : null
    }
    const values = column.valuesOf(row)
    if (values.length === 0) return null
    return values.length === 1 ? values[0] : ordering.descending ? Math.max(...values) : Math.min(...values)
  }
  const compareIds = (a: number, b: number) => {
    const x = index.entryIdOf(a)
    const y = index.entryIdOf(b)
    return sign * (x < y ? -1 : x > y ? 1 : 0)
  }
  const compare = (a: PageHit, b: PageHit): number => {
    if (ordering.byId) return compareIds(a.row, b.row)
    if (a.sortValue !== b.sortValue) {
      if (a.sortValue === null) return 1
      if (b.sortValue === null) return -1
      return sign * (a.sortValue - b.sortValue)
    }
    return compareIds(a.row, b.row)
  }
  const best: PageHit[] = []
  if (count <= 0) return best
  const consider = (row: number, sortValue: number | null) => {
    if (after && !after(sortValue, row)) return
    // Most rows lose against the last kept one on their value alone.
    if (best.length === count && !ordering.byId) {
      const worst = best[count - 1].sortValue
      if (sortValue === null ? worst !== null : worst !== null && sign * (sortValue - worst) > 0) return
    }
    const hit = { row, sortValue }
    if (best.length === count && compare(hit, best[count - 1]) >= 0) return
    let low = 0
    let high = best.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (compare(best[middle], hit) <= 0) low = middle + 1
      else high = middle
    }
    best.splice(low, 0, hit)
    if (best.length > count) best.pop()
  }
  // The first page of a search by one value per row (a new search, sorted by upload time) walks the column's value order.
  const order = column && !several && !after && !ordering.byId ? column.valueOrder() : undefined
  const candidates = order && firstInOrder(order, rows, count, ordering.descending)
  if (order && candidates) for (const position of candidates) consider(order.rows[position], order.values[position])
  else forEachRow(rows, (row) => consider(row, sortValueOf(row)))
  return best
}

/**
 * Positions of the first `count` selected rows in value order (descending: from the end), and of
 * the rows tied with the last of them (ties are ordered by entry id); undefined when fewer than
 * `count` selected rows have a value, as rows without one come last, by entry id.
 */
function firstInOrder(order: ValueOrder, rows: TypedFastBitSet, count: number, descending: boolean): number[] | undefined {
  const words = wordsCovering(order, rows.words)
  const length = order.rows.length
  const step = descending ? -1 : 1
  const found: number[] = []
  for (let i = 0, p = descending ? length - 1 : 0; i < length; i++, p += step) {
    const row = order.rows[p]
    if (selectedBit(words, row) === 0) continue
    if (found.length >= count && order.values[p] !== order.values[found[found.length - 1]]) return found
    found.push(p)
  }
  return found.length >= count ? found : undefined
}

/**
 * Whether a hit comes after page_after_value (`<sort value>:<id>`, or the id when ordered by id):
 * the condition of afterSql (src/server/search/pagination.ts), where a sort value that is no
 * number compares as SQL's NULL.
 */
function cursorTest(ordering: Ordering, pageAfterValue: string, index: FacetIndex): (sortValue: number | null, row: number) => boolean {
  const idAfter = (row: number, id: string) => (ordering.descending ? index.entryIdOf(row) < id : index.entryIdOf(row) > id)
  if (ordering.byId) return (_, row) => idAfter(row, pageAfterValue)
  const at = pageAfterValue.lastIndexOf(':')
  const id = at < 0 ? pageAfterValue : pageAfterValue.slice(at + 1)
  const text = at < 0 ? '' : pageAfterValue.slice(0, at)
  if (text === '' && ordering.sqlType !== 'VARCHAR') return (sortValue, row) => sortValue === null && idAfter(row, id)
  const value = requestNumber(text, ordering.sqlType)
  return (sortValue, row) => {
    if (sortValue === null) return true
    if (Number.isNaN(value)) return false
    if (sortValue === value) return idAfter(row, id)
    return ordering.descending ? sortValue < value : sortValue > value
  }
}
