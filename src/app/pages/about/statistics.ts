const SCALES = [
  { size: 1e3, word: 'thousand' },
  { size: 1e6, word: 'million' },
  { size: 1e9, word: 'billion' },
] as const

const toOneDecimal = (value: number) => Math.round(value * 10) / 10

/** 1234 → '1.2 thousand', 3_400_000 → '3.4 million', 999 → '999' (spec 1 §9). */
export function abbreviateStatistic(value: number): string {
  let index = SCALES.findLastIndex(({ size }) => Math.abs(value) >= size)
  if (index < 0) return String(Math.round(value))
  // 999_960 is '1 million', not '1000 thousand'.
  if (Math.abs(toOneDecimal(value / SCALES[index].size)) >= 1000 && index < SCALES.length - 1) index += 1
  const { size, word } = SCALES[index]
  return `${toOneDecimal(value / size)} ${word}`
}
