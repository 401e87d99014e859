import { convertUnit } from './convert.js'
import { dimensionVector, sameDimensions } from './dimensions.js'
import { formatUnit } from './format.js'
import { unitMessages } from './messages.js'
import { parseUnit, type ParsedUnit } from './parse.js'

export type UnitInputValidation = { valid: true; unit?: ParsedUnit } | { valid: false; error: string }

/** Whether a unit has the given dimension: a name (`energy`) or a base-dimension product. */
export function hasDimension(unit: ParsedUnit, dimension: string): boolean {
  const vector = dimensionVector(dimension)
  return vector ? sameDimensions(unit.dimensions, vector) : unit.dimension === dimension
}

/**
 * The unit input of spec 2 §5: empty is 'Please specify a value' unless optional; otherwise the
 * text must be a unit of the given dimension; a unit is required unless the dimension is
 * dimensionless.
 */
export function validateUnitInput(text: string | null | undefined, dimension?: string, optional = false): UnitInputValidation {
  if (text === null || text === undefined || text.trim() === '') {
    return optional ? { valid: true } : { valid: false, error: unitMessages.specifyValue }
  }
  const parsed = parseUnit(text)
  if (!parsed.ok) return { valid: false, error: parsed.error }
  const unit = parsed.unit
  if (unit.dimensionless && dimension !== 'dimensionless') return { valid: false, error: unitMessages.unitRequired }
  if (dimension !== undefined && !hasDimension(unit, dimension)) {
    return { valid: false, error: unitMessages.wrongDimension(formatUnit(text), dimension) }
  }
  return { valid: true, unit }
}

export interface NumberBounds {
  min?: number
  max?: number
  /** The unit min and max are given in (the field's unit); named in the messages. */
  unit?: string
  /** The unit the value is given in, when it differs from `unit`. */
  valueUnit?: string
}

export type NumberValidation = { valid: true; value: number } | { valid: false; error: string }

const INT_TYPES = ['int', 'int8', 'int16', 'int32', 'int64']
const UINT_TYPES = ['uint', 'uint8', 'uint16', 'uint32', 'uint64']

/**
 * A number for a field of the given datatype (spec 2 §5): whole numbers for int types, whole
 * numbers >= 0 for unsigned ones, any number for floats; then the field's min and max.
 */
export function validateNumber(input: number | string, dtype: string, bounds: NumberBounds = {}): NumberValidation {
  const value = typeof input === 'number' ? input : input.trim() === '' ? NaN : Number(input)
  const type = dtype.replace(/^(np|numpy)\./, '')
  let ok = !Number.isNaN(value)
  if (INT_TYPES.includes(type)) ok = Number.isInteger(value)
  else if (UINT_TYPES.includes(type)) ok = Number.isInteger(value) && value >= 0
  if (!ok) return { valid: false, error: unitMessages.invalidNumber(dtype) }

  const stored = bounds.valueUnit && bounds.unit ? convertUnit(value, bounds.valueUnit, bounds.unit) : value
  const unitLabel = bounds.unit ? bounds.unit : undefined
  if (bounds.max !== undefined && stored > bounds.max) return { valid: false, error: unitMessages.tooLarge(bounds.max, unitLabel) }
  if (bounds.min !== undefined && stored < bounds.min) return { valid: false, error: unitMessages.tooSmall(bounds.min, unitLabel) }
  return { valid: true, value }
}

/**
 * A field's configured display unit (spec 2 §8): it must be a unit, of the dimension of the
 * field's unit. Returns the error text, or undefined when it is fine.
 */
export function validateDisplayUnit(fieldName: string, displayUnit: string, fieldUnit: string): string | undefined {
  const display = parseUnit(displayUnit)
  if (!display.ok) return unitMessages.invalidDisplayUnit(fieldName)
  const field = parseUnit(fieldUnit)
  if (!field.ok || !sameDimensions(display.unit.dimensions, field.unit.dimensions)) return unitMessages.displayUnitDimension(fieldName)
  return undefined
}

const NUMBER_PREFIX = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(.*?)\s*$/

/** A number with an optional unit: `10.5 angstrom`, `1e-3 eV`, `300K`, `42`. */
export function parseValueWithUnit(text: string): { ok: true; value: number; unit?: ParsedUnit } | { ok: false; error: string } {
  const match = NUMBER_PREFIX.exec(text)
  if (!match) return { ok: false, error: unitMessages.invalidNumber('float') }
  const value = Number(match[1])
  if (match[2] === '') return { ok: true, value }
  const unit = parseUnit(match[2])
  return unit.ok ? { ok: true, value, unit: unit.unit } : { ok: false, error: unit.error }
}
