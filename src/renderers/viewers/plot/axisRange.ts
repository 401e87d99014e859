import type { Layout } from 'plotly.js-dist-min'

export type AxisRange = [number, number]
export type AxisName = 'xaxis' | 'yaxis'

/**
 * What a plotly_relayout event did to one axis: a new range (zoom, pan, or plotly's reset to a fixed
 * initial range), 'reset' (autorange, as a double click or 'reset axes' asks for), or nothing.
 */
export function axisRangeChange(event: unknown, axis: AxisName): AxisRange | 'reset' | undefined {
  if (!event || typeof event !== 'object') return undefined
  const changes = event as Record<string, unknown>
  if (changes[`${axis}.autorange`] === true) return 'reset'
  const whole = changes[`${axis}.range`]
  const [low, high] = Array.isArray(whole) ? whole : [changes[`${axis}.range[0]`], changes[`${axis}.range[1]`]]
  if (typeof low !== 'number' || typeof high !== 'number' || !Number.isFinite(low) || !Number.isFinite(high)) return undefined
  return low <= high ? [low, high] : [high, low]
}

export function sameRange(a: AxisRange, b: AxisRange, tolerance = 1e-9): boolean {
  return Math.abs(a[0] - b[0]) <= tolerance && Math.abs(a[1] - b[1]) <= tolerance
}

/** The layout with one axis showing `range` (a copy; the other axes and settings kept). */
export function withAxisRange(layout: Partial<Layout>, axis: AxisName, range: AxisRange): Partial<Layout> {
  return { ...layout, [axis]: { ...layout[axis], range: [...range], autorange: false } }
}
