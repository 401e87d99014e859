import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { unitSystemsSchema } from '../../../src/engine/config/unit-systems.js'
import {
  changeSelectionUnit,
  formatUnit,
  selectUnitSystem,
  toDisplayValue,
  unitInSystem,
  type UnitSystemsDefinition,
} from '../../../src/engine/units/index.js'

/** Strata's own unit systems, as the config engine parses them. */
const systems: UnitSystemsDefinition = unitSystemsSchema.parse(
  parse(readFileSync(resolve(import.meta.dirname, '../../../configs/unit-systems.yaml'), 'utf8')),
)

const shown = (unit: string, system: string) => formatUnit(unitInSystem(unit, systems.options[system]))

describe('unit systems', () => {
  it('shows stored units in the units of the chosen system', () => {
    expect(shown('joule', 'Custom')).toBe('eV')
    expect(shown('joule', 'SI')).toBe('J')
    expect(shown('joule', 'AU')).toBe('Ha')
    expect(shown('meter', 'Custom')).toBe('Å')
    expect(shown('meter', 'AU')).toBe('bohr')
    expect(shown('pascal', 'Custom')).toBe('GPa')
    expect(shown('radian', 'Custom')).toBe('°')
    expect(shown('second', 'Custom')).toBe('fs')
  })

  it('builds units of dimensions a system does not name from its base units', () => {
    expect(shown('meter ** 3', 'Custom')).toBe('Å^3')
    expect(shown('meter ** 3', 'AU')).toBe('bohr^3')
    expect(shown('1 / meter', 'Custom')).toBe('1 / Å')
    expect(shown('joule / meter ** 2', 'Custom')).toBe('eV / Å^2')
    expect(shown('mole / gram / second', 'SI')).toBe('mol / (kg s)')
    expect(unitInSystem('dimensionless', systems.options.SI)).toBe('')
  })

  it('switches systems and converts displayed values', () => {
    const custom = selectUnitSystem(systems)
    expect(custom.system).toBe('Custom')
    expect(toDisplayValue(1.602176634e-19, 'joule', custom)).toEqual({ value: 1, unit: 'eV' })
    const si = selectUnitSystem(systems, 'SI')
    expect(toDisplayValue(1.602176634e-19, 'joule', si)).toEqual({ value: 1.602176634e-19, unit: 'J' })
    const au = toDisplayValue(1e-10, 'meter', selectUnitSystem(systems, 'AU'))
    expect(au.unit).toBe('bohr')
    expect(au.value).toBeCloseTo(1.8897261246, 9)
    expect(() => selectUnitSystem(systems, 'Imperial')).toThrow("Unknown unit system 'Imperial'. Known: Custom, SI, AU")
  })

  it('lets the user change unlocked units to units of the same dimension only', () => {
    const custom = selectUnitSystem(systems, 'Custom')
    const changed = changeSelectionUnit(custom, 'energy', 'kJ')
    expect(changed.ok).toBe(true)
    if (changed.ok) expect(toDisplayValue(1000, 'joule', changed.selection)).toEqual({ value: 1, unit: 'kJ' })
    expect(changeSelectionUnit(custom, 'energy', 'nm')).toEqual({ ok: false, error: 'The unit "nm" is not compatible with the dimension "energy".' })
    expect(changeSelectionUnit(selectUnitSystem(systems, 'SI'), 'energy', 'eV')).toEqual({
      ok: false,
      error: 'The unit of energy cannot be changed in the unit system SI.',
    })
  })
})
