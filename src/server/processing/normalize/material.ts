import { websafeHash } from '../../ids.js'
import type { ArchiveJson, ParserContext } from '../parsers/types.js'
import { atomicMassOf, atomicNumberOf, CHEMICAL_SYMBOLS, elementNameOf } from './elements.js'
import { formulasOf } from './formula.js'
import { cellVolume, fractionalToCartesian, latticeParameters, type Matrix3, type Vector3 } from './lattice.js'
import { ANGSTROM, toMetres, type AtomicStructure } from './structure.js'
import { analyzeSymmetry, SYMMETRY_MAX_ATOMS, type SymmetryAnalysis } from './symmetry.js'
import { structureNameOf } from './structure-name.js'
import { effectivePeriodicity } from './vacuum.js'

export type StructuralType = 'bulk' | '2D' | '1D' | 'molecule / cluster' | 'atom' | 'unavailable'

export type Log = ParserContext['log']

/** NOMAD's structural type; a periodic cell with vacuum gaps counts as a slab, wire or molecule. */
export function structuralTypeOf(structure: AtomicStructure): StructuralType {
  if (structure.labels.length === 0) return 'unavailable'
  const periodicDimensions = effectivePeriodicity(structure).filter(Boolean).length
  if (periodicDimensions === 3) return 'bulk'
  if (periodicDimensions === 2) return '2D'
  if (periodicDimensions === 1) return '1D'
  return structure.labels.length === 1 ? 'atom' : 'molecule / cluster'
}

/** A material's id: the same composition, space group and structural type give the same id. */
export function materialIdOf(reducedFormula: string, spaceGroupNumber: number | undefined, structuralType: string): string {
  return websafeHash(['material', [reducedFormula, spaceGroupNumber ?? '', structuralType].map(String).join('|')], 28)
}

/** results.properties.structures.structure_* in NOMAD's shape, SI units. */
export function structureSection(labels: readonly string[], positionsAngstrom: readonly Vector3[], lattice: Matrix3 | undefined, periodic: readonly boolean[]): ArchiveJson {
  const elements = [...new Set(labels)].sort()
  const section: ArchiveJson = {
    dimension_types: periodic.map((isPeriodic) => (isPeriodic && lattice ? 1 : 0)),
    nperiodic_dimensions: lattice ? periodic.filter(Boolean).length : 0,
    cartesian_site_positions: toMetres(positionsAngstrom),
    n_sites: labels.length,
    species_at_sites: [...labels],
    species: elements.map((element) => ({ name: element, chemical_symbols: [element], concentration: [1] })),
  }
  if (lattice) {
    const volume = cellVolume(lattice) * ANGSTROM ** 3
    const parameters = latticeParameters(lattice)
    section.lattice_vectors = toMetres(lattice)
    section.cell_volume = volume
    if (volume > 0) {
      section.atomic_density = labels.length / volume
      const masses = labels.map(atomicMassOf)
      if (masses.every((mass) => mass !== undefined)) section.mass_density = masses.reduce((sum, mass) => sum + mass, 0) / volume
    }
    section.lattice_parameters = {
      a: parameters.a * ANGSTROM,
      b: parameters.b * ANGSTROM,
      c: parameters.c * ANGSTROM,
      alpha: parameters.alpha,
      beta: parameters.beta,
      gamma: parameters.gamma,
    }
  }
  return section
}

function standardCellSection(cell: SymmetryAnalysis['conventional']): ArchiveJson {
  const labels = cell.numbers.map((number) => CHEMICAL_SYMBOLS[number] ?? 'X')
  const positions = cell.fractional.map((fractional) => fractionalToCartesian(fractional, cell.lattice))
  return structureSection(labels, positions, cell.lattice, [true, true, true])
}

export interface NormalizedStructure {
  /** results.material */
  material: ArchiveJson
  /** results.properties.structures */
  structures: ArchiveJson
  /** A run.system section (atoms in SI units, type, composition, symmetry). */
  system: ArchiveJson
  structuralType: StructuralType
}

/**
 * The system normaliser: formulas, elements, structural type, symmetry (for bulk) and the
 * original/conventional/primitive structures of one atomic structure.
 */
export function normalizeStructure(structure: AtomicStructure, log: Log): NormalizedStructure {
  const formulas = formulasOf(structure.labels)
  const elements = [...new Set(structure.labels)].sort()
  const structuralType = structuralTypeOf(structure)
  const structures: ArchiveJson = {
    structure_original: structureSection(structure.labels, structure.positions, structure.lattice, structure.periodic),
  }
  let symmetry: SymmetryAnalysis | undefined
  if (structuralType === 'bulk' && structure.labels.length > SYMMETRY_MAX_ATOMS) {
    log('WARNING', `symmetry analysis skipped: the structure has ${structure.labels.length} atoms, more than the limit of ${SYMMETRY_MAX_ATOMS}`, { logger: 'normalizers/system' })
  } else if (structuralType === 'bulk') {
    try {
      symmetry = analyzeSymmetry(structure)
      structures.structure_conventional = standardCellSection(symmetry.conventional)
      structures.structure_primitive = standardCellSection(symmetry.primitive)
    } catch (error) {
      log('WARNING', 'symmetry could not be determined', { logger: 'normalizers/system', exception: String(error) })
    }
  }
  const material: ArchiveJson = {
    material_id: materialIdOf(formulas.chemical_formula_reduced, symmetry?.symmetry.space_group_number, structuralType),
    // Like NOMAD, only a material of one element gets a name (the element's).
    ...(elements.length === 1 && elementNameOf(elements[0]) ? { material_name: elementNameOf(elements[0]) } : {}),
    structural_type: structuralType,
    elements,
    n_elements: elements.length,
    elements_exclusive: elements.join(' '),
    ...formulas,
    ...(symmetry ? { symmetry: withStructureName(symmetry, structure.labels) } : {}),
  }
  return { material, structures, system: systemSection(structure, structuralType, formulas.chemical_formula_hill, symmetry), structuralType }
}

function withStructureName(symmetry: SymmetryAnalysis, labels: readonly string[]): ArchiveJson {
  const name = structureNameOf(symmetry, labels)
  return name ? { ...symmetry.symmetry, structure_name: name } : { ...symmetry.symmetry }
}

/** run.system[i] for a structure: atoms in SI units plus what the normaliser found. */
export function systemSection(structure: AtomicStructure, structuralType: StructuralType, hill: string, symmetry?: SymmetryAnalysis): ArchiveJson {
  const atoms: ArchiveJson = {
    labels: [...structure.labels],
    species: structure.labels.map((label) => atomicNumberOf(label) ?? 0),
    positions: toMetres(structure.positions),
    periodic: structure.lattice ? [...structure.periodic] : [false, false, false],
  }
  if (structure.lattice) atoms.lattice_vectors = toMetres(structure.lattice)
  const system: ArchiveJson = {
    type: structuralType,
    is_representative: true,
    chemical_composition_hill: hill,
    atoms,
  }
  if (symmetry) {
    system.symmetry = [
      {
        space_group_number: symmetry.symmetry.space_group_number,
        international_short_symbol: symmetry.symmetry.space_group_symbol,
        hall_number: symmetry.symmetry.hall_number,
        hall_symbol: symmetry.symmetry.hall_symbol,
        point_group: symmetry.symmetry.point_group,
        crystal_system: symmetry.symmetry.crystal_system,
        bravais_lattice: symmetry.symmetry.bravais_lattice,
        symmetry_method: 'moyo',
        system_original: [{ wyckoff_letters: symmetry.wyckoffLetters }],
      },
    ]
  }
  return system
}
