import { describe, expect, it } from 'vitest'
import { fractionalToCartesian, latticeFromParameters, type Matrix3 } from '../../../src/server/processing/normalize/lattice.js'
import type { AtomicStructure } from '../../../src/server/processing/normalize/structure.js'
import { analyzeSymmetry, cellsAnalysedByMoyo, SYMMETRY_TOLERANCE_ANGSTROM } from '../../../src/server/processing/normalize/symmetry.js'

const cubic = (a: number): Matrix3 => [
  [a, 0, 0],
  [0, a, 0],
  [0, 0, a],
]

/** Rock salt: the first species on the fcc sites, the second on the octahedral holes. */
function rockSalt(first: string, second: string, a: number): AtomicStructure {
  const fcc = [
    [0, 0, 0],
    [0.5, 0.5, 0],
    [0.5, 0, 0.5],
    [0, 0.5, 0.5],
  ]
  const holes = fcc.map(([x, y, z]) => [(x + 0.5) % 1, y, z])
  return {
    labels: [...fcc.map(() => first), ...holes.map(() => second)],
    positions: [...fcc, ...holes].map((site) => site.map((coordinate) => coordinate * a) as [number, number, number]),
    lattice: cubic(a),
    periodic: [true, true, true],
  }
}

/** A tolerance that differs from the default only in the last digits: its analysis is made afresh, not taken from earlier ones. */
const FRESH = SYMMETRY_TOLERANCE_ANGSTROM * (1 + 1e-9)

describe('symmetry analysis', () => {
  it('finds rock salt as Fm-3m with its standard cells holding the elements of the structure', () => {
    const analysis = analyzeSymmetry(rockSalt('Na', 'Cl', 5.64))
    expect(analysis.symmetry).toMatchObject({ space_group_number: 225, space_group_symbol: 'Fm-3m', crystal_system: 'cubic', bravais_lattice: 'cF' })
    expect(new Set(analysis.conventional.numbers)).toEqual(new Set([11, 17]))
    expect(analysis.primitive.numbers.slice().sort((a, b) => a - b)).toEqual([11, 17])
  })

  it('answers a structure whose sites hold other elements exactly as an analysis of its own would', () => {
    analyzeSymmetry(rockSalt('Na', 'Cl', 5.64))
    // Same geometry, same order of the species' atomic numbers (Na < Cl, Mg < O, K > Cl): the first
    // two share the earlier analysis, the third is a pattern of its own.
    for (const [first, second] of [
      ['Mg', 'O'],
      ['K', 'Cl'],
      ['Li', 'F'],
    ]) {
      const structure = rockSalt(first, second, 5.64)
      expect(analyzeSymmetry(structure)).toEqual(analyzeSymmetry(structure, FRESH))
    }
  })

  it('tells apart structures that differ in which sites share a species', () => {
    const ordered = rockSalt('Na', 'Cl', 5.64)
    const oneElement = { ...ordered, labels: ordered.labels.map(() => 'Cu') }
    expect(analyzeSymmetry(ordered).symmetry.space_group_number).toBe(225)
    // All eight sites alike: a simple cubic lattice of half the edge, Pm-3m.
    expect(analyzeSymmetry(oneElement).symmetry.space_group_number).toBe(221)
    expect(analyzeSymmetry(oneElement).primitive.numbers).toEqual([29])
  })

  it('gives every caller its own copy: changing an answer does not change the next one', () => {
    const first = analyzeSymmetry(rockSalt('Na', 'Cl', 5.7))
    first.conventional.numbers.fill(0)
    first.conventional.lattice[0][0] = -1
    first.wyckoffLetters.length = 0
    const second = analyzeSymmetry(rockSalt('Na', 'Cl', 5.7))
    expect(second.conventional.numbers).not.toContain(0)
    expect(second.conventional.lattice[0][0]).toBeGreaterThan(0)
    expect(second.wyckoffLetters).toHaveLength(8)
  })

  it('analyses one geometry once, however its file wrote it: floating-point noise of the coordinates and sites outside the cell share the analysis', () => {
    const a = 3.16
    const fcc: [number, number, number][] = [
      [0, 0, 0],
      [0.5, 0.5, 0],
      [0.5, 0, 0.5],
      [0, 0.5, 0.5],
    ]
    const copper = (lattice: Matrix3, sites: [number, number, number][]): AtomicStructure => ({
      labels: sites.map(() => 'Cu'),
      positions: sites.map((site) => fractionalToCartesian(site, lattice)),
      lattice,
      periodic: [true, true, true],
    })
    // As a POSCAR file gives it, and as a CIF file does (the lattice from its lengths and angles,
    // which leaves other last digits in the coordinates), with one site shifted by a lattice vector.
    const fromPoscar = copper(cubic(a), fcc)
    const fromCif = copper(latticeFromParameters(a, a, a, 90, 90, 90), [fcc[0], fcc[1], [1.5, 0, 0.5], fcc[3]])
    const first = analyzeSymmetry(fromPoscar, FRESH)
    const before = cellsAnalysedByMoyo()
    expect(analyzeSymmetry(fromCif, FRESH)).toEqual(first)
    expect(cellsAnalysedByMoyo()).toBe(before)
    expect(first.symmetry.space_group_number).toBe(225)
  })
})

