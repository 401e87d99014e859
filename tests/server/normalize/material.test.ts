import { describe, expect, it } from 'vitest'
import type { Matrix3 } from '../../../src/server/processing/normalize/lattice.js'
import { materialIdOf, normalizeStructure, structuralTypeOf } from '../../../src/server/processing/normalize/material.js'
import type { AtomicStructure } from '../../../src/server/processing/normalize/structure.js'
import type { ProcessingLogEntry } from '../../../src/server/processing/parsers/types.js'

const cubic = (a: number): Matrix3 => [
  [a, 0, 0],
  [0, a, 0],
  [0, 0, a],
]

function collect() {
  const logs: ProcessingLogEntry[] = []
  return { logs, log: (level: ProcessingLogEntry['level'], event: string, extra?: Record<string, unknown>) => logs.push({ level, event, timestamp: '', ...extra }) }
}

const cesiumChloride: AtomicStructure = {
  labels: ['Cs', 'Cl'],
  positions: [
    [0, 0, 0],
    [2.06, 2.06, 2.06],
  ],
  lattice: cubic(4.12),
  periodic: [true, true, true],
}

describe('structural type', () => {
  it('follows the periodicity and the number of atoms', () => {
    expect(structuralTypeOf(cesiumChloride)).toBe('bulk')
    expect(structuralTypeOf({ ...cesiumChloride, periodic: [true, true, false] })).toBe('2D')
    expect(structuralTypeOf({ ...cesiumChloride, periodic: [false, false, true] })).toBe('1D')
    expect(structuralTypeOf({ ...cesiumChloride, lattice: undefined, periodic: [false, false, false] })).toBe('molecule / cluster')
    expect(structuralTypeOf({ labels: ['Ar'], positions: [[0, 0, 0]], periodic: [false, false, false] })).toBe('atom')
    expect(structuralTypeOf({ labels: [], positions: [], periodic: [false, false, false] })).toBe('unavailable')
  })

  it('sees a molecule, a wire and a slab in a periodic box by their vacuum gaps', () => {
    const box = (a: number, b: number, c: number): Matrix3 => [
      [a, 0, 0],
      [0, b, 0],
      [0, 0, c],
    ]
    const molecule: AtomicStructure = {
      labels: ['C', 'O'],
      positions: [
        [5, 5, 5],
        [5, 5, 6.128],
      ],
      lattice: box(15, 15, 15),
      periodic: [true, true, true],
    }
    expect(structuralTypeOf(molecule)).toBe('molecule / cluster')
    const wire: AtomicStructure = { labels: ['Au'], positions: [[7, 7, 0]], lattice: box(15, 15, 2.9), periodic: [true, true, true] }
    expect(structuralTypeOf(wire)).toBe('1D')
    const graphene: AtomicStructure = {
      labels: ['C', 'C'],
      positions: [
        [0, 0, 0],
        [1.23, 0.71, 0],
      ],
      lattice: [
        [2.46, 0, 0],
        [-1.23, 2.13, 0],
        [0, 0, 20],
      ],
      periodic: [true, true, true],
    }
    expect(structuralTypeOf(graphene)).toBe('2D')
    expect(structuralTypeOf({ labels: ['Ar'], positions: [[1, 1, 1]], lattice: box(12, 12, 12), periodic: [true, true, true] })).toBe('atom')
  })
})

describe('the structure normaliser', () => {
  it('fills results.material and structure_original in SI units', () => {
    const { log, logs } = collect()
    const normalized = normalizeStructure(cesiumChloride, log)
    expect(normalized.material).toMatchObject({
      elements: ['Cl', 'Cs'],
      n_elements: 2,
      elements_exclusive: 'Cl Cs',
      chemical_formula_hill: 'ClCs',
      chemical_formula_iupac: 'CsCl',
      structural_type: 'bulk',
      symmetry: { space_group_number: 221, space_group_symbol: 'Pm-3m', crystal_system: 'cubic', bravais_lattice: 'cP' },
    })
    const original = normalized.structures.structure_original as Record<string, unknown>
    expect(original.cell_volume).toBeCloseTo(4.12 ** 3 * 1e-30, 40)
    expect(original.dimension_types).toEqual([1, 1, 1])
    expect(original.species_at_sites).toEqual(['Cs', 'Cl'])
    expect((original.cartesian_site_positions as number[][])[1][2]).toBeCloseTo(2.06e-10, 22)
    expect(logs).toEqual([])
  })

  it('logs a warning and leaves out the symmetry when moyo cannot find one', () => {
    const { log, logs } = collect()
    const overlapping: AtomicStructure = { ...cesiumChloride, positions: [[0, 0, 0], [0, 0, 0]] }
    const normalized = normalizeStructure(overlapping, log)
    expect(normalized.material.symmetry).toBeUndefined()
    expect(logs).toMatchObject([{ level: 'WARNING', event: 'symmetry could not be determined', logger: 'normalizers/system' }])
  })

  it('gives the same material id to the same formula, space group and structural type only', () => {
    expect(materialIdOf('ClCs', 221, 'bulk')).toBe(materialIdOf('ClCs', 221, 'bulk'))
    expect(materialIdOf('ClCs', 221, 'bulk')).not.toBe(materialIdOf('ClCs', 225, 'bulk'))
    expect(materialIdOf('ClCs', 221, 'bulk')).toMatch(/^[A-Za-z0-9_-]{28}$/)
  })
})

/** An n×n×n supercell of diamond silicon (8n³ atoms), positions in Å. */
function siliconSupercell(n: number): AtomicStructure {
  const basis = [[0, 0, 0], [0, 0.5, 0.5], [0.5, 0, 0.5], [0.5, 0.5, 0], [0.25, 0.25, 0.25], [0.25, 0.75, 0.75], [0.75, 0.25, 0.75], [0.75, 0.75, 0.25]]
  const positions: [number, number, number][] = []
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) for (let k = 0; k < n; k++) for (const [x, y, z] of basis) positions.push([(i + x) * 5.43, (j + y) * 5.43, (k + z) * 5.43])
  return { labels: positions.map(() => 'Si'), positions, lattice: cubic(5.43 * n), periodic: [true, true, true] }
}

describe('large structures', () => {
  it('skips the symmetry analysis above the atom limit with a log line, and still gives the material and structures', () => {
    const { logs, log } = collect()
    const normalized = normalizeStructure(siliconSupercell(8), log)
    expect(logs).toContainEqual(expect.objectContaining({ level: 'WARNING', event: 'symmetry analysis skipped: the structure has 4096 atoms, more than the limit of 400' }))
    expect(normalized.material).toMatchObject({ structural_type: 'bulk', chemical_formula_reduced: 'Si', elements: ['Si'] })
    expect(normalized.material.symmetry).toBeUndefined()
    expect((normalized.structures.structure_original as { n_sites: number }).n_sites).toBe(4096)
  })

  it('still analyses the symmetry of a supercell below the limit', () => {
    const { logs, log } = collect()
    const normalized = normalizeStructure(siliconSupercell(2), log)
    expect(logs).toEqual([])
    expect(normalized.material.symmetry).toMatchObject({ space_group_number: 227 })
  })
})
