import type { Aggregation } from '../../engine/query/index.js'
import type { AggregationOutcome } from '../store/interfaces.js'
import { columnExpression, type SearchColumn } from '../store/duckdb/search-columns.js'
import { bucketValue, histogramBins, INTERVAL_BINS_READ, intervalHistogram, numericOf, toNumber, type HitSource, type SqlRunner } from './aggregations.js'
import { customColumnOf, type ColumnResolver } from './compile-query.js'
import { joinSql, sql, wrapSql, type Sql } from './sql.js'

/**
 * Terms and histograms over single-valued columns that share one filter are answered by one
 * GROUPING SETS statement (one scan of the filtered hits instead of one per aggregation).
 * Histograms with a number of buckets first need their bounds, read for all of them in one
 * statement too; histograms with an interval bin without them (measured: a statement less per
 * request, the bounds statement costs as much as a filtered scan).
 */

type Terms = NonNullable<Aggregation['terms']>
type Histogram = NonNullable<Aggregation['histogram']>

/** The single-valued column an aggregation can be batched over, if it can. */
export function batchableColumn(aggregation: Aggregation, resolve: ColumnResolver): SearchColumn | undefined {
  const quantity = aggregation.terms?.quantity ?? aggregation.histogram?.quantity
  if (quantity === undefined || customColumnOf(quantity)) return undefined
  if (aggregation.terms) {
    const spec = aggregation.terms
    if (spec.include !== undefined || spec.pagination !== undefined || (spec.entries?.size ?? 0) > 0) return undefined
  }
  const column = resolve(quantity)
  return column && !column.multi && column.present !== false ? column : undefined
}

interface Key {
  name: string
  /** The grouping key's SQL (NULL for values that must not be counted). */
  expr: Sql
  /** How many groups to keep. */
  limit: number
  /** Keeps the groups of lowest value instead of the largest counts. */
  byValue?: boolean
  /** The answer; undefined when the kept groups cannot give it (the caller asks again on its own). */
  finish: (rows: { value: unknown; count: number }[]) => AggregationOutcome | undefined
}

/** Whether a histogram must know its values' bounds before its values are binned. */
export function needsBounds(aggregation: Aggregation, resolve: ColumnResolver): boolean {
  if (!aggregation.histogram) return false
  return aggregation.histogram.interval === undefined || batchableColumn(aggregation, resolve) === undefined
}

/**
 * Runs the given batchable aggregations over the hits. With `withTotal`, also counts the hits
 * (the total of the page) in the same statement.
 */
export async function runBatched(
  aggregations: Record<string, Aggregation>,
  hits: HitSource,
  resolve: ColumnResolver,
  run: SqlRunner,
  withTotal: boolean,
  bounds: Bounds,
): Promise<{ outcomes: Record<string, AggregationOutcome>; total?: number }> {
  const outcomes: Record<string, AggregationOutcome> = {}
  const keys: Key[] = []
  for (const [name, aggregation] of Object.entries(aggregations)) {
    const column = batchableColumn(aggregation, resolve)!
    const expr = columnExpression(column)
    if (aggregation.terms) {
      keys.push(termsKey(name, aggregation.terms, expr))
      continue
    }
    const spec = aggregation.histogram as Histogram
    const numeric = numericOf(expr, column.sqlType)
    if (spec.interval !== undefined) {
      const withInterval = { ...spec, interval: spec.interval }
      keys.push({
        name,
        expr: sql(`CAST(floor((${numeric} - ?) / ?) AS BIGINT)`, [spec.offset ?? 0, spec.interval]),
        limit: INTERVAL_BINS_READ,
        byValue: true,
        finish: (rows) =>
          intervalHistogram(
            withInterval,
            rows.map((row) => ({ index: toNumber(row.value) ?? 0, count: row.count })),
            rows.length < INTERVAL_BINS_READ,
          ),
      })
      continue
    }
    const [min, max] = bounds.get(column.quantity) ?? [null, null]
    const bins = histogramBins(spec, min, max)
    if (!bins) {
      outcomes[name] = { data: [] }
      continue
    }
    keys.push({
      name,
      expr: sql(`CASE WHEN ${expr} IS NOT NULL THEN least(CAST(floor((${numeric} - ?) / ?) AS BIGINT), ?) END`, [bins.offset, bins.interval, bins.lastIndex]),
      limit: bins.lastIndex - bins.firstIndex + 1,
      finish: (rows) => bins.outcome(new Map(rows.map((row) => [toNumber(row.value), row.count]))),
    })
  }
  if (keys.length === 0) {
    if (!withTotal) return { outcomes }
    const [row] = await run(wrapSql(`SELECT count(*) AS total FROM ${hits.table} WHERE `, hits.where, ''))
    return { outcomes, total: toNumber(row?.total) ?? 0 }
  }
  const names = keys.map((_, index) => `k${index}`)
  const inner = joinSql(
    [
      sql('SELECT '),
      joinSql(keys.map((key, index) => wrapSql('', key.expr, ` AS ${names[index]}`)), ', '),
      wrapSql(` FROM ${hits.table} WHERE `, hits.where, ''),
    ],
    '',
  )
  const groupingId = `grouping_id(${names.join(', ')})`
  const sets = [...names.map((name) => `(${name})`), ...(withTotal ? ['()'] : [])].join(', ')
  // Groups without a value (NULL key) sort last so that they never take a kept place.
  const nullsLast = names.map((name) => `(${name} IS NULL)::INT`).join(' + ')
  const limits = keys.map((key, index) => `WHEN ${allBut(keys.length, index)} THEN ${key.limit}`).join(' ')
  const byValue = keys.flatMap((key, index) => (key.byValue ? [`CASE WHEN ${groupingId} = ${allBut(keys.length, index)} THEN ${names[index]} END, `] : [])).join('')
  const query = joinSql(
    [
      sql(`SELECT ${groupingId} AS g, ${names.join(', ')}, count(*) AS count FROM (`),
      inner,
      sql(`) GROUP BY GROUPING SETS (${sets})`),
      sql(` QUALIFY row_number() OVER (PARTITION BY ${groupingId} ORDER BY ${nullsLast}, ${byValue}count DESC${names.map((name) => `, ${name}`).join('')}) <= CASE ${groupingId} ${limits} ELSE 1 END`),
    ],
    '',
  )
  const rows = await run(query)
  const perKey = keys.map(() => [] as { value: unknown; count: number }[])
  let total: number | undefined
  for (const row of rows) {
    const g = Number(row.g)
    const count = toNumber(row.count) ?? 0
    if (withTotal && g === 2 ** keys.length - 1) {
      total = count
      continue
    }
    const index = keys.findIndex((_, i) => g === allBut(keys.length, i))
    const value = row[names[index]]
    if (index >= 0 && value !== null && value !== undefined) perKey[index].push({ value, count })
  }
  for (const [index, key] of keys.entries()) {
    const sorted = perKey[index].sort((a, b) => b.count - a.count || compare(a.value, b.value))
    const outcome = key.finish(sorted)
    if (outcome) outcomes[key.name] = outcome
  }
  return { outcomes, ...(withTotal && { total: total ?? 0 }) }
}

/** grouping_id of the set that groups by key `index` alone (bits set for the other keys). */
function allBut(n: number, index: number): number {
  return 2 ** n - 1 - 2 ** (n - 1 - index)
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0
  const x = toNumber(a) ?? 0
  const y = toNumber(b) ?? 0
  return x - y
}

function termsKey(name: string, spec: Terms, expr: string): Key {
  return {
    name,
    expr: sql(expr),
    limit: spec.size ?? 10,
    finish: (rows) => ({ data: rows.map(({ value, count }) => ({ count, nested_count: count, value: bucketValue(value) })) }),
  }
}

export type Bounds = Map<string, [number | null, number | null]>

/** The column a histogram's bounds can be read from directly (single- or multi-valued), if any. */
export function boundedColumn(aggregation: Aggregation, resolve: ColumnResolver): SearchColumn | undefined {
  const quantity = aggregation.histogram?.quantity
  if (quantity === undefined || customColumnOf(quantity)) return undefined
  const column = resolve(quantity)
  return column && column.present !== false ? column : undefined
}

/** min and max of every histogram column over the hits, in one statement (lists by their own min and max). */
export async function histogramBounds(columns: SearchColumn[], hits: HitSource, run: SqlRunner): Promise<Bounds> {
  const bounds: Bounds = new Map()
  const unique = [...new Map(columns.map((column) => [column.quantity, column])).values()]
  if (unique.length === 0) return bounds
  const selects = unique.map((column, index) => {
    const expr = columnExpression(column)
    const low = numericOf(column.multi ? `list_min(${expr})` : expr, column.sqlType)
    const high = numericOf(column.multi ? `list_max(${expr})` : expr, column.sqlType)
    return `min(${low}) AS min${index}, max(${high}) AS max${index}`
  })
  const [row] = await run(wrapSql(`SELECT ${selects.join(', ')} FROM ${hits.table} WHERE `, hits.where, ''))
  unique.forEach((column, index) => bounds.set(column.quantity, [toNumber(row?.[`min${index}`]), toNumber(row?.[`max${index}`])]))
  return bounds
}
