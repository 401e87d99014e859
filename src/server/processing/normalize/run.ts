import type { ArchiveJson, ParserContext } from '../parsers/types.js'
import type { Matrix3, Vector3 } from './lattice.js'
import { normalizeStructure } from './material.js'
import { methodResults } from './method.js'
import { ANGSTROM, type AtomicStructure } from './structure.js'

const asJson = (value: unknown): ArchiveJson | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ArchiveJson) : undefined

const isVectorList = (value: unknown): value is number[][] =>
  Array.isArray(value) && value.every((row) => Array.isArray(row) && row.length === 3 && row.every((x) => typeof x === 'number'))

/** A run.system section's atoms (SI units) as a structure in Å; undefined when they are incomplete. */
export function structureOfSystem(system: ArchiveJson | undefined): AtomicStructure | undefined {
  const atoms = asJson(system?.atoms)
  const labels = atoms?.labels
  const positions = atoms?.positions
  if (!Array.isArray(labels) || !labels.every((label) => typeof label === 'string') || !isVectorList(positions) || positions.length !== labels.length) return undefined
  const toAngstrom = (rows: number[][]) => rows.map((row) => row.map((x) => x / ANGSTROM) as Vector3)
  const lattice = isVectorList(atoms?.lattice_vectors) && atoms.lattice_vectors.length === 3 ? (toAngstrom(atoms.lattice_vectors) as Matrix3) : undefined
  const periodic = Array.isArray(atoms?.periodic) && atoms.periodic.length === 3 ? (atoms.periodic.map(Boolean) as [boolean, boolean, boolean]) : ([!!lattice, !!lattice, !!lattice] as [boolean, boolean, boolean])
  return { labels: labels as string[], positions: toAngstrom(positions), lattice, periodic }
}

/**
 * Results for an archive that brings its own run but no results.material: the structure normaliser
 * on the representative (else the last) system, and results.method from program and method.
 */
export function resultsOfRun(archive: ArchiveJson, log: ParserContext['log']): ArchiveJson | undefined {
  const run = Array.isArray(archive.run) ? asJson(archive.run.at(-1)) : undefined
  if (!run) return undefined
  const systems = Array.isArray(run.system) ? run.system.map(asJson) : []
  const representative = systems.find((system) => system?.is_representative === true) ?? systems.at(-1)
  const structure = structureOfSystem(representative)
  const results: ArchiveJson = {}
  if (structure && structure.labels.length > 0) {
    const normalized = normalizeStructure(structure, log)
    results.material = normalized.material
    results.properties = { structures: normalized.structures, n_calculations: Array.isArray(run.calculation) ? run.calculation.length : 0 }
  }
  if (asJson(run.program) || Array.isArray(run.method)) results.method = methodResults(run, undefined)
  return Object.keys(results).length > 0 ? results : undefined
}
