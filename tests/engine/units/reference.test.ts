import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { dimensionVector, parseUnit, unitInSystem, type UnitSystemsDefinition } from '../../../src/engine/units/index.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'

interface ListedUnit {
  name: string
  dimension: string
  abbreviation?: string
  aliases?: string[]
}

describeWithReference('NOMAD’s unit registry and unit systems', () => {
  // Read when the tests run: the body of a skipped describe still runs.
  let units: ListedUnit[] = []
  let systems: UnitSystemsDefinition = { options: {} }
  beforeAll(() => {
    units = JSON.parse(readFileSync(join(REFERENCE_DIR, 'artifacts', 'unitList.json'), 'utf8')) as ListedUnit[]
    systems = JSON.parse(readFileSync(join(REFERENCE_DIR, 'ui-config', 'unit-systems.json'), 'utf8')) as UnitSystemsDefinition
  })

  it('gives every unit it reads the dimension NOMAD lists for it', () => {
    const read = units.flatMap((unit) =>
      [unit.name, unit.abbreviation, ...(unit.aliases ?? [])]
        .filter((name): name is string => !!name)
        .map((name) => ({ name, listed: unit.dimension, parsed: parseUnit(name) })),
    )
    const mismatches = read
      .filter(({ listed, parsed }) => parsed.ok && dimensionVector(listed) && parsed.unit.dimension !== listed)
      .map(({ name, listed, parsed }) => `${name}: ${parsed.ok && parsed.unit.dimension} instead of ${listed}`)
    expect(mismatches).toEqual([])
  })

  it('reads the SI, atomic and common scientific units of NOMAD’s registry', () => {
    // Customary and historical units (hundredweights, force tons, horsepower, inch_Hg...) are out of scope.
    const scientific = [
      'meter', 'angstrom', 'atomic_unit_of_length', 'micron', 'fermi', 'kilogram', 'gram', 'electron_mass', 'unified_atomic_mass_unit',
      'dalton', 'proton_mass', 'second', 'minute', 'hour', 'atomic_unit_of_time', 'ampere', 'atomic_unit_of_current', 'kelvin',
      'degree_Celsius', 'degree_Fahrenheit', 'atomic_unit_of_temperature', 'candela', 'lumen', 'lux', 'nit', 'mole', 'radian',
      'degree', 'arcminute', 'arcsecond', 'bit', 'byte', 'newton', 'dyne', 'atomic_unit_of_force', 'joule', 'electron_volt',
      'hartree', 'rydberg', 'calorie', 'erg', 'watt_hour', 'watt', 'pascal', 'bar', 'torr', 'standard_atmosphere',
      'millimeter_Hg', 'atomic_unit_of_pressure', 'coulomb', 'elementary_charge', 'faraday', 'ohm', 'siemens', 'henry', 'weber',
      'tesla', 'gauss', 'hertz', 'becquerel', 'curie', 'volt', 'farad', 'katal', 'liter', 'barn', 'debye', 'poise', 'stokes',
      'molar', 'reciprocal_centimeter',
    ]
    const listed = new Set(units.map((unit) => unit.name))
    expect(scientific.filter((name) => !listed.has(name))).toEqual([])
    expect(scientific.filter((name) => !parseUnit(name).ok)).toEqual([])
  })

  it('reads every unit of NOMAD’s unit systems as a unit of its dimension', () => {
    for (const [name, system] of Object.entries(systems.options)) {
      for (const [dimension, unit] of Object.entries(system.units)) {
        const parsed = parseUnit(unit?.definition ?? '')
        expect(parsed.ok, `${name} ${dimension} ${unit?.definition}`).toBe(true)
        if (parsed.ok) expect(parsed.unit.dimension, `${name} ${dimension}`).toBe(dimension)
      }
    }
  })

  it('shows energies as NOMAD’s systems do', () => {
    expect(unitInSystem('joule', systems.options.Custom)).toBe('eV')
    expect(unitInSystem('joule', systems.options.AU)).toBe('Ha')
    expect(unitInSystem('meter', systems.options.AU)).toBe('bohr')
    expect(unitInSystem('joule', systems.options.SI)).toBe('J')
  })
})
