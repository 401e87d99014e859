import { dimensionName, type DimensionVector } from './dimensions.js'
import { math, unitFactors, type MathUnit } from './math.js'
import { unitMessages } from './messages.js'

/** A unit read from text: `joule`, `eV`, `meter ** 3`, `1 / meter`, `J/(g*K)`, `Å`, `°`, `GPa`. */
export interface ParsedUnit {
  /** The unit as mathjs reads it, without a value (`eV`, `meter^3`, `meter^-1`); `` if dimensionless. */
  expression: string
  /** Exponents of mathjs's base dimensions (mass, length, time, current, temperature, ...). */
  dimensions: DimensionVector
  /** `energy`, `length`... or a product of base dimensions when the combination has no name. */
  dimension: string
  dimensionless: boolean
}

export type UnitParseResult = { ok: true; unit: ParsedUnit } | { ok: false; error: string }

const SUPERSCRIPTS: Record<string, string> = { '⁻': '-', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁰': '0' }

/** pint's spelling to mathjs's: composed characters (Å), `**` powers, superscript digits. */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .trim()
    .replace(/\*\*/g, '^')
    .replace(/[⁻¹²³⁴⁵⁶⁷⁸⁹⁰]+/g, (digits) => `^${[...digits].map((d) => SUPERSCRIPTS[d]).join('')}`)
}

const DIMENSIONLESS = new Set(['', 'dimensionless', '1'])

const cache = new Map<string, UnitParseResult>()

export function parseUnit(text: string): UnitParseResult {
  const cached = cache.get(text)
  if (cached) return cached
  const result = parseUncached(text)
  if (cache.size > 2000) cache.clear()
  cache.set(text, result)
  return result
}

function parseUncached(text: string): UnitParseResult {
  const normalised = normalise(text)
  if (DIMENSIONLESS.has(normalised)) {
    const dimensions = math.Unit.BASE_DIMENSIONS.map(() => 0)
    return { ok: true, unit: { expression: '', dimensions, dimension: 'dimensionless', dimensionless: true } }
  }
  let unit: MathUnit
  try {
    unit = math.Unit.parse(normalised)
  } catch (error) {
    const unknown = /Unit "(.*)" not found/.exec((error as Error).message)
    return { ok: false, error: unknown ? unitMessages.unknownUnit(unknown[1]) : unitMessages.invalidUnit(text) }
  }
  // `1 / meter` reads as the number 1 times meter^-1; any other number is a quantity, not a unit.
  if (unit.value !== null && unit.value !== undefined) {
    const scale = unitFactors(unit).reduce((s, u) => s * (u.unit.value * u.prefix.value) ** u.power, 1)
    if (Math.abs(Number(unit.value) / scale - 1) > 1e-12) return { ok: false, error: unitMessages.invalidUnit(text) }
  }
  const dimensions = [...unit.dimensions]
  const expression = unit.formatUnits()
  return { ok: true, unit: { expression, dimensions, dimension: dimensionName(dimensions), dimensionless: expression === '' } }
}

/** The mathjs unit of a parsed unit, with the given value (in that unit). */
export function toMathUnit(unit: ParsedUnit, value: number): MathUnit {
  return unit.dimensionless ? math.unit(value) : math.unit(value, unit.expression)
}
