import type { ArchiveBinding } from '../../engine/config/card-kinds.js'
import { convertUnit, formatUnit } from '../../engine/units/index.js'
import { typesetPowers } from '../units/displayUnits.js'
import { searchArchive } from './archive.js'
import { formatPlain } from './format.js'
import type { Archive } from './types.js'

/** A linear map from the stored unit to the display unit (offset units such as °C included). */
function converter(binding: ArchiveBinding): (value: number) => number {
  if (!binding.unit || !binding.display_unit || binding.unit === binding.display_unit) return (value) => value
  const offset = convertUnit(0, binding.unit, binding.display_unit)
  const factor = convertUnit(1, binding.unit, binding.display_unit) - offset
  return (value) => value * factor + offset
}

export const unitOf = (binding: ArchiveBinding): string | undefined => binding.display_unit ?? binding.unit

/** The shown unit as printed: symbols and typeset powers ('angstrom ** 3' → 'Å³', 'degree_Celsius' → '°C'). */
export function unitLabel(binding: ArchiveBinding): string | undefined {
  const unit = unitOf(binding)
  if (unit === undefined) return undefined
  const formatted = typesetPowers(formatUnit(unit))
  // A unit already written in symbols ('eV/Å') is shown as written.
  return formatted.replaceAll(' ', '') === unit.replaceAll(' ', '') ? unit : formatted
}

/** 'Volume (Å³)', or either part alone. */
export function axisTitle(title: string | undefined, binding: ArchiveBinding | undefined): string | undefined {
  const unit = binding && unitLabel(binding)
  return title ? (unit ? `${title} (${unit})` : title) : unit
}

/** The bound value with numbers (at any depth) in the display unit; undefined when the path finds nothing. */
export function boundValue(archive: Archive, binding: ArchiveBinding): unknown {
  const found = searchArchive(archive, binding.path)
  if (found === undefined) return undefined
  const convert = converter(binding)
  const map = (value: unknown): unknown => (typeof value === 'number' ? convert(value) : Array.isArray(value) ? value.map(map) : value)
  return map(found)
}

/** The bound value as text with its unit. */
export function boundText(archive: Archive, binding: ArchiveBinding): string | undefined {
  const value = boundValue(archive, binding)
  const text = formatPlain(value)
  if (text === undefined) return undefined
  const unit = unitLabel(binding)
  return unit && typeof value === 'number' ? `${text} ${unit}` : text
}

/** A bound list of numbers (flattened one level when the path yields a list per item). */
export function boundNumbers(archive: Archive, binding: ArchiveBinding): number[] | undefined {
  const value = boundValue(archive, binding)
  const flat = Array.isArray(value) && value.every(Array.isArray) ? (value as unknown[][]).flat() : value
  return Array.isArray(flat) && flat.every((item) => typeof item === 'number') ? (flat as number[]) : undefined
}
