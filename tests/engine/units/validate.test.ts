import { describe, expect, it } from 'vitest'
import { parseValueWithUnit, validateDisplayUnit, validateNumber, validateUnitInput } from '../../../src/engine/units/index.js'

describe('unit input (spec 2 §5)', () => {
  it('wants a value unless optional', () => {
    expect(validateUnitInput('', 'energy')).toEqual({ valid: false, error: 'Please specify a value' })
    expect(validateUnitInput('  ', 'energy')).toEqual({ valid: false, error: 'Please specify a value' })
    expect(validateUnitInput(undefined, 'energy', true)).toEqual({ valid: true })
  })

  it('wants a unit of the given dimension', () => {
    expect(validateUnitInput('eV', 'energy')).toMatchObject({ valid: true, unit: { dimension: 'energy' } })
    expect(validateUnitInput('Å ** 3', 'volume')).toMatchObject({ valid: true })
    expect(validateUnitInput('nm', 'energy')).toEqual({ valid: false, error: 'The unit "nm" is not compatible with the dimension "energy".' })
    expect(validateUnitInput('blorp', 'energy')).toEqual({ valid: false, error: 'Unknown unit "blorp".' })
    expect(validateUnitInput('J / (g K)', 'length^2 / time^2 / temperature')).toMatchObject({ valid: true })
  })

  it('requires a unit unless the dimension is dimensionless', () => {
    expect(validateUnitInput('dimensionless', 'energy')).toEqual({ valid: false, error: 'Unit is required' })
    expect(validateUnitInput('dimensionless', 'dimensionless')).toMatchObject({ valid: true })
  })
})

describe('numbers with a datatype and bounds (spec 2 §5)', () => {
  it('accepts whole numbers for int types and non-negative ones for unsigned types', () => {
    expect(validateNumber('12', 'int32')).toEqual({ valid: true, value: 12 })
    expect(validateNumber('1.5', 'int64')).toEqual({ valid: false, error: "Enter a valid numerical value with datatype 'int64'." })
    expect(validateNumber(-1, 'uint32')).toEqual({ valid: false, error: "Enter a valid numerical value with datatype 'uint32'." })
    expect(validateNumber(3, 'uint')).toEqual({ valid: true, value: 3 })
    expect(validateNumber('abc', 'float64')).toEqual({ valid: false, error: "Enter a valid numerical value with datatype 'float64'." })
    expect(validateNumber('1e-3', 'np.float64')).toEqual({ valid: true, value: 0.001 })
  })

  it('keeps values within the field’s bounds, naming its unit', () => {
    expect(validateNumber(10.5, 'float64', { max: 10, unit: 'meter' })).toEqual({
      valid: false,
      error: 'Enter a value that is equal or smaller than 10 (meter).',
    })
    expect(validateNumber(-1, 'float64', { min: 0, unit: 'meter' })).toEqual({
      valid: false,
      error: 'Enter a value that is equal or larger than 0 (meter).',
    })
    expect(validateNumber(11, 'int', { max: 10 })).toEqual({ valid: false, error: 'Enter a value that is equal or smaller than 10.' })
    // 10.5 Å is far below 10 m
    expect(validateNumber(10.5, 'float64', { max: 10, unit: 'meter', valueUnit: 'angstrom' })).toEqual({ valid: true, value: 10.5 })
  })
})

describe('display units of a field (spec 2 §8)', () => {
  it('must be valid units of the field’s dimension', () => {
    expect(validateDisplayUnit('band_gap', 'eV', 'joule')).toBeUndefined()
    expect(validateDisplayUnit('band_gap', 'electronvolts please', 'joule')).toBe('The provided defaultDisplayUnit for band_gap field is not valid.')
    expect(validateDisplayUnit('band_gap', 'nm', 'joule')).toBe('The provided defaultDisplayUnit for band_gap has incorrect dimensionality for this field.')
  })
})

describe('values typed with units', () => {
  it('splits the number from the unit', () => {
    expect(parseValueWithUnit('10.5angstrom')).toMatchObject({ ok: true, value: 10.5, unit: { dimension: 'length' } })
    expect(parseValueWithUnit('1e-3 eV')).toMatchObject({ ok: true, value: 0.001, unit: { expression: 'eV' } })
    expect(parseValueWithUnit('42')).toEqual({ ok: true, value: 42 })
    expect(parseValueWithUnit('eV')).toMatchObject({ ok: false })
    expect(parseValueWithUnit('3 parsecs of fog')).toMatchObject({ ok: false })
  })
})
