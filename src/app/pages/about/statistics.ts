const SCALES = [
  { size: 1e9, word: 'billion' },
  { size: 1e6, word: 'million' },
  { size: 1e3, word: 'thousand' },
] as const

const toOneDecimal = (value: number) => Math.round(value * 10) / 10

/** 1234 → '1.2 thousand', 3_400_000 → '3.4 million', 999 → '999' (spec 1 §9). */
export function abbreviateStatistic(value: number): string {
  for (const { size, word } of SCALES) {
    const scaled = toOneDecimal(value / size)
    if (Math.abs(scaled) >= 1) return `${scaled} ${word}`
  }
  return String(Math.round(value))
}
