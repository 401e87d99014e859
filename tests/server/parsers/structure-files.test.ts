import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { at, material, originalStructure, parseFile, TEST_DATA } from './parse-file.js'

const ANGSTROM = 1e-10
const DEGREE = Math.PI / 180
const EXAMPLES = join(import.meta.dirname, '..', '..', '..', 'examples', 'structures')

describe('CIF files expanded by their symmetry operations', () => {
  it('finds silicon in the diamond structure from its one Wyckoff site and Fd-3m', async () => {
    const entry = await parseFile(TEST_DATA, 'Si-diamond-Fd-3m.cif')
    expect(entry.parserName).toBe('parsers/cif')
    expect(material(entry)).toMatchObject({
      chemical_formula_hill: 'Si8',
      chemical_formula_reduced: 'Si',
      chemical_formula_anonymous: 'A',
      elements: ['Si'],
      n_elements: 1,
      structural_type: 'bulk',
      symmetry: { space_group_number: 227, space_group_symbol: 'Fd-3m', crystal_system: 'cubic', bravais_lattice: 'cF', point_group: 'm-3m' },
    })
    const structure = originalStructure(entry)
    expect(structure.n_sites).toBe(8)
    // '5.431(2)' in the file: the uncertainty is dropped.
    expect(at(structure, 'lattice_parameters', 'a')).toBeCloseTo(5.431 * ANGSTROM, 20)
    expect(structure.cell_volume).toBeCloseTo(5.431 ** 3 * ANGSTROM ** 3, 35)
    expect(at(structure, 'lattice_parameters', 'alpha')).toBeCloseTo(90 * DEGREE, 12)
    expect(at(entry.archive, 'results', 'properties', 'structures', 'structure_primitive', 'n_sites')).toBe(2)
    expect(entry.metadata).toMatchObject({ entry_name: 'Si-diamond-Fd-3m.cif', entry_type: 'CIF' })
  })

  it('reads rock salt with charged type symbols (Na+, Cl-) as Fm-3m', async () => {
    const entry = await parseFile(TEST_DATA, 'NaCl-Fm-3m.cif')
    expect(material(entry)).toMatchObject({
      chemical_formula_hill: 'Cl4Na4',
      chemical_formula_iupac: 'Na4Cl4',
      chemical_formula_reduced: 'ClNa',
      chemical_formula_descriptive: 'Na4Cl4',
      elements: ['Cl', 'Na'],
      elements_exclusive: 'Cl Na',
      symmetry: { space_group_number: 225, space_group_symbol: 'Fm-3m' },
    })
  })

  it('reads rutile from two sites and the 16 operations of P4_2/mnm', async () => {
    const entry = await parseFile(TEST_DATA, 'TiO2-rutile-P42mnm.cif')
    expect(material(entry)).toMatchObject({ chemical_formula_reduced: 'O2Ti', chemical_formula_anonymous: 'A2B', symmetry: { space_group_number: 136 } })
    expect(originalStructure(entry).species_at_sites).toEqual(['Ti', 'Ti', 'O', 'O', 'O', 'O'])
    expect(at(originalStructure(entry), 'lattice_parameters', 'c')).toBeCloseTo(2.959 * ANGSTROM, 20)
  })

  it('warns about partially occupied sites and keeps the first atom on each', async () => {
    const entry = await parseFile(TEST_DATA, 'CuAu-disordered.cif')
    expect(entry.logs).toMatchObject([{ level: 'WARNING', event: 'the CIF has partially occupied sites; each site is taken as fully occupied by the first atom listed on it' }])
    expect(material(entry)).toMatchObject({ chemical_formula_hill: 'Cu4', symmetry: { space_group_number: 225 } })
  })

  it('fails with a clear message when the cell is missing', async () => {
    await expect(parseFile(TEST_DATA, 'no-cell.cif')).rejects.toThrow('no-cell.cif: the cell lengths (_cell_length_a, _b, _c) are missing or not positive numbers')
  })
})

describe('POSCAR files', () => {
  it('reads a VASP 5 POSCAR (wurtzite ZnO, P6_3mc)', async () => {
    const entry = await parseFile(TEST_DATA, 'ZnO-wurtzite/POSCAR')
    expect(entry.parserName).toBe('parsers/poscar')
    expect(material(entry)).toMatchObject({ chemical_formula_hill: 'O2Zn2', chemical_formula_iupac: 'Zn2O2', symmetry: { space_group_number: 186 } })
    expect(at(originalStructure(entry), 'lattice_parameters', 'gamma')).toBeCloseTo(120 * DEGREE, 5)
  })

  it('takes the species of a VASP 4 POSCAR from the POTCAR beside it (scaled Cartesian positions)', async () => {
    const entry = await parseFile(TEST_DATA, 'vasp4-with-potcar/POSCAR')
    expect(material(entry)).toMatchObject({ chemical_formula_hill: 'ClCs', symmetry: { space_group_number: 221 } })
    expect(at(originalStructure(entry), 'lattice_parameters', 'a')).toBeCloseTo(4.123 * ANGSTROM, 20)
  })

  it('takes the species of a VASP 4 POSCAR from its comment line when that names one element per species (as ASE does)', async () => {
    const text = (await readFile(join(TEST_DATA, 'vasp4-alone', 'POSCAR'), 'utf8')).replace(/^.*\n/, 'Cs Cl\n')
    const entry = await parseFile(TEST_DATA, 'vasp4-alone/POSCAR', new TextEncoder().encode(text))
    expect(material(entry)).toMatchObject({ chemical_formula_hill: 'ClCs', elements: expect.arrayContaining(['Cs', 'Cl']) })
  })

  it('explains that a VASP 4 POSCAR without POTCAR or OUTCAR has no elements', async () => {
    await expect(parseFile(TEST_DATA, 'vasp4-alone/POSCAR')).rejects.toThrow(
      'POSCAR: VASP 4 POSCAR without a species line, and no POTCAR or OUTCAR next to it to take the elements from',
    )
  })

  it('rejects a cut-off POSCAR with the reason', async () => {
    await expect(parseFile(TEST_DATA, 'broken.POSCAR')).rejects.toThrow('broken.POSCAR: not a valid POSCAR file: it has fewer than 8 lines')
  })
})

describe('XYZ files', () => {
  it('reads a water molecule as a molecule without symmetry or cell', async () => {
    const entry = await parseFile(TEST_DATA, 'water.xyz')
    expect(entry.parserName).toBe('parsers/xyz')
    const water = material(entry)
    expect(water).toMatchObject({
      chemical_formula_hill: 'H2O',
      chemical_formula_iupac: 'H2O',
      chemical_formula_descriptive: 'H2O',
      chemical_formula_anonymous: 'A2B',
      structural_type: 'molecule / cluster',
    })
    expect(water.symmetry).toBeUndefined()
    expect(originalStructure(entry).lattice_vectors).toBeUndefined()
    expect(at(originalStructure(entry), 'cartesian_site_positions', 1, 1)).toBeCloseTo(0.7572 * ANGSTROM, 20)
  })

  it('reads the cell, periodicity and energy of an extended XYZ file', async () => {
    const entry = await parseFile(TEST_DATA, 'Si-bulk.extxyz')
    expect(material(entry)).toMatchObject({ structural_type: 'bulk', symmetry: { space_group_number: 227 } })
    expect(at(entry.archive, 'run', 0, 'calculation', 0, 'energy', 'total', 'value')).toBeCloseTo(-10.84 * 1.602176634e-19, 30)
  })

  it('rejects a frame with fewer atoms than announced', async () => {
    await expect(parseFile(TEST_DATA, 'broken-count.xyz')).rejects.toThrow('broken-count.xyz: not a valid XYZ file: frame 1 announces 5 atoms but has fewer lines')
  })
})

describe('the example structures of Strata', () => {
  // Space groups as the examples' README lists them.
  const expected: Record<string, number> = { 'Si-diamond': 227, 'NaCl-rocksalt': 225, 'GaAs-zincblende': 216, 'TiO2-rutile': 136, 'Cu-fcc': 225, 'Fe-bcc': 229, 'MoS2-2H': 194 }
  for (const [name, spaceGroup] of Object.entries(expected)) {
    for (const extension of ['cif', 'POSCAR']) {
      it(`${name}.${extension} is space group ${spaceGroup}`, async () => {
        const entry = await parseFile(EXAMPLES, `${name}.${extension}`)
        expect(at(material(entry), 'symmetry', 'space_group_number')).toBe(spaceGroup)
        expect(material(entry).structural_type).toBe('bulk')
      })
    }
  }

  it('gives a CIF and a POSCAR of the same material the same material id', async () => {
    const [cif, poscar, other] = await Promise.all([
      parseFile(EXAMPLES, 'GaAs-zincblende.cif'),
      parseFile(EXAMPLES, 'GaAs-zincblende.POSCAR'),
      parseFile(EXAMPLES, 'NaCl-rocksalt.cif'),
    ])
    expect(material(cif).material_id).toBe(material(poscar).material_id)
    expect(material(cif).material_id).not.toBe(material(other).material_id)
  })
})
