import { describe, expect, it } from 'vitest'
import { areCompatible, convertUnit, convertValues, formatUnit, parseUnit, UnitError } from '../../../src/engine/units/index.js'

const dimension = (text: string) => {
  const result = parseUnit(text)
  return result.ok ? result.unit.dimension : result.error
}

describe('reading NOMAD (pint) unit strings', () => {
  it.each([
    ['joule', 'energy'],
    ['eV', 'energy'],
    ['electron_volt', 'energy'],
    ['hartree', 'energy'],
    ['meter ** 3', 'volume'],
    ['1 / meter', 'wavenumber'],
    ['1 / second', 'frequency'],
    ['Å', 'length'],
    ['Å', 'length'],
    ['angstrom', 'length'],
    ['bohr', 'length'],
    ['kelvin', 'temperature'],
    ['degree_Celsius', 'temperature'],
    ['°', 'angle'],
    ['radian', 'angle'],
    ['GPa', 'pressure'],
    ['pascal', 'pressure'],
    ['mbar', 'pressure'],
    ['kilogram / meter ** 3', 'density'],
    ['newton', 'force'],
    ['fs', 'time'],
    ['atomic_unit_of_time', 'time'],
    ['µm', 'length'],
    ['m²', 'area'],
    ['dimensionless', 'dimensionless'],
    ['J/(g*K)', 'length^2 / time^2 / temperature'],
    ['mole / gram / second', 'substance / mass / time'],
    ['sccm', 'activity'],
  ])('%s is %s', (text, expected) => {
    expect(dimension(text)).toBe(expected)
  })

  it('explains what it cannot read', () => {
    expect(parseUnit('furlongs_per_fortnight')).toEqual({ ok: false, error: 'Unknown unit "furlongs_per_fortnight".' })
    expect(parseUnit('2 meter')).toEqual({ ok: false, error: '"2 meter" is not a valid unit.' })
    expect(parseUnit('meter /')).toMatchObject({ ok: false })
  })

  it('labels units with symbols', () => {
    expect(formatUnit('joule')).toBe('J')
    expect(formatUnit('meter ** 3')).toBe('m^3')
    expect(formatUnit('1 / meter')).toBe('1 / m')
    expect(formatUnit('joule / gram / kelvin')).toBe('J / (g K)')
    expect(formatUnit('kilogram / meter ** 3')).toBe('kg / m^3')
    expect(formatUnit('electron_volt')).toBe('eV')
    expect(formatUnit('millielectron_volt')).toBe('meV')
    expect(formatUnit('angstrom')).toBe('Å')
    expect(formatUnit('dimensionless')).toBe('')
  })
})

describe('converting values', () => {
  it('converts energies with the exact SI value of the electronvolt', () => {
    expect(convertUnit(1, 'eV', 'J')).toBe(1.602176634e-19)
    expect(convertUnit(1.602176634e-19, 'joule', 'electron_volt')).toBeCloseTo(1, 12)
    expect(convertUnit(1, 'hartree', 'eV')).toBeCloseTo(27.211386245988, 9)
    expect(convertUnit(1, 'Ry', 'Ha')).toBeCloseTo(0.5, 12)
  })

  it('converts lengths, pressures, angles and temperatures', () => {
    expect(convertUnit(1, 'Å', 'm')).toBe(1e-10)
    expect(convertUnit(5e-10, 'meter', 'angstrom')).toBeCloseTo(5, 12)
    expect(convertUnit(1, 'bohr', 'Å')).toBeCloseTo(0.529177210903, 12)
    expect(convertUnit(1, 'GPa', 'Pa')).toBe(1e9)
    expect(convertUnit(2e9, 'pascal', 'GPa')).toBeCloseTo(2, 12)
    expect(convertUnit(180, '°', 'radian')).toBeCloseTo(Math.PI, 12)
    expect(convertUnit(Math.PI / 2, 'rad', 'deg')).toBeCloseTo(90, 12)
    expect(convertUnit(0, 'degree_Celsius', 'kelvin')).toBeCloseTo(273.15, 12)
    expect(convertUnit(300, 'K', '°C')).toBeCloseTo(26.85, 10)
    expect(convertUnit(1, '1 / meter', '1 / angstrom')).toBeCloseTo(1e-10, 22)
    expect(convertUnit(1, 'meter ** 3', 'Å^3')).toBeCloseTo(1e30, -15)
    expect(convertUnit(3, 'dimensionless', '')).toBe(3)
  })

  it('converts units whose factor mathjs keeps as a fraction, and prefixed powers', () => {
    // degF and degR are 5/9 K in mathjs, the one place its unit definitions use a Fraction.
    expect(convertUnit(50, 'degree_Fahrenheit', 'degree_Celsius')).toBeCloseTo(10, 12)
    expect(convertUnit(-40, 'degF', 'degC')).toBeCloseTo(-40, 12)
    expect(convertUnit(491.67, 'degR', 'K')).toBeCloseTo(273.15, 10)
    expect(convertUnit(1, 'km^2', 'cm^2')).toBeCloseTo(1e10, 0)
    expect(convertUnit(2, 'mbar', 'Pa')).toBeCloseTo(200, 10)
  })

  it('refuses to mix dimensions', () => {
    expect(() => convertUnit(1, 'eV', 'm')).toThrow(UnitError)
    expect(() => convertUnit(1, 'eV', 'm')).toThrow('Cannot convert from "eV" to "m": the dimensions differ.')
    expect(areCompatible('eV', 'joule')).toBe(true)
    expect(areCompatible('eV', 'kelvin')).toBe(false)
    expect(areCompatible('eV', 'not_a_unit')).toBe(false)
  })

  it('converts whole arrays', () => {
    const converted = convertValues([[1, 2], [3, 4]], 'eV', 'meV')
    expect(converted.flat().map((v) => Math.round(v))).toEqual([1000, 2000, 3000, 4000])
    expect(convertValues([1, 2], 'm', 'meter')).toEqual([1, 2])
  })
})
