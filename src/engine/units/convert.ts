import { sameDimensions } from './dimensions.js'
import { math } from './math.js'
import { unitMessages } from './messages.js'
import { parseUnit, type ParsedUnit } from './parse.js'

export class UnitError extends Error {}

function parsed(text: string): ParsedUnit {
  const result = parseUnit(text)
  if (!result.ok) throw new UnitError(result.error)
  return result.unit
}

/** True when values in one unit can be expressed in the other (eV and J can; eV and m cannot). */
export function areCompatible(a: string, b: string): boolean {
  const ua = parseUnit(a)
  const ub = parseUnit(b)
  return ua.ok && ub.ok && sameDimensions(ua.unit.dimensions, ub.unit.dimensions)
}

/** Converts a value between units: `convertUnit(1, 'eV', 'J')`. Throws a UnitError when incompatible. */
export function convertUnit(value: number, from: string, to: string): number {
  const source = parsed(from)
  const target = parsed(to)
  if (!sameDimensions(source.dimensions, target.dimensions)) throw new UnitError(unitMessages.incompatible(from, to))
  if (source.dimensionless) return target.dimensionless ? value : math.unit(value).toNumber(target.expression)
  return math.unit(value, source.expression).toNumber(target.dimensionless ? '' : target.expression)
}

/** Converts every number of a (nested) array. */
export function convertValues<T extends number | readonly unknown[]>(values: T, from: string, to: string): T {
  const factorFree = parsed(from).expression === parsed(to).expression
  const convert = (v: unknown): unknown => (Array.isArray(v) ? v.map(convert) : typeof v === 'number' && !factorFree ? convertUnit(v, from, to) : v)
  return convert(values) as T
}
