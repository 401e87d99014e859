import type { TypedFastBitSet } from 'typedfastbitset'
import type { ScalarValue } from '../../../engine/query/index.js'
import type { SearchColumn } from '../../store/duckdb/search-columns.js'
import { timestampText } from '../../store/duckdb/search-flatten.js'
import { Postings } from './postings.js'
import { orderByValue, type ValueOrder } from './value-order.js'

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

/** Columns up to this many rows are sorted when a request first needs it (a few milliseconds at most). */
const SORTED_AT_ONCE = 1 << 15

/**
 * Numbers and timestamps (epoch milliseconds): the first value per row in a typed array (NaN
 * where there is none), further values of list columns on the side (rare in NOMAD data).
 */
export class NumberColumn {
  readonly kind = 'number'
  values = new Float64Array(1024).fill(Number.NaN)
  readonly more = new Map<number, number[]>()
  private order: ValueOrder | undefined
  private orderScheduled = false

  /** `sorted`: whether the column keeps its rows in value order (see valueOrder). */
  constructor(
    readonly column: Pick<SearchColumn, 'quantity' | 'multi' | 'sqlType'>,
    private readonly sorted = true,
  ) {}

  add(row: number, value: unknown): void {
    this.order = undefined
    if (row >= this.values.length) this.grow(row)
    const timestamp = this.column.sqlType === 'TIMESTAMP'
    const numbers = (Array.isArray(value) ? value : [value]).map((item) => numberOf(item, timestamp)).filter((number) => !Number.isNaN(number))
    if (numbers.length === 0) return
    const distinct = [...new Set(numbers)]
    this.values[row] = distinct[0]
    if (distinct.length > 1) this.more.set(row, distinct.slice(1))
  }

  private grow(row: number): void {
    let length = this.values.length
    while (length <= row) length *= 2
    const grown = new Float64Array(length).fill(Number.NaN)
    grown.set(this.values)
    this.values = grown
  }

  /**
   * The rows with a value sorted by their first one, or undefined while it is not built: a large
   * column is sorted again after a write in a task of its own (70–130 ms per million rows), so
   * that no request waits for it; meanwhile requests walk the rows one by one.
   */
  valueOrder(): ValueOrder | undefined {
    if (!this.sorted) return undefined
    if (this.order || this.values.length <= SORTED_AT_ONCE) return (this.order ??= orderByValue(this.values))
    if (!this.orderScheduled) {
      this.orderScheduled = true
      setImmediate(() => {
        this.orderScheduled = false
        this.order ??= orderByValue(this.values)
      })
    }
    return undefined
  }

  /** Sorts the rows now (after a load, which is a background task already). */
  sortValues(): void {
    if (this.sorted) this.order ??= orderByValue(this.values)
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
