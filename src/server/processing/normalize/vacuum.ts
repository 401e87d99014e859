import { cartesianToFractional, cross, determinant, inverse, norm } from './lattice.js'
import type { AtomicStructure } from './structure.js'

/** A gap between atoms wider than this (Å) along a lattice direction is vacuum, not a bond or a van der Waals gap. */
export const VACUUM_GAP_ANGSTROM = 7

/**
 * The directions in which a periodic cell is really periodic: a molecule, wire or slab in a box
 * (common in POSCAR files) has a vacuum gap along the directions it does not extend in.
 */
export function effectivePeriodicity(structure: AtomicStructure): [boolean, boolean, boolean] {
  const lattice = structure.lattice
  if (!lattice || structure.positions.length === 0) return [false, false, false]
  const volume = Math.abs(determinant(lattice))
  if (volume === 0) return [false, false, false]
  const inverseLattice = inverse(lattice)
  const fractional = structure.positions.map((position) => cartesianToFractional(position, lattice, inverseLattice))
  return structure.periodic.map((periodic, axis) => {
    if (!periodic) return false
    // Distance between lattice planes normal to this direction.
    const spacing = volume / norm(cross(lattice[(axis + 1) % 3], lattice[(axis + 2) % 3]))
    const coordinates = fractional.map((f) => f[axis] - Math.floor(f[axis])).sort((a, b) => a - b)
    let widest = coordinates[0] + 1 - coordinates[coordinates.length - 1]
    for (let index = 1; index < coordinates.length; index++) widest = Math.max(widest, coordinates[index] - coordinates[index - 1])
    return widest * spacing <= VACUUM_GAP_ANGSTROM
  }) as [boolean, boolean, boolean]
}
