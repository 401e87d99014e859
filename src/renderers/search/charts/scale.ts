import type { Scale } from '../../../engine/config/common.js'

/** Exponents of the power scales of spec 2 §3. */
const EXPONENTS: Record<Exclude<Scale, 'log'>, number> = { linear: 1, '1/2': 0.5, '1/4': 0.25, '1/8': 0.125 }

/**
 * The length (0..1) of a bar for `count` when the largest count is `max`. The log scale works on
 * count + 1 so that its domain starts at 1 (log 1 = 0) and single hits stay visible next to zeros.
 */
export function scaleCount(count: number, max: number, scale: Scale = 'linear'): number {
  if (!(max > 0) || !(count > 0)) return 0
  if (scale === 'log') return Math.log(count + 1) / Math.log(max + 1)
  const exponent = EXPONENTS[scale]
  if (exponent === undefined) throw new Error('Invalid scaling type.')
  return Math.min(1, (count / max) ** exponent)
}

export const SCALES: readonly Scale[] = ['linear', 'log', '1/2', '1/4', '1/8']
