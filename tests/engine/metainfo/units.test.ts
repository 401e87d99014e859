import { describe, expect, it } from 'vitest'
import { normalizeUnit, parseUnit, sameDimension, unitDimensionality } from '../../../src/engine/metainfo/index.js'

describe('definition units', () => {
  it('spells abbreviations and compound units the way pint prints them', () => {
    expect(normalizeUnit('J/(g*K)')).toBe('joule / gram / kelvin')
    expect(normalizeUnit('g/cm^3')).toBe('gram / centimeter ** 3')
    expect(normalizeUnit('mbar')).toBe('millibar')
    expect(normalizeUnit('m')).toBe('meter')
    expect(normalizeUnit('nm')).toBe('nanometer')
    expect(normalizeUnit('1 / meter ** 3')).toBe('1 / meter ** 3')
    expect(normalizeUnit('kilogram / meter ** 3')).toBe('kilogram / meter ** 3')
    expect(normalizeUnit('milliliter / gram / second')).toBe('milliliter / gram / second')
  })

  it('tells the dimension of a unit, so that equivalent units compare equal', () => {
    expect(unitDimensionality('joule')).toBe('[length] ** 2 * [mass] / [time] ** 2')
    expect(sameDimension('joule', 'eV')).toBe(true)
    expect(sameDimension('meter ** 3', 'liter')).toBe(true)
    expect(sameDimension('mole / gram / second', 'mol/(kg*s)')).toBe(true)
    expect(sameDimension('pascal', 'mbar')).toBe(true)
    expect(sameDimension('kelvin', 'joule')).toBe(false)
    expect(sameDimension(undefined, 'radian')).toBe(true)
    expect(unitDimensionality(undefined)).toBe('dimensionless')
  })

  it('does not guess at unknown names or broken expressions', () => {
    expect(parseUnit('furlongs_per_fortnight')).toBeUndefined()
    expect(parseUnit('meter **')).toBeUndefined()
    expect(parseUnit('(meter')).toBeUndefined()
    expect(normalizeUnit(' florbs ')).toBe('florbs')
    expect(sameDimension('florbs', 'florbs')).toBe(false)
  })
})
