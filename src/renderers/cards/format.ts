import { formatNumber } from '../../engine/format.js'

/** How SI values of the archive are shown on cards: unit to show, factor from SI and offset. */
const DISPLAY: Record<string, { unit: string; factor: number; offset?: number }> = {
  meter: { unit: 'Å', factor: 1e10 },
  'meter ** 3': { unit: 'Å³', factor: 1e30 },
  radian: { unit: '°', factor: 180 / Math.PI },
  joule: { unit: 'eV', factor: 1 / 1.602176634e-19 },
  'joule / meter': { unit: 'eV/Å', factor: 1e-10 / 1.602176634e-19 },
  newton: { unit: 'eV/Å', factor: 1e-10 / 1.602176634e-19 },
  pascal: { unit: 'GPa', factor: 1e-9 },
  kelvin: { unit: 'K', factor: 1 },
  second: { unit: 'fs', factor: 1e15 },
  'kilogram / meter ** 3': { unit: 'g/cm³', factor: 1e-3 },
  '1 / meter ** 3': { unit: '1/Å³', factor: 1e-30 },
  'meter ** 2': { unit: 'Å²', factor: 1e20 },
}

/** Formats a number with scientific notation outside 1e-5..1e5 (spec 3 archive rules). */
export function formatValue(value: number): string {
  const magnitude = Math.abs(value)
  if (value !== 0 && (magnitude < 1e-5 || magnitude >= 1e5)) return formatNumber(value, { mode: 'scientific', decimals: 3 })
  return formatNumber(value, { decimals: 3 })
}

/** An SI value in its display unit, e.g. 5.43e-10 meter → '5.43 Å'. */
export function formatSi(value: unknown, siUnit: keyof typeof DISPLAY | string): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined
  const display = DISPLAY[siUnit]
  if (!display) return `${formatValue(value)} ${siUnit}`.trim()
  return `${formatValue(value * display.factor + (display.offset ?? 0))} ${display.unit}`
}

export function formatPlain(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number') return formatValue(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (Array.isArray(value)) return value.map((item) => formatPlain(item)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

const ELEMENT_COUNT_NAMES = ['unary', 'binary', 'ternary', 'quaternary', 'quinary', 'senary', 'septenary', 'octonary', 'nonary', 'decimary']

/** 1 unary through 10 decimary (spec 3 §9); the number itself beyond. */
export function elementCountName(n: number): string {
  return ELEMENT_COUNT_NAMES[n - 1] ?? String(n)
}
