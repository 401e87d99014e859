import { TypedFastBitSet } from 'typedfastbitset'
import { describe, expect, it } from 'vitest'
import type { Aggregation } from '../../../src/engine/query/index.js'
import { facetAggregation } from '../../../src/server/search/facets/facet-aggregations.js'
import { NumberColumn } from '../../../src/server/search/facets/facet-columns.js'
import { firstAbove, firstAtLeast, orderByValue } from '../../../src/server/search/facets/value-order.js'

/** A deterministic pseudo-random sequence in [0, 1). */
function random(seed: number) {
  let state = seed
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648
}

describe('rows in value order', () => {
  it('sorts the rows with a value as a comparison sort does, ties in row order, rows without a value left out', () => {
    const rand = random(3)
    const special = [0, -0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN, 1e-300, -1e-300, Number.MAX_VALUE, -Number.MAX_VALUE]
    const values = Float64Array.from({ length: 20_000 }, (_, row) => {
      if (row % 50 === 0) return special[(row / 50) % special.length]
      const kind = rand()
      // Many ties (small integers), negative and positive doubles of every magnitude, and gaps.
      if (kind < 0.3) return Math.floor(rand() * 5) - 2
      if (kind < 0.8) return (rand() - 0.5) * 10 ** Math.floor(rand() * 40 - 20)
      return Number.NaN
    })
    const order = orderByValue(values)
    const expected = [...values.keys()].filter((row) => !Number.isNaN(values[row])).sort((a, b) => values[a] - values[b] || a - b)
    // -0 and 0 compare equal: the sort puts -0 first, which a comparison sort need not; compare values (zeros as 0), then rows where the value is no zero.
    const withoutSignedZero = (value: number) => (value === 0 ? 0 : value)
    expect([...order.values].map(withoutSignedZero)).toEqual(expected.map((row) => withoutSignedZero(values[row])))
    expect([...order.rows].filter((row) => values[row] !== 0)).toEqual(expected.filter((row) => values[row] !== 0))
    expect(new Set(order.rows).size).toBe(expected.length)
  })

  it('finds the runs of a range by binary search', () => {
    const order = orderByValue(Float64Array.from([5, 1, Number.NaN, 3, 3, 9]))
    expect([...order.values]).toEqual([1, 3, 3, 5, 9])
    expect([firstAtLeast(order, 3), firstAbove(order, 3)]).toEqual([1, 3])
    expect([firstAtLeast(order, 10), firstAbove(order, 0)]).toEqual([5, 0])
    expect([firstAtLeast(order, Number.NaN), firstAbove(order, Number.NaN)]).toEqual([0, 0])
  })

  it('gives the same bounds and histograms as row by row, entries with several values counting once per bin', () => {
    const rand = random(11)
    const sorted = new NumberColumn({ quantity: 'x', multi: true, sqlType: 'DOUBLE' })
    const unsorted = new NumberColumn({ quantity: 'x', multi: true, sqlType: 'DOUBLE' }, false)
    const selection = new TypedFastBitSet()
    for (let row = 0; row < 5000; row++) {
      const value = rand() < 0.2 ? null : rand() < 0.1 ? [rand() * 10, rand() * 10, 9.99] : Math.floor(rand() * 1000) / 100
      sorted.add(row, value)
      unsorted.add(row, value)
      if (rand() < 0.7) selection.add(row)
    }
    expect(sorted.valueOrder()).toBeDefined()
    const asked: Aggregation[] = [
      { histogram: { quantity: 'x', buckets: 7, exclude_from_search: false, metrics: [] } },
      { histogram: { quantity: 'x', interval: 0.5, offset: 0.25, exclude_from_search: false, metrics: [] } },
      { histogram: { quantity: 'x', interval: 1, extended_bounds: { min: -5, max: 30 }, exclude_from_search: false, metrics: [] } },
      { min_max: { quantity: 'x', exclude_from_search: false } },
    ]
    for (const aggregation of asked) {
      const answer = facetAggregation(aggregation, sorted, selection)
      expect(answer).toEqual(facetAggregation(aggregation, unsorted, selection))
      expect(answer.data).not.toEqual([])
    }
  })

  it('merges rows added after the order was built, as sorting them all would place them', () => {
    const rand = random(5)
    const column = new NumberColumn({ quantity: 'x', multi: false, sqlType: 'DOUBLE' })
    const valueOf = () => (rand() < 0.2 ? null : Math.floor(rand() * 50) - 10)
    for (let row = 0; row < 3000; row++) column.add(row, valueOf())
    column.sortValues()
    for (let round = 0; round < 3; round++) {
      for (let row = 3000 + round * 500; row < 3500 + round * 500; row++) column.add(row, valueOf())
      const merged = column.valueOrder()!
      const sorted = orderByValue(column.values)
      expect([...merged.rows]).toEqual([...sorted.rows])
      expect([...merged.values]).toEqual([...sorted.values])
      expect(merged.wordCount).toBe(sorted.wordCount)
    }
  })

  it('sorts a column again when a row is written again', () => {
    const column = new NumberColumn({ quantity: 'x', multi: false, sqlType: 'DOUBLE' })
    for (let row = 0; row < 100_000; row++) column.add(row, (row * 7919) % 1000)
    column.sortValues()
    expect(column.valueOrder()?.values[0]).toBe(0)
    column.add(5, -1)
    expect(column.valueOrder()?.values[0]).toBe(-1)
    expect(column.valueOrder()?.rows.length).toBe(100_000)
  })
})
