import type { TypedFastBitSet } from 'typedfastbitset'
import type { ScalarValue } from '../../../engine/query/index.js'
import type { SearchColumn } from '../../store/duckdb/search-columns.js'
import { timestampText } from '../../store/duckdb/search-flatten.js'
import { Postings } from './postings.js'
import { orderByValue, withRowsAdded, type ValueOrder } from './value-order.js'

/**
 * Keyword columns with more distinct values than this are not kept in memory (entry names,
 * ids): their postings would cost more than the scans they save. Requests on them go to SQL.
 */
export const MAX_KEYWORD_VALUES = 20_000

/** The values of one search column for every row of the facet index. */
export type FacetColumn = KeywordColumn | NumberColumn

/** Strings and booleans: per value, the rows holding it. */
export class KeywordColumn {
  readonly kind = 'keyword'
  readonly byValue = new Map<string, Postings>()
  /** More values than MAX_KEYWORD_VALUES: the column cannot answer. */
  overflowed = false

  constructor(readonly column: Pick<SearchColumn, 'quantity' | 'multi' | 'sqlType'>) {}

  add(row: number, value: unknown): void {
    if (this.overflowed || value === null || value === undefined) return
    if (Array.isArray(value)) {
      for (const item of new Set(value)) this.addOne(row, item)
      return
    }
    this.addOne(row, value)
  }

  private addOne(row: number, value: unknown): void {
    if (value === null || value === undefined) return
    const key = String(value)
    let postings = this.byValue.get(key)
    if (!postings) {
      if (this.byValue.size >= MAX_KEYWORD_VALUES) {
        this.overflowed = true
        this.byValue.clear()
        return
      }
      postings = new Postings()
      this.byValue.set(key, postings)
    }
    postings.add(row)
  }

  /** Sets the rows holding the value in `target`. */
  addRowsOf(value: string, target: TypedFastBitSet): void {
    this.byValue.get(value)?.addTo(target)
  }

  /** The key a request's value is held under (SQL: CAST(? AS BOOLEAN) takes 'true' for true). */
  keyOf(value: ScalarValue): string {
    if (this.column.sqlType !== 'BOOLEAN') return String(value)
    return String(typeof value === 'boolean' ? value : value === 'true')
  }

  /** A bucket value as SQL returns it: booleans as booleans. */
  bucketValue(key: string): unknown {
    return this.column.sqlType === 'BOOLEAN' ? key === 'true' : key
  }
}

/**
 * Numbers and timestamps (epoch milliseconds): the first value per row in a typed array (NaN
 * where there is none), further values of list columns on the side (rare in NOMAD data).
 */
export class NumberColumn {
  readonly kind = 'number'
  values = new Float64Array(1024).fill(Number.NaN)
  readonly more = new Map<number, number[]>()
  /** One more than the largest row added so far. */
  private rowsAdded = 0
  private order: ValueOrder | undefined
  /** Rows with a value added after the order was built (new rows: the index appends, it never rewrites a row). */
  private appended: number[] = []

  /** `sorted`: whether the column keeps its rows in value order (see valueOrder). */
  constructor(
    readonly column: Pick<SearchColumn, 'quantity' | 'multi' | 'sqlType'>,
    private readonly sorted = true,
  ) {}

  add(row: number, value: unknown): void {
    if (row >= this.values.length) this.grow(row)
    // A row written again leaves the order wrong: it is sorted anew when next asked for.
    if (row < this.rowsAdded) this.order = undefined
    this.rowsAdded = Math.max(this.rowsAdded, row + 1)
    const timestamp = this.column.sqlType === 'TIMESTAMP'
    const numbers = (Array.isArray(value) ? value : [value]).map((item) => numberOf(item, timestamp)).filter((number) => !Number.isNaN(number))
    if (numbers.length === 0) return
    const distinct = [...new Set(numbers)]
    this.values[row] = distinct[0]
    if (distinct.length > 1) this.more.set(row, distinct.slice(1))
    if (this.order) this.appended.push(row)
  }

  private grow(row: number): void {
    let length = this.values.length
    while (length <= row) length *= 2
    const grown = new Float64Array(length).fill(Number.NaN)
    grown.set(this.values)
    this.values = grown
  }

  /**
   * The rows with a value sorted by their first one. Rows added since are merged in when it is
   * next asked for (6–9 ms for 1,000 rows into a million). It is sorted from scratch (70–130 ms per
   * million rows) when a column has been loaded, and here only when there is no order yet or a row
   * was written again, which the index does not do.
   */
  valueOrder(): ValueOrder | undefined {
    if (!this.sorted) return undefined
    if (!this.order) return this.sortValues()
    if (this.appended.length > 0) {
      this.order = withRowsAdded(this.order, this.appended, this.values)
      this.appended = []
    }
    return this.order
  }

  /** Sorts the rows now (at the end of a load, which is a background task already). */
  sortValues(): ValueOrder | undefined {
    if (!this.sorted) return undefined
    this.order = orderByValue(this.values)
    this.appended = []
    return this.order
  }

  /** Every value of a row (none, one, or a list's). */
  valuesOf(row: number): number[] {
    const first = row < this.values.length ? this.values[row] : Number.NaN
    if (Number.isNaN(first)) return []
    const more = this.more.get(row)
    return more ? [first, ...more] : [first]
  }
}

/**
 * A stored value as a number; timestamps (Date, or ISO text in UTC as the search table gets
 * them) as epoch milliseconds. NaN for none.
 */
export function numberOf(value: unknown, timestamp: boolean): number {
  if (typeof value === 'number') return value
  if (typeof value === 'bigint') return Number(value)
  if (value instanceof Date) return value.getTime()
  if (typeof value !== 'string') return Number.NaN
  if (!timestamp) return Number(value)
  return Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`)
}

/** The facet column kind for a search column; undefined when the index does not keep it. `sorted`: see NumberColumn. */
export function facetColumnOf(column: SearchColumn, sorted = true): FacetColumn | undefined {
  if (column.expression !== undefined || column.instanceFields) return undefined
  switch (column.sqlType) {
    case 'VARCHAR':
    case 'BOOLEAN':
      return new KeywordColumn(column)
    case 'BIGINT':
    case 'DOUBLE':
    case 'TIMESTAMP':
      return new NumberColumn(column, sorted)
  }
}

/** A value of a request as a number column compares it (SQL: CAST to TIMESTAMP, TRY_CAST to DOUBLE); NaN stands for SQL's NULL. */
export function requestNumber(value: ScalarValue, sqlType: SearchColumn['sqlType']): number {
  if (sqlType === 'TIMESTAMP') return numberOf(timestampText(value) ?? '', true)
  if (typeof value === 'number') return value
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
}
