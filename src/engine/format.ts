/**
 * Display formats (spec 1 §9, spec 2 §9):
 * - numbers: 3 decimals by default, trailing zeros dropped; scientific notation when the absolute value
 *   is above 1000 or below 0.01 (zero stays `0`);
 * - dates dd/MM/yyyy (local time unless `utc` is asked for);
 * - SI prefixes k, M, G, T, P, E for large values;
 * - author lists over 3 names: first and last name plus 'et al';
 * - statistics abbreviated with thousand, million, billion: `formatStatistic(12345) === '12.3 thousand'`.
 */

export type NumberMode = 'standard' | 'scientific' | 'separators'

export interface NumberFormat {
  /** Decimals after the point (standard, separators) or of the mantissa (scientific). Default 3. */
  decimals?: number
  /** `standard` switches to scientific outside [0.01, 1000]; `separators` groups thousands. Default standard. */
  mode?: NumberMode
  /** Thousands separator of the `separators` mode. Default `,`. */
  separator?: string
}

const trimZeros = (text: string): string => (text.includes('.') ? text.replace(/\.?0+$/, '') : text)

function scientific(value: number, decimals: number): string {
  const [mantissa, exponent] = value.toExponential(decimals).split('e')
  return `${trimZeros(mantissa)}e${exponent}`
}

function fixed(value: number, decimals: number): string {
  const text = trimZeros(value.toFixed(decimals))
  return text === '-0' ? '0' : text
}

function withSeparators(value: number, decimals: number, separator: string): string {
  const [whole, fraction] = fixed(value, decimals).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

/** Formats a number for display; NaN and infinities are written as such. */
export function formatNumber(value: number, { decimals = 3, mode = 'standard', separator = ',' }: NumberFormat = {}): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞'
  if (mode === 'separators') return withSeparators(value, decimals, separator)
  if (mode === 'scientific') return scientific(value, decimals)
  const magnitude = Math.abs(value)
  if (magnitude !== 0 && (magnitude > 1000 || magnitude < 0.01)) return scientific(value, decimals)
  return fixed(value, decimals)
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** dd/MM/yyyy; accepts a Date, an ISO string or epoch milliseconds. Invalid input gives ''. */
export function formatDate(value: Date | string | number, { utc = false }: { utc?: boolean } = {}): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const [day, month, year] = utc
    ? [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear()]
    : [date.getDate(), date.getMonth() + 1, date.getFullYear()]
  return `${pad(day)}/${pad(month)}/${year}`
}

/** dd/MM/yyyy HH:mm. */
export function formatDateTime(value: Date | string | number, { utc = false }: { utc?: boolean } = {}): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const [hours, minutes] = utc ? [date.getUTCHours(), date.getUTCMinutes()] : [date.getHours(), date.getMinutes()]
  return `${formatDate(date, { utc })} ${pad(hours)}:${pad(minutes)}`
}

export const SI_PREFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const

/**
 * Scales a value to the largest SI prefix that keeps it at or above 1, e.g. `formatSI(32e9, 'B') === '32 GB'`,
 * `formatSI(1234) === '1.2 k'`. Values below 1000 get no prefix.
 */
export function formatSI(value: number, unit = '', { decimals = 1 }: { decimals?: number } = {}): string {
  let index = 0
  let scaled = value
  while (Math.abs(scaled) >= 1000 && index < SI_PREFIXES.length - 1) {
    scaled /= 1000
    index++
  }
  const prefix = SI_PREFIXES[index]
  const number = fixed(scaled, decimals)
  return prefix + unit === '' ? number : `${number} ${prefix}${unit}`
}

/** Up to 3 names are listed in full; longer lists give the first and the last name plus 'et al'. */
export function formatAuthors(authors: readonly (string | { name?: string })[]): string {
  const names = authors.map((author) => (typeof author === 'string' ? author : (author.name ?? '')))
  if (names.length <= 3) return names.join(', ')
  return `${names[0]}, ${names[names.length - 1]} et al`
}

const STATISTIC_UNITS = [
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
] as const

/**
 * A count for the statistics panels, one decimal at most: 999 → '999', 12345 → '12.3 thousand',
 * 2500000 → '2.5 million', 999999 → '1 million'.
 */
export function formatStatistic(value: number): string {
  for (let i = 0; i < STATISTIC_UNITS.length; i++) {
    const [size, word] = STATISTIC_UNITS[i]
    if (Math.abs(value) < size) continue
    const scaled = Math.round((value / size) * 10) / 10
    // Rounding up may reach the next word: 999 999 is '1 million', not '1000 thousand'.
    if (Math.abs(scaled) >= 1000 && i > 0) return `${fixed(scaled / 1000, 1)} ${STATISTIC_UNITS[i - 1][1]}`
    return `${fixed(scaled, 1)} ${word}`
  }
  return String(Math.round(value))
}
