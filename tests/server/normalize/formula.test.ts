import { describe, expect, it } from 'vitest'
import { formulasOf } from '../../../src/server/processing/normalize/formula.js'

const labels = (counts: Record<string, number>) => Object.entries(counts).flatMap(([element, count]) => Array<string>(count).fill(element))

describe('chemical formulas', () => {
  it('puts C then H first in Hill order and everything else alphabetically', () => {
    expect(formulasOf(labels({ O: 1, H: 4, C: 1 })).chemical_formula_hill).toBe('CH4O')
    expect(formulasOf(labels({ Br: 1, C: 2, H: 5 })).chemical_formula_hill).toBe('C2H5Br')
  })

  it('orders a formula without carbon alphabetically, H included', () => {
    expect(formulasOf(labels({ S: 1, O: 4, H: 2 })).chemical_formula_hill).toBe('H2O4S')
  })

  it('reduces by the greatest common divisor for the reduced and anonymous formulas only', () => {
    const formulas = formulasOf(labels({ Ti: 4, O: 8, Ca: 2 }))
    expect(formulas.chemical_formula_hill).toBe('Ca2O8Ti4')
    expect(formulas.chemical_formula_reduced).toBe('CaO4Ti2')
    expect(formulas.chemical_formula_anonymous).toBe('A4B2C')
  })

  it('cites the electropositive element first in IUPAC order (NaCl, NH3, H2O, OF2, XeF4)', () => {
    expect(formulasOf(labels({ Cl: 1, Na: 1 })).chemical_formula_iupac).toBe('NaCl')
    expect(formulasOf(labels({ H: 3, N: 1 })).chemical_formula_iupac).toBe('NH3')
    expect(formulasOf(labels({ O: 1, H: 2 })).chemical_formula_iupac).toBe('H2O')
    expect(formulasOf(labels({ F: 2, O: 1 })).chemical_formula_iupac).toBe('OF2')
    expect(formulasOf(labels({ F: 4, Xe: 1 })).chemical_formula_iupac).toBe('XeF4')
  })

  it('writes organic compounds descriptively in Hill order and inorganic ones in IUPAC order', () => {
    expect(formulasOf(labels({ H: 6, C: 2, O: 1 })).chemical_formula_descriptive).toBe('C2H6O')
    expect(formulasOf(labels({ Se: 1, Zn: 1 })).chemical_formula_descriptive).toBe('ZnSe')
    expect(formulasOf(labels({ Se: 1, Zn: 1 })).chemical_formula_hill).toBe('SeZn')
  })

  it('keeps going past Z in anonymous formulas', () => {
    const many = labels(Object.fromEntries(['H', 'He', 'Li', 'Be', 'B', 'C', 'N', 'O', 'F', 'Ne', 'Na', 'Mg', 'Al', 'Si', 'P', 'S', 'Cl', 'Ar', 'K', 'Ca', 'Sc', 'Ti', 'V', 'Cr', 'Mn', 'Fe', 'Co'].map((element) => [element, 1])))
    expect(formulasOf(many).chemical_formula_anonymous).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZAa')
  })
})
