import { convertUnit } from './convert.js'
import { dimensionName, NAMED_DIMENSIONS } from './dimensions.js'
import { math, unitFactors } from './math.js'
import { unitMessages } from './messages.js'
import { parseUnit } from './parse.js'
import { validateUnitInput } from './validate.js'

export interface SystemUnit {
  definition: string
  locked?: boolean
}

/** One unit system: a unit per dimension (configs/unit-systems.yaml, NOMAD's `ui.unit_systems`). */
export interface UnitSystemDefinition {
  label?: string
  units: Partial<Record<string, SystemUnit>>
}

/** All unit systems and the one selected by default, as the parsed unit-systems config gives them. */
export interface UnitSystemsDefinition {
  selected?: string
  options: Record<string, UnitSystemDefinition>
}

/** The units the user currently sees: a system's units, possibly changed per dimension. */
export interface UnitSelection {
  system: string
  units: Record<string, Required<SystemUnit>>
}

/** The dimensions a unit system gives units to (the first 27 named ones). */
export const SYSTEM_DIMENSIONS = NAMED_DIMENSIONS.slice(0, 27).map(([name]) => name)

/**
 * The unit in which a system shows values of the given unit: the system's unit for the whole
 * dimension (`joule` in Custom: `eV`), else each factor replaced by the system's unit of its
 * dimension (`meter ** 3` in Custom: `Å^3`; `mole / gram / second`: `mol / (kg fs)`).
 */
export function unitInSystem(unitText: string, system: UnitSystemDefinition): string {
  const parsed = parseUnit(unitText)
  if (!parsed.ok) return unitText
  if (parsed.unit.dimensionless) return ''
  const whole = system.units[parsed.unit.dimension]?.definition
  if (whole !== undefined) return whole
  const parts = unitFactors(math.Unit.parse(parsed.unit.expression)).flatMap((factor) => {
    const replacement = system.units[dimensionName(factor.unit.dimensions)]?.definition
    const replaced = replacement ? parseUnit(replacement) : undefined
    const factors =
      replaced?.ok && !replaced.unit.dimensionless
        ? unitFactors(math.Unit.parse(replaced.unit.expression)).map((f) => ({ ...f, power: f.power * factor.power }))
        : [factor]
    return factors.map((f) => `${f.prefix.name}${f.unit.name}^${f.power}`)
  })
  const combined = parseUnit(parts.join(' '))
  return combined.ok ? combined.unit.expression : unitText
}

/** The selection of a named system (or the default one): its units, SI for dimensions it leaves out. */
export function selectUnitSystem(systems: UnitSystemsDefinition, name?: string): UnitSelection {
  const known = Object.keys(systems.options)
  const chosen = name ?? systems.selected ?? known[0]
  const system = chosen !== undefined ? systems.options[chosen] : undefined
  if (!system || chosen === undefined) throw new Error(unitMessages.unknownSystem(String(chosen), known))
  const units: UnitSelection['units'] = {}
  for (const [dimension, si] of NAMED_DIMENSIONS.slice(0, 27)) {
    const unit = system.units[dimension]
    units[dimension] = { definition: unit?.definition ?? (si || 'dimensionless'), locked: unit?.locked ?? false }
  }
  return { system: chosen, units }
}

export type SelectionChange = { ok: true; selection: UnitSelection } | { ok: false; error: string }

/** Changes the unit of one dimension, unless the system locks it or the unit does not fit. */
export function changeSelectionUnit(selection: UnitSelection, dimension: string, unitText: string): SelectionChange {
  if (selection.units[dimension]?.locked) return { ok: false, error: unitMessages.lockedUnit(dimension, selection.system) }
  const check = validateUnitInput(unitText, dimension)
  if (!check.valid) return { ok: false, error: check.error }
  return { ok: true, selection: { ...selection, units: { ...selection.units, [dimension]: { definition: unitText.trim(), locked: false } } } }
}

/** A stored value (in its definition's unit) as the selection shows it. */
export function toDisplayValue(value: number, storageUnit: string, selection: UnitSelection): { value: number; unit: string } {
  const unit = unitInSystem(storageUnit, selection)
  return { value: convertUnit(value, storageUnit, unit), unit }
}
