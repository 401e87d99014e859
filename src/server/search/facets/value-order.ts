/**
 * The rows of a number column that hold a value, sorted by it (ties by row): bounds, histograms,
 * ranges and the first page of a sorted search then walk a few positions or one contiguous run
 * instead of every selected row. Measured over a million rows, 65 % with a value and 90 %
 * selected: a 30-bin histogram 1.2 ms walked in this order against 9.4 ms row by row.
 */
export interface ValueOrder {
  /** Rows in value order. */
  readonly rows: Uint32Array
  /** values[p] is the value of rows[p]: ascending. */
  readonly values: Float64Array
  /** Words of a selection that cover every row of the order. */
  readonly wordCount: number
}

const DIGIT_BITS = 16
const DIGIT_VALUES = 1 << DIGIT_BITS

/**
 * The rows whose value is not NaN, sorted by value. An LSD radix sort on the doubles' bits
 * (four passes of 16 bits, stable, so ties keep row order). For 650,000 values a comparison
 * sort took about 340 ms, this 70–130 ms. It runs when a column has been loaded; rows added later
 * are merged in (withRowsAdded).
 */
export function orderByValue(values: Float64Array): ValueOrder {
  let count = 0
  for (let row = 0; row < values.length; row++) if (values[row] === values[row]) count++
  let rows = new Uint32Array(count)
  let low = new Int32Array(count)
  let high = new Int32Array(count)
  const bits = new Int32Array(values.buffer, values.byteOffset, values.length * 2)
  const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1
  const [lowWord, highWord] = littleEndian ? [0, 1] : [1, 0]
  for (let row = 0, p = 0; row < values.length; row++) {
    if (values[row] !== values[row]) continue
    const lo = bits[2 * row + lowWord]
    const hi = bits[2 * row + highWord]
    // Doubles as unsigned integers in numeric order: negatives have every bit flipped, the others their sign bit set.
    const negative = hi < 0
    rows[p] = row
    low[p] = negative ? ~lo : lo
    high[p] = negative ? ~hi : hi ^ 0x80000000
    p++
  }
  let nextRows = new Uint32Array(count)
  let nextLow = new Int32Array(count)
  let nextHigh = new Int32Array(count)
  const buckets = new Uint32Array(DIGIT_VALUES)
  for (let pass = 0; pass < 4; pass++) {
    const keys = pass < 2 ? low : high
    const shift = (pass % 2) * DIGIT_BITS
    const mask = DIGIT_VALUES - 1
    buckets.fill(0)
    for (let p = 0; p < count; p++) buckets[(keys[p] >>> shift) & mask]++
    // A digit all rows share leaves the order as it is.
    if (count === 0 || buckets[(keys[0] >>> shift) & mask] === count) continue
    let start = 0
    for (let digit = 0; digit < DIGIT_VALUES; digit++) {
      const size = buckets[digit]
      buckets[digit] = start
      start += size
    }
    for (let p = 0; p < count; p++) {
      const target = buckets[(keys[p] >>> shift) & mask]++
      nextRows[target] = rows[p]
      nextLow[target] = low[p]
      nextHigh[target] = high[p]
    }
    ;[rows, nextRows] = [nextRows, rows]
    ;[low, nextLow] = [nextLow, low]
    ;[high, nextHigh] = [nextHigh, high]
  }
  const sorted = new Float64Array(count)
  let lastRow = -1
  for (let p = 0; p < count; p++) {
    sorted[p] = values[rows[p]]
    if (rows[p] > lastRow) lastRow = rows[p]
  }
  return { rows, values: sorted, wordCount: (lastRow >>> 5) + 1 }
}

/**
 * The order with rows added: rows above every row of the order (ties then keep row order). They
 * are sorted among themselves and merged in, in one pass over the order.
 */
export function withRowsAdded(order: ValueOrder, added: number[], values: Float64Array): ValueOrder {
  const sortedAdded = added.filter((row) => values[row] === values[row]).sort((a, b) => values[a] - values[b] || a - b)
  const length = order.rows.length + sortedAdded.length
  const rows = new Uint32Array(length)
  const merged = new Float64Array(length)
  let lastRow = -1
  let from = 0
  let p = 0
  for (const row of sortedAdded) {
    // The run of the order up to the added row's place, copied whole.
    const at = firstAbove(order, values[row], from)
    rows.set(order.rows.subarray(from, at), p)
    merged.set(order.values.subarray(from, at), p)
    p += at - from
    from = at
    rows[p] = row
    merged[p++] = values[row]
    if (row > lastRow) lastRow = row
  }
  rows.set(order.rows.subarray(from), p)
  merged.set(order.values.subarray(from), p)
  return { rows, values: merged, wordCount: Math.max(order.wordCount, (lastRow >>> 5) + 1) }
}

/** The first position whose value is not below `value` (values.length when none). */
export function firstAtLeast(order: ValueOrder, value: number): number {
  let low = 0
  let high = order.values.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (order.values[middle] < value) low = middle + 1
    else high = middle
  }
  return low
}

/** The first position from `from` on whose value is above `value` (values.length when none). */
export function firstAbove(order: ValueOrder, value: number, from = 0): number {
  let low = from
  let high = order.values.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (order.values[middle] <= value) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * The words of a selection as signed integers, covering every row of the order (a selection's
 * words end at its last row), so that a walk tests a row with no bounds check and no branch:
 * `(words[row >>> 5] >>> (row & 31)) & 1`. Uint32Array words with the top bit set are heap
 * numbers, and a bounds check or a branch per row made the walk two to five times slower.
 */
export function wordsCovering(order: ValueOrder, selection: Uint32Array): Int32Array {
  if (selection.length >= order.wordCount) return new Int32Array(selection.buffer, selection.byteOffset, selection.length)
  const covering = new Int32Array(order.wordCount)
  covering.set(new Int32Array(selection.buffer, selection.byteOffset, selection.length))
  return covering
}

/** 1 when the row is in the selection, else 0 (words from wordsCovering). */
export function selectedBit(words: Int32Array, row: number): number {
  return (words[row >>> 5] >>> (row & 31)) & 1
}
