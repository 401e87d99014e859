/** Reading and checking the two inputs of a range filter (texts of spec 2 §5). */
import { rangeMessages } from './texts.js'

export type RangeCheck = { ok: true; min?: number; max?: number } | { ok: false; minError?: string; maxError?: string }

/** Parses a number or, for timestamps, a date text into a number (ms since epoch). */
export function parseBound(text: string, timestamp: boolean): number | undefined | null {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const value = timestamp ? Date.parse(trimmed) : Number(trimmed)
  return Number.isFinite(value) ? value : null
}

/** Checks the two range inputs: both readable, the minimum not above the maximum. */
export function checkRange(minText: string, maxText: string, timestamp: boolean): RangeCheck {
  const min = parseBound(minText, timestamp)
  const max = parseBound(maxText, timestamp)
  const minError = min === null ? (timestamp ? rangeMessages.invalidStart : rangeMessages.invalidMin) : undefined
  const maxError = max === null ? (timestamp ? rangeMessages.invalidEnd : rangeMessages.invalidMax) : undefined
  if (minError || maxError) return { ok: false, minError, maxError }
  if (min !== undefined && min !== null && max !== undefined && max !== null && min > max) {
    return { ok: false, minError: rangeMessages.largerThanMax, maxError: rangeMessages.smallerThanMin }
  }
  return { ok: true, min: min ?? undefined, max: max ?? undefined }
}

/** One minute: the smallest width of a timestamp slider range (spec 2 §4). */
export const MIN_TIMESTAMP_WIDTH_MS = 60_000

/** Widens `[min, max]` around its middle to at least one minute. */
export function widenTimestampRange(min: number, max: number): [number, number] {
  if (max - min >= MIN_TIMESTAMP_WIDTH_MS) return [min, max]
  const middle = (min + max) / 2
  return [Math.round(middle - MIN_TIMESTAMP_WIDTH_MS / 2), Math.round(middle + MIN_TIMESTAMP_WIDTH_MS / 2)]
}

export function formatBound(value: number | undefined, timestamp: boolean): string {
  if (value === undefined || !Number.isFinite(value)) return ''
  if (timestamp) return new Date(value).toISOString().slice(0, 16)
  return String(Number(value.toPrecision(15)))
}
