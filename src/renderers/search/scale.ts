/** The scales of spec 2 §3: linear, log, 1/2, 1/4, 1/8 (exponents 0.5, 0.25, 0.125); log has a minimum of 1. */
export type ScaleName = 'linear' | 'log' | '1/2' | '1/4' | '1/8' | (string & {})

const EXPONENTS: Record<string, number> = { linear: 1, '1/2': 0.5, '1/4': 0.25, '1/8': 0.125 }

/** Applies a scale to a non-negative value. */
export function applyScale(value: number, scale: ScaleName): number {
  if (scale === 'log') return Math.log(Math.max(value, 1))
  const exponent = EXPONENTS[scale]
  if (exponent === undefined) throw new Error('Invalid scaling type.')
  return Math.pow(Math.max(value, 0), exponent)
}

/** The share (0–1) of `value` in `max` after scaling, e.g. for bar lengths and colour intensities. */
export function scaledShare(value: number, max: number, scale: ScaleName): number {
  if (max <= 0) return 0
  const top = applyScale(max, scale)
  if (top <= 0) return value >= max ? 1 : 0
  return Math.min(1, applyScale(value, scale) / top)
}
