import type { Matrix3, Vector3 } from './lattice.js'

/**
 * An atomic structure as the parsers read it, in ångström (the files' unit). The normalisers turn
 * it into NOMAD's sections in SI units.
 */
export interface AtomicStructure {
  /** Element symbol per site ('Si', 'O', ...). */
  labels: string[]
  /** Cartesian positions in Å. */
  positions: Vector3[]
  /** Lattice vectors (rows) in Å; undefined for a molecule without a cell. */
  lattice?: Matrix3
  /** Periodicity along each lattice vector. */
  periodic: [boolean, boolean, boolean]
}

export const ANGSTROM = 1e-10
export const ELECTRON_VOLT = 1.602176634e-19

export const toMetres = (vectors: readonly Vector3[]): Vector3[] => vectors.map((v) => v.map((x) => x * ANGSTROM) as Vector3)
