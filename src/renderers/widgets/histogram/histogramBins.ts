import type { HistogramBin } from '../../search/charts/HistogramBars.js'
import type { AggregationData, RangeValue } from '../searchContext.js'

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value
  if (typeof value === 'string') {
    const parsed = Number.isNaN(Number(value)) ? Date.parse(value) : Number(value)
    return Number.isFinite(parsed) ? parsed : undefined
  }
  return undefined
}

/** Bins from a histogram aggregation: each bucket's value is its lower edge, the interval its width. */
export function histogramBins(data: AggregationData | undefined): HistogramBin[] {
  const buckets = (Array.isArray(data?.data) ? data.data : []) as { value: unknown; count: number }[]
  const starts = buckets.map((bucket) => asNumber(bucket.value))
  const interval =
    typeof data?.interval === 'number' && data.interval > 0
      ? data.interval
      : starts.length > 1 && starts[0] !== undefined && starts[1] !== undefined
        ? starts[1] - starts[0]
        : 1
  return buckets.flatMap((bucket, index) => {
    const start = starts[index]
    return start === undefined ? [] : [{ start, end: start + interval, count: bucket.count }]
  })
}

/** A range filter's bounds as numbers (timestamps in ms). */
export function rangeBounds(range: RangeValue | undefined): { gte?: number; lte?: number } | undefined {
  if (!range) return undefined
  return { gte: asNumber(range.gte ?? range.gt), lte: asNumber(range.lte ?? range.lt) }
}

/** One minute: the narrowest timestamp range (spec 2 §4). */
export const MIN_TIMESTAMP_RANGE_MS = 60_000

/** The filter for a selected range; timestamps are sent as ISO strings and are at least one minute wide. */
export function rangeFilter(gte: number | undefined, lte: number | undefined, timestamp: boolean): RangeValue | undefined {
  if (gte === undefined && lte === undefined) return undefined
  if (!timestamp) return { ...(gte !== undefined && { gte }), ...(lte !== undefined && { lte }) }
  const low = gte
  let high = lte
  if (low !== undefined && high !== undefined && high - low < MIN_TIMESTAMP_RANGE_MS) high = low + MIN_TIMESTAMP_RANGE_MS
  return {
    ...(low !== undefined && { gte: new Date(low).toISOString() }),
    ...(high !== undefined && { lte: new Date(high).toISOString() }),
  }
}
