const SUPERSCRIPT: Record<string, string> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' }

/** 10 to an integer power as it is written by hand: 10⁻³, 10⁰, 10². */
export function powerOfTen(exponent: number): string {
  return `10${String(Math.round(exponent)).replace(/./g, (c) => SUPERSCRIPT[c] ?? c)}`
}

export interface LogAxisTicks {
  tickvals: number[]
  ticktext: string[]
  /** The axis range in plotly's log units (exponents), whole decades around the data. */
  range: [number, number]
}

/**
 * Ticks of a log axis at every power of ten spanned by the positive values (at least one decade),
 * so the axis reads 10⁻⁴ … 10⁰ rather than plotly's mix of '1e-3', 2 and 5.
 */
export function logAxisTicks(values: readonly (number | null | undefined)[]): LogAxisTicks | undefined {
  const positive = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0)
  if (positive.length === 0) return undefined
  // The tolerance keeps 0.010000000000000002 (0.01 after a unit conversion) in its own decade; `+ 0` turns -0 into 0.
  const low = Math.floor(Math.log10(Math.min(...positive)) + 1e-9) + 0
  let high = Math.ceil(Math.log10(Math.max(...positive)) - 1e-9) + 0
  if (high === low) high = low + 1
  // Many decades: label every second or third one so the labels do not run into each other.
  const step = Math.ceil((high - low) / 8)
  const exponents: number[] = []
  for (let exponent = low; exponent <= high; exponent += step) exponents.push(exponent)
  return { tickvals: exponents.map((exponent) => 10 ** exponent), ticktext: exponents.map(powerOfTen), range: [low, high] }
}
