export const RANGE_PLACEHOLDER = 'Enter range: 5, 4:-1, :50%'

/** One bound of a slice: an index (negative counts from the end) or a percentage of the length. */
function bound(text: string, length: number): number {
  const trimmed = text.trim()
  const percent = /^(-?\d+(?:\.\d+)?)%$/.exec(trimmed)
  if (percent) return Math.round((Number(percent[1]) / 100) * length)
  if (!/^-?\d+$/.test(trimmed)) throw new Error(`Invalid range: "${text}"`)
  const index = Number(trimmed)
  return index < 0 ? length + index : index
}

/**
 * Indices of `length` items chosen by a range text (spec 3 §2.6): comma-separated parts, each an index
 * (`5`), a slice with an exclusive end (`4:-1`, `:3`, `2:`) or percentages (`:50%`). Sorted, unique;
 * an empty text selects everything. Throws on malformed parts.
 */
export function parseRange(text: string, length: number): number[] {
  if (text.trim() === '') return Array.from({ length }, (_, index) => index)
  const chosen = new Set<number>()
  for (const part of text.split(',')) {
    if (part.trim() === '') continue
    if (part.includes(':')) {
      const [startText, endText, extra] = part.split(':')
      if (extra !== undefined) throw new Error(`Invalid range: "${part.trim()}"`)
      const start = startText.trim() === '' ? 0 : bound(startText, length)
      const end = endText.trim() === '' ? length : bound(endText, length)
      for (let index = Math.max(0, start); index < Math.min(length, end); index++) chosen.add(index)
    } else {
      const index = bound(part, length)
      if (index >= 0 && index < length) chosen.add(index)
    }
  }
  return [...chosen].sort((a, b) => a - b)
}
