import { atomicNumber, covalentRadius } from './elements.js'
import { isRecord } from '../../../engine/json.js'

export type WrapMode = 'original' | 'wrap' | 'unwrap'
export const WRAP_MODES: readonly WrapMode[] = ['original', 'wrap', 'unwrap']

/** A structure ready to draw: atomic numbers, cartesian positions and cell rows in ångström. */
export interface Structure {
  species: number[]
  positions: number[][]
  cell?: number[][]
  pbc: boolean[]
  structuralType?: string
}

const M_TO_ANGSTROM = 1e10
const isVectors = (value: unknown): value is number[][] =>
  Array.isArray(value) && value.every((row) => Array.isArray(row) && row.length === 3 && row.every((v) => typeof v === 'number'))

const scaled = (rows: number[][]) => rows.map((row) => row.map((v) => v * M_TO_ANGSTROM))

/**
 * Reads a structure from a results structure (`cartesian_site_positions`, `species_at_sites`,
 * `lattice_vectors`, `dimension_types`) or a run system `atoms` section (`positions`, `species` or
 * `labels`, `lattice_vectors`, `periodic`); SI lengths become ångström. Undefined when neither fits.
 */
export function readStructure(section: unknown, structuralType?: string): Structure | undefined {
  if (!isRecord(section)) return undefined
  if (isRecord(section.atoms)) return readStructure(section.atoms, structuralType)
  const cellRaw = section.lattice_vectors
  const cell = isVectors(cellRaw) && cellRaw.length === 3 ? scaled(cellRaw) : undefined
  if (isVectors(section.cartesian_site_positions) && Array.isArray(section.species_at_sites)) {
    const dims = Array.isArray(section.dimension_types) ? section.dimension_types : [0, 0, 0]
    return {
      species: section.species_at_sites.map((label) => atomicNumber(String(label))),
      positions: scaled(section.cartesian_site_positions),
      cell,
      pbc: [0, 1, 2].map((axis) => dims[axis] === 1 || dims[axis] === true),
      structuralType,
    }
  }
  if (isVectors(section.positions)) {
    const species = Array.isArray(section.species) && section.species.every((z) => typeof z === 'number')
      ? (section.species as number[])
      : Array.isArray(section.labels)
        ? section.labels.map((label) => atomicNumber(String(label)))
        : undefined
    if (!species || species.length !== section.positions.length) return undefined
    const periodic = Array.isArray(section.periodic) ? section.periodic : [false, false, false]
    return { species, positions: scaled(section.positions), cell, pbc: [0, 1, 2].map((axis) => periodic[axis] === true), structuralType }
  }
  return undefined
}

function invert3(m: number[][]): number[][] | undefined {
  const [a, b, c] = m
  const det = a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) + a[2] * (b[0] * c[1] - b[1] * c[0])
  if (Math.abs(det) < 1e-12) return undefined
  const inv = [
    [b[1] * c[2] - b[2] * c[1], a[2] * c[1] - a[1] * c[2], a[1] * b[2] - a[2] * b[1]],
    [b[2] * c[0] - b[0] * c[2], a[0] * c[2] - a[2] * c[0], a[2] * b[0] - a[0] * b[2]],
    [b[0] * c[1] - b[1] * c[0], a[1] * c[0] - a[0] * c[1], a[0] * b[1] - a[1] * b[0]],
  ]
  return inv.map((row) => row.map((v) => v / det))
}

/** Fractional coordinates f with position = f · cell (cell rows are lattice vectors). */
function toFractional(position: number[], inverse: number[][]): number[] {
  return [0, 1, 2].map((axis) => position[0] * inverse[0][axis] + position[1] * inverse[1][axis] + position[2] * inverse[2][axis])
}

function toCartesian(fraction: number[], cell: number[][]): number[] {
  return [0, 1, 2].map((axis) => fraction[0] * cell[0][axis] + fraction[1] * cell[1][axis] + fraction[2] * cell[2][axis])
}

/** The default wrap mode: molecules and monomers are unwrapped, everything else as stored. */
export function defaultWrapMode(structure: Structure): WrapMode {
  return structure.structuralType === 'molecule / cluster' || structure.structuralType === 'monomer' ? 'unwrap' : 'original'
}

/**
 * Positions for a wrap mode: 'wrap' folds periodic directions into the cell, 'unwrap' puts every atom at
 * the periodic image nearest to the first atom (molecules are drawn whole), 'original' keeps them.
 */
export function wrappedPositions(structure: Structure, mode: WrapMode): number[][] {
  const { cell, pbc } = structure
  if (mode === 'original' || !cell || !pbc.some(Boolean)) return structure.positions
  const inverse = invert3(cell)
  if (!inverse) return structure.positions
  const origin = toFractional(structure.positions[0] ?? [0, 0, 0], inverse)
  return structure.positions.map((position) => {
    const fraction = toFractional(position, inverse)
    const folded = fraction.map((f, axis) => {
      if (!pbc[axis]) return f
      return mode === 'wrap' ? f - Math.floor(f + 1e-8) : f - Math.round(f - origin[axis])
    })
    return toCartesian(folded, cell)
  })
}

/** Bonds between atoms closer than 1.2 × the sum of covalent radii, found with a spatial grid (no images). */
export function findBonds(species: number[], positions: number[][], tolerance = 1.2): [number, number][] {
  const maxRadius = species.reduce((max, z) => Math.max(max, covalentRadius(z)), 0)
  const cellSize = Math.max(2 * maxRadius * tolerance, 0.5)
  const grid = new Map<string, number[]>()
  const keyOf = (x: number, y: number, z: number) => `${x},${y},${z}`
  positions.forEach((p, index) => {
    const key = keyOf(Math.floor(p[0] / cellSize), Math.floor(p[1] / cellSize), Math.floor(p[2] / cellSize))
    const bucket = grid.get(key)
    if (bucket) bucket.push(index)
    else grid.set(key, [index])
  })
  const bonds: [number, number][] = []
  positions.forEach((p, i) => {
    const cx = Math.floor(p[0] / cellSize)
    const cy = Math.floor(p[1] / cellSize)
    const cz = Math.floor(p[2] / cellSize)
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dz = -1; dz <= 1; dz++)
          for (const j of grid.get(keyOf(cx + dx, cy + dy, cz + dz)) ?? []) {
            if (j <= i) continue
            const q = positions[j]
            const d = Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])
            if (d > 0.1 && d < tolerance * (covalentRadius(species[i]) + covalentRadius(species[j]))) bonds.push([i, j])
          }
  })
  return bonds.sort((a, b) => a[0] - b[0] || a[1] - b[1])
}
