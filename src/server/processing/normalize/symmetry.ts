import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { analyze_cell, hall_symbol_entry, initSync, space_group_type, type MoyoDataset } from '@spglib/moyo-wasm'
import { LRUCache } from 'lru-cache'
import { atomicNumberOf } from './elements.js'
import { cartesianToFractional, inverse, type Matrix3 } from './lattice.js'
import type { AtomicStructure } from './structure.js'

/** NOMAD's symmetry tolerance (normalize.symmetry_tolerance): 0.1 Å. */
export const SYMMETRY_TOLERANCE_ANGSTROM = 0.1

/**
 * Above this many atoms the symmetry analysis is skipped (with a log line), as NOMAD skips costly
 * steps for large systems: moyo's time grows about with the cube of the atom count on 2 cores
 * (a diamond supercell of 216 atoms took 0.9 s, 512 atoms 9.4 s, 1,000 atoms over 3 minutes).
 */
export const SYMMETRY_MAX_ATOMS = 400

let initialised = false

/** Instantiates moyo's WebAssembly module once per process (synchronously, from the package's file). */
function ensureMoyo(): void {
  if (initialised) return
  const require = createRequire(import.meta.url)
  const wasmPath = require.resolve('@spglib/moyo-wasm/moyo_wasm_bg.wasm')
  initSync({ module: readFileSync(wasmPath) })
  initialised = true
}

/** results.material.symmetry in NOMAD's names. */
export interface MaterialSymmetry {
  space_group_number: number
  space_group_symbol: string
  hall_number: number
  hall_symbol: string
  point_group: string
  crystal_system: string
  bravais_lattice: string
}

export interface SymmetryAnalysis {
  symmetry: MaterialSymmetry
  /** Wyckoff letter per site of the original cell. */
  wyckoffLetters: string[]
  /** Conventional and primitive standard cells: lattice rows in Å, fractional positions, atomic numbers. */
  conventional: { lattice: Matrix3; fractional: [number, number, number][]; numbers: number[] }
  primitive: { lattice: Matrix3; fractional: [number, number, number][]; numbers: number[] }
}

function rows(basis: readonly number[]): Matrix3 {
  return [
    [basis[0], basis[1], basis[2]],
    [basis[3], basis[4], basis[5]],
    [basis[6], basis[7], basis[8]],
  ]
}

/**
 * Analyses already made in this thread, by cell geometry and species pattern (see
 * analyzeSymmetry). High-throughput uploads hold many structures of one prototype with other
 * elements on its sites; moyo takes milliseconds for each cubic cell (1.7-4 ms on this
 * machine), the cache a few microseconds.
 */
const analyses = new LRUCache<string, SymmetryAnalysis>({ max: 4096 })
let cellsAnalysed = 0

/** How many cells moyo has analysed in this thread: the analyses not answered from the ones made before. */
export function cellsAnalysedByMoyo(): number {
  return cellsAnalysed
}

/**
 * The space group of a 3D-periodic structure, found by moyo (spglib's successor) with spglib's
 * settings, so Hall numbers match NOMAD's. Throws when moyo cannot find one (e.g. overlapping atoms).
 *
 * moyo sees the species only as labels it compares, so the cell is analysed with each atomic
 * number replaced by its rank among the cell's species (order kept): cells that differ only in
 * which elements sit on the sites share one analysis, whose standard cells get the elements back.
 */
export function analyzeSymmetry(structure: AtomicStructure, tolerance = SYMMETRY_TOLERANCE_ANGSTROM): SymmetryAnalysis {
  if (!structure.lattice) throw new Error('symmetry needs a lattice')
  const lattice = structure.lattice
  const inverseLattice = inverse(lattice)
  const numbers = structure.labels.map((label) => atomicNumberOf(label) ?? 0)
  const species = [...new Set(numbers)].sort((a, b) => a - b)
  const rankOf = new Map(species.map((number, index) => [number, index + 1]))
  const cell = {
    lattice: { basis: lattice.flat().map(rounded) },
    positions: structure.positions.map((position) => cartesianToFractional(position, lattice, inverseLattice).map(wrappedFraction) as [number, number, number]),
    numbers: numbers.map((number) => rankOf.get(number)!),
  }
  const key = JSON.stringify([tolerance, cell])
  let ranked = analyses.get(key)
  if (!ranked) {
    ranked = analyzeCell(cell, tolerance)
    cellsAnalysed += 1
    analyses.set(key, ranked)
  }
  return withSpecies(ranked, species)
}

/**
 * moyo sees the cell with its lattice (Å) and fractional positions rounded to 10 decimals, far
 * below the tolerance, and the positions wrapped into [0, 1). Conversions between fractional and
 * Cartesian coordinates leave floating-point noise in the last digits (0.5 comes back as
 * 0.49999999999999994 or 0.5000000000000001; a lattice built from a CIF's angles has terms of
 * 1e-16 where another file has 0), and a site may be written a lattice vector away: without
 * rounding and wrapping, such forms of one geometry were analysed again instead of sharing the
 * cached analysis. moyo symmetrises its answer, so the rounding does not change it.
 */
const CELL_DECIMALS_SCALE = 1e10

function rounded(value: number): number {
  return Math.round(value * CELL_DECIMALS_SCALE) / CELL_DECIMALS_SCALE
}

function wrappedFraction(value: number): number {
  const fraction = rounded(value)
  return fraction - Math.floor(fraction) || 0
}

interface MoyoCell {
  lattice: { basis: number[] }
  positions: [number, number, number][]
  numbers: number[]
}

function analyzeCell(cell: MoyoCell, tolerance: number): SymmetryAnalysis {
  ensureMoyo()
  const dataset: MoyoDataset = analyze_cell(JSON.stringify(cell), tolerance, 'Spglib')
  const type = space_group_type(dataset.number)
  const hall = hall_symbol_entry(dataset.hall_number)
  return {
    symmetry: {
      space_group_number: dataset.number,
      space_group_symbol: type.hm_short.replace(/ /g, ''),
      hall_number: dataset.hall_number,
      hall_symbol: hall.hall_symbol,
      point_group: type.geometric_crystal_class,
      crystal_system: type.crystal_system.toLowerCase(),
      bravais_lattice: type.bravais_class,
    },
    wyckoffLetters: dataset.wyckoffs,
    conventional: { lattice: rows(dataset.std_cell.lattice.basis), fractional: dataset.std_cell.positions, numbers: dataset.std_cell.numbers },
    primitive: { lattice: rows(dataset.prim_std_cell.lattice.basis), fractional: dataset.prim_std_cell.positions, numbers: dataset.prim_std_cell.numbers },
  }
}

/** A copy of an analysis made on species ranks, with the atomic numbers (species[rank - 1]) back in its cells. */
function withSpecies(ranked: SymmetryAnalysis, species: number[]): SymmetryAnalysis {
  const cellWith = (standard: SymmetryAnalysis['conventional']) => ({
    lattice: standard.lattice.map((row) => [...row]) as Matrix3,
    fractional: standard.fractional.map((position) => [...position] as [number, number, number]),
    numbers: standard.numbers.map((rank) => species[rank - 1]),
  })
  return {
    symmetry: { ...ranked.symmetry },
    wyckoffLetters: [...ranked.wyckoffLetters],
    conventional: cellWith(ranked.conventional),
    primitive: cellWith(ranked.primitive),
  }
}
