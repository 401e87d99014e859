import type { Aggregation } from '../../engine/query/index.js'
import type { AggregationOutcome } from '../store/interfaces.js'
import { CUSTOM_TABLE, customColumnOf, valueSql, type ColumnRef, type ColumnResolver } from './compile-query.js'
import { columnExpression } from '../store/duckdb/search-columns.js'
import { joinSql, sql, wrapSql, type Sql } from './sql.js'

export type Row = Record<string, unknown>
export type SqlRunner = (query: Sql) => Promise<Row[]>

/** The hits an aggregation counts: the search table filtered by owner and query. */
export interface HitSource {
  table: string
  where: Sql
}

type Terms = NonNullable<Aggregation['terms']>
type Histogram = NonNullable<Aggregation['histogram']>
type DateHistogram = NonNullable<Aggregation['date_histogram']>

/** Histograms never answer with more bins than this (a tiny interval over a wide range). */
const MAX_BINS = 2000

/** Computes one aggregation over the hits. */
export async function runAggregation(
  aggregation: Aggregation,
  hits: HitSource,
  resolve: ColumnResolver,
  run: SqlRunner,
  fetchDocs: DocFetcher,
  knownBounds?: [number | null, number | null],
): Promise<AggregationOutcome> {
  if (aggregation.terms) return terms(aggregation.terms, hits, refOf(aggregation.terms.quantity, resolve), run, fetchDocs)
  if (aggregation.histogram) return histogram(aggregation.histogram, hits, refOf(aggregation.histogram.quantity, resolve), run, knownBounds)
  if (aggregation.date_histogram) return dateHistogram(aggregation.date_histogram, hits, refOf(aggregation.date_histogram.quantity, resolve), run)
  if (aggregation.min_max) return { data: await minMax(hits, refOf(aggregation.min_max.quantity, resolve), run) }
  if (aggregation.statistics) return { data: await statistics(aggregation.statistics.metrics, hits, run) }
  if (aggregation.auto_date_histogram) {
    const spec = aggregation.auto_date_histogram
    return dateHistogram({ ...spec, interval: '1M' }, hits, refOf(spec.quantity, resolve), run)
  }
  return { data: [] }
}

export type DocFetcher = (entryIds: string[]) => Promise<Map<string, Record<string, unknown>>>

interface ValueSource {
  /** FROM ... producing one row per (entry, distinct value) with columns `value` and `entry_id`. */
  from: Sql
  sqlType: ColumnRef['column']['sqlType']
  /** Counts entries per group: rows are unique per entry and value except in the custom table. */
  count: string
}

/** Where a quantity's values come from: a column (unnested when it holds lists) or the custom table. */
function valueSource(ref: { custom: boolean; ref: ColumnRef } | undefined, hits: HitSource): ValueSource | undefined {
  if (!ref) return undefined
  const filtered = wrapSql(`FROM ${hits.table} WHERE `, hits.where, '')
  if (ref.custom) {
    return {
      from: wrapSql(`(SELECT ${ref.ref.expr} AS value, sq.entry_id FROM ${CUSTOM_TABLE} sq WHERE sq.entry_id IN (SELECT entry_id `, filtered, `) AND ${ref.ref.expr} IS NOT NULL)`),
      sqlType: ref.ref.column.sqlType,
      count: 'count(DISTINCT entry_id)',
    }
  }
  const { expr, column } = ref.ref
  // Lists hold each value once (see search-flatten.ts).
  const select = column.multi ? `unnest(${expr})` : expr
  return {
    from: joinSql([sql(`(SELECT ${select} AS value, entry_id `), filtered, sql(column.multi ? ')' : ` AND ${expr} IS NOT NULL)`)], ''),
    sqlType: column.sqlType,
    count: 'count(*)',
  }
}

function refOf(quantity: string, resolve: ColumnResolver): { custom: boolean; ref: ColumnRef } | undefined {
  const custom = customColumnOf(quantity)
  if (custom) return { custom: true, ref: custom }
  const column = resolve(quantity)
  return column ? { custom: false, ref: { expr: columnExpression(column), column } } : undefined
}

export const toNumber = (value: unknown): number | null =>
  typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : value instanceof Date ? value.getTime() : value === null || value === undefined ? null : Number(value)

/** A terms bucket value as NOMAD returns it. */
export function bucketValue(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value)
  if (value instanceof Date) return value.getTime()
  return value
}

async function terms(spec: Terms, hits: HitSource, ref: Parameters<typeof valueSource>[0], run: SqlRunner, fetchDocs: DocFetcher): Promise<AggregationOutcome> {
  const source = valueSource(ref, hits)
  if (!source) return { data: [] }
  const conditions: Sql[] = [sql('value IS NOT NULL')]
  if (Array.isArray(spec.include)) conditions.push(wrapSql('value IN (', joinSql(spec.include.map((v) => valueSql(v, source.sqlType)), ', '), ')'))
  else if (typeof spec.include === 'string') conditions.push(sql('contains(CAST(value AS VARCHAR), ?)', [spec.include]))
  const pagination = spec.pagination
  const byValue = pagination?.order_by !== undefined && pagination.order_by !== 'count'
  const direction = pagination?.order === 'desc' ? 'DESC' : 'ASC'
  if (pagination?.page_after_value !== undefined && byValue) {
    conditions.push(wrapSql(`value ${direction === 'ASC' ? '>' : '<'} `, valueSql(pagination.page_after_value, source.sqlType), ''))
  }
  const size = pagination?.page_size ?? spec.size ?? 10
  const order = byValue ? `value ${direction}` : 'count DESC, value ASC'
  const entriesSize = spec.entries?.size ?? 0
  const where = joinSql(conditions, ' AND ')
  const rows = await run(
    joinSql(
      [
        sql(`SELECT value, ${source.count} AS count${entriesSize > 0 ? `, list(entry_id ORDER BY entry_id)[1:${entriesSize}] AS ids` : ''} FROM `),
        source.from,
        sql(' WHERE '),
        where,
        sql(` GROUP BY value ORDER BY ${order} LIMIT ${size}`),
      ],
      '',
    ),
  )
  const docs = entriesSize > 0 ? await fetchDocs(rows.flatMap((row) => (row.ids as string[]) ?? [])) : undefined
  const data = rows.map((row) => {
    const count = toNumber(row.count) ?? 0
    const bucket: Record<string, unknown> = { count, nested_count: count, value: bucketValue(row.value) }
    if (docs) bucket.entries = ((row.ids as string[]) ?? []).map((id) => docs.get(id)).filter((doc) => doc !== undefined)
    return bucket
  })
  if (!pagination) return { data }
  const [totalRow] = await run(joinSql([sql('SELECT count(DISTINCT value) AS total FROM '), source.from, sql(' WHERE value IS NOT NULL')], ''))
  const total = toNumber(totalRow?.total) ?? 0
  const echo: Record<string, unknown> = { ...pagination, total }
  if (data.length === size && data.length > 0) echo.next_page_after_value = String(data[data.length - 1].value)
  return { data, pagination: echo }
}

/** The numeric form of the values: timestamps as epoch milliseconds. */
function numericExpression(sqlType: ValueSource['sqlType']): string {
  return numericOf('value', sqlType)
}

export function numericOf(value: string, sqlType: ValueSource['sqlType']): string {
  return sqlType === 'TIMESTAMP' ? `epoch_ms(${value})` : `CAST(${value} AS DOUBLE)`
}

async function minMax(hits: HitSource, ref: Parameters<typeof valueSource>[0], run: SqlRunner): Promise<[number | null, number | null]> {
  const source = valueSource(ref, hits)
  if (!source) return [null, null]
  let query: Sql
  if (ref && !ref.custom) {
    // Straight from the column: lists by their own min and max, no unnesting.
    const { expr, column } = ref.ref
    const low = numericOf(column.multi ? `list_min(${expr})` : expr, source.sqlType)
    const high = numericOf(column.multi ? `list_max(${expr})` : expr, source.sqlType)
    query = joinSql([sql(`SELECT min(${low}) AS min, max(${high}) AS max FROM ${hits.table} WHERE `), hits.where], '')
  } else {
    const x = numericExpression(source.sqlType)
    query = joinSql([sql(`SELECT min(${x}) AS min, max(${x}) AS max FROM `), source.from], '')
  }
  const [row] = await run(query)
  return [toNumber(row?.min), toNumber(row?.max)]
}

/** How a histogram bins its values, given the values' bounds over the hits. */
export interface HistogramBins {
  offset: number
  interval: number
  firstIndex: number
  lastIndex: number
  /** The answer from the counts per bin index. */
  outcome: (counts: Map<number | null, number>) => AggregationOutcome
}

/** The bins of a histogram; undefined when there are no values (as NOMAD: no bins at all). */
export function histogramBins(spec: Histogram, low: number | null, high: number | null): HistogramBins | undefined {
  let min = low
  let max = high
  const bounds = spec.extended_bounds
  if (bounds?.min !== undefined) min = min === null ? bounds.min : Math.min(min, bounds.min)
  if (bounds?.max !== undefined) max = max === null ? bounds.max : Math.max(max, bounds.max)
  if (min === null || max === null) return undefined
  if (spec.interval === undefined && min === max) {
    // As NOMAD: one value, one bin at it (and no interval).
    const value = min
    return {
      offset: value,
      interval: 1,
      firstIndex: 0,
      lastIndex: 0,
      outcome: (counts) => {
        const count = counts.get(0) ?? 0
        return { data: [{ count, nested_count: count, value }], offset: value }
      },
    }
  }
  let interval: number
  let offset: number
  if (spec.interval !== undefined) {
    interval = spec.interval
    offset = spec.offset ?? 0
  } else {
    const buckets = spec.buckets ?? 1
    interval = max > min ? (max - min) / buckets : 1
    offset = min
  }
  const lastBin = spec.interval === undefined ? (spec.buckets ?? 1) - 1 : Number.POSITIVE_INFINITY
  const firstIndex = Math.floor((min - offset) / interval)
  const lastIndex = Math.min(Math.floor((max - offset) / interval), firstIndex + lastBin, firstIndex + MAX_BINS - 1)
  return binsBetween(spec, offset, interval, firstIndex, lastIndex)
}

function binsBetween(spec: Histogram, offset: number, interval: number, firstIndex: number, lastIndex: number): HistogramBins {
  return {
    offset,
    interval,
    firstIndex,
    lastIndex,
    outcome: (counts) => {
      const data = []
      for (let index = firstIndex; index <= lastIndex; index++) {
        const count = counts.get(index) ?? 0
        data.push({ count, nested_count: count, value: offset + index * interval })
      }
      return spec.interval !== undefined ? { data } : { data, interval, offset }
    },
  }
}

/**
 * The answer of a histogram with a given interval from its values' counts per bin index
 * (`floor((value - offset) / interval)`, uncapped), read without knowing the values' bounds
 * first: the lowest and highest index give the bounds. Undefined when not all indices were
 * read (more than MAX_BINS of them: the last bin would need the counts past it).
 */
export function intervalHistogram(spec: Histogram & { interval: number }, counts: { index: number; count: number }[], complete: boolean): AggregationOutcome | undefined {
  const offset = spec.offset ?? 0
  const interval = spec.interval
  const indexOf = (value: number) => Math.floor((value - offset) / interval)
  const indices = counts.map((bin) => bin.index)
  const extended = spec.extended_bounds
  const lows = [...indices, ...(extended?.min !== undefined ? [indexOf(extended.min)] : [])]
  const highs = [...indices, ...(extended?.max !== undefined ? [indexOf(extended.max)] : [])]
  if (lows.length === 0 || highs.length === 0) return { data: [] }
  const firstIndex = Math.min(...lows)
  const lastIndex = Math.min(Math.max(...highs), firstIndex + MAX_BINS - 1)
  if (!complete) return undefined
  // As the capped bins: values past the last bin count in it.
  const byIndex = new Map<number, number>()
  for (const { index, count } of counts) {
    const kept = Math.min(index, lastIndex)
    byIndex.set(kept, (byIndex.get(kept) ?? 0) + count)
  }
  return binsBetween(spec, offset, interval, firstIndex, lastIndex).outcome(byIndex)
}

/** How many bin indices an interval histogram without known bounds reads at most. */
export const INTERVAL_BINS_READ = MAX_BINS + 1

/** A histogram; knownBounds are the values' min and max over the hits when already read. */
async function histogram(spec: Histogram, hits: HitSource, ref: Parameters<typeof valueSource>[0], run: SqlRunner, knownBounds?: [number | null, number | null]): Promise<AggregationOutcome> {
  const source = valueSource(ref, hits)
  if (!source) return { data: [] }
  const [min, max] = knownBounds ?? (await minMax(hits, ref, run))
  const bins = histogramBins(spec, min, max)
  if (!bins) return { data: [] }
  const { offset, interval, lastIndex } = bins
  const bin = (value: string) => sql(`least(CAST(floor((${numericOf(value, source.sqlType)} - ?) / ?) AS BIGINT), ?)`, [offset, interval, lastIndex])
  let binned: Sql
  if (!ref || ref.custom) {
    binned = joinSql([sql('SELECT '), bin('value'), sql(' AS bin, count(DISTINCT entry_id) AS count FROM '), source.from, sql(' GROUP BY bin')], '')
  } else if (ref.ref.column.multi) {
    // Bins per entry first, so that an entry with several values in one bin counts once.
    // Lists of one value (most) skip list_distinct, which measured several times slower.
    const { expr } = ref.ref
    binned = joinSql(
      [
        sql(`SELECT bin, count(*) AS count FROM (SELECT unnest(CASE WHEN len(${expr}) = 1 THEN [`),
        bin(`${expr}[1]`),
        sql(`] ELSE list_distinct(list_transform(${expr}, x -> `),
        bin('x'),
        sql(`)) END) AS bin FROM ${hits.table} WHERE `),
        hits.where,
        sql(') GROUP BY bin'),
      ],
      '',
    )
  } else {
    const { expr } = ref.ref
    binned = joinSql([sql('SELECT '), bin(expr), sql(` AS bin, count(*) AS count FROM ${hits.table} WHERE `), hits.where, sql(` AND ${expr} IS NOT NULL GROUP BY bin`)], '')
  }
  const rows = await run(binned)
  return bins.outcome(new Map(rows.map((row) => [toNumber(row.bin), toNumber(row.count) ?? 0])))
}

const DATE_UNITS: Record<string, string> = { m: 'minute', h: 'hour', d: 'day', w: 'week', M: 'month', q: 'quarter', y: 'year' }

async function dateHistogram(spec: DateHistogram, hits: HitSource, ref: Parameters<typeof valueSource>[0], run: SqlRunner): Promise<AggregationOutcome> {
  const source = valueSource(ref, hits)
  if (!source || source.sqlType !== 'TIMESTAMP') return { data: [] }
  const unit = DATE_UNITS[spec.interval.replace(/^\d+/, '')] ?? 'month'
  const rows = await run(
    joinSql([sql(`SELECT epoch_ms(date_trunc('${unit}', value)) AS bin, ${ref?.ref.column.multi || ref?.custom ? 'count(DISTINCT entry_id)' : 'count(*)'} AS count FROM `), source.from, sql(' GROUP BY bin ORDER BY bin')], ''),
  )
  return {
    data: rows.map((row) => {
      const count = toNumber(row.count) ?? 0
      return { count, nested_count: count, value: toNumber(row.bin) }
    }),
  }
}

const STATISTICS: Record<string, string> = {
  n_entries: 'count(*)',
  n_materials: 'count(DISTINCT material_id)',
  n_uploads: 'count(DISTINCT upload_id)',
  n_calculations: 'coalesce(sum(n_calculations) FILTER (WHERE is_simulation), 0)',
  n_quantities: 'coalesce(sum(n_quantities), 0)',
}

async function statistics(metrics: string[], hits: HitSource, run: SqlRunner): Promise<Record<string, number>> {
  const chosen = (metrics.length > 0 ? metrics : Object.keys(STATISTICS)).filter((metric) => metric in STATISTICS)
  if (chosen.length === 0) return {}
  const [row] = await run(wrapSql(`SELECT ${chosen.map((metric) => `${STATISTICS[metric]} AS ${metric}`).join(', ')} FROM ${hits.table} WHERE `, hits.where, ''))
  return Object.fromEntries(chosen.map((metric) => [metric, toNumber(row?.[metric]) ?? 0]))
}
