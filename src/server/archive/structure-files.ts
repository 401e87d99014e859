/**
 * Structure files for GET systems/{entry_id}: a system section of an archive (run/system with
 * atoms, results topology with atoms, or results structures with species_at_sites) written as
 * cif, xyz or pdb. Positions in archives are in metres; files use ångström.
 */
import type { SystemFormat, WrapMode } from '../../engine/archive/api.js'

const ANGSTROM = 1e10

export interface Structure {
  labels: string[]
  /** Cartesian positions in ångström. */
  positions: number[][]
  /** Lattice vectors (rows) in ångström, when periodic. */
  lattice?: number[][]
  periodic: boolean[]
  formula?: string
}

type Json = Record<string, unknown>

const isMatrix = (value: unknown): value is number[][] =>
  Array.isArray(value) && value.every((row) => Array.isArray(row) && row.every((x) => typeof x === 'number'))

/** The structure held by a system-like section, or undefined when it holds none. */
export function structureOf(section: unknown): Structure | undefined {
  if (!section || typeof section !== 'object') return undefined
  const system = section as Json
  const atoms = (system.atoms && typeof system.atoms === 'object' ? system.atoms : system) as Json
  const labels = Array.isArray(atoms.labels) ? atoms.labels : Array.isArray(atoms.species_at_sites) ? atoms.species_at_sites : undefined
  const positions = isMatrix(atoms.positions) ? atoms.positions : isMatrix(atoms.cartesian_site_positions) ? atoms.cartesian_site_positions : undefined
  if (!labels || !positions || labels.length !== positions.length || labels.length === 0) return undefined
  const lattice = isMatrix(atoms.lattice_vectors) && atoms.lattice_vectors.length === 3 ? atoms.lattice_vectors.map((row) => row.map((x) => x * ANGSTROM)) : undefined
  const periodicSource = Array.isArray(atoms.periodic) ? atoms.periodic : Array.isArray(atoms.dimension_types) ? atoms.dimension_types.map(Boolean) : undefined
  const formula = [system.chemical_composition_hill, system.chemical_formula_hill, system.chemical_formula_reduced].find((f) => typeof f === 'string') as string | undefined
  return {
    labels: labels.map(String),
    positions: positions.map((row) => row.map((x) => x * ANGSTROM)),
    lattice,
    periodic: periodicSource ? periodicSource.map(Boolean) : [Boolean(lattice), Boolean(lattice), Boolean(lattice)],
    formula,
  }
}

export function writeStructure(structure: Structure, format: SystemFormat, wrapMode: WrapMode = 'original'): string {
  const placed = wrapMode === 'wrap' ? wrapped(structure) : structure
  if (format === 'xyz') return writeXyz(placed)
  if (format === 'pdb') return writePdb(placed)
  return writeCif(placed)
}

function writeXyz(s: Structure): string {
  const lattice = s.lattice ? ` Lattice="${s.lattice.flat().map(num).join(' ')}" pbc="${s.periodic.map((p) => (p ? 'T' : 'F')).join(' ')}"` : ''
  const lines = [String(s.labels.length), `${s.formula ?? ''}${lattice}`.trim()]
  s.labels.forEach((label, i) => lines.push(`${label.padEnd(3)} ${s.positions[i].map((x) => fixed(x, 8).padStart(14)).join(' ')}`))
  return lines.join('\n') + '\n'
}

interface CellParameters {
  a: number
  b: number
  c: number
  alpha: number
  beta: number
  gamma: number
}

function cellParameters(lattice: number[][]): CellParameters {
  const [va, vb, vc] = lattice
  const length = (v: number[]) => Math.hypot(...v)
  const angle = (u: number[], v: number[]) => (Math.acos(dot(u, v) / (length(u) * length(v))) * 180) / Math.PI
  return { a: length(va), b: length(vb), c: length(vc), alpha: angle(vb, vc), beta: angle(va, vc), gamma: angle(va, vb) }
}

function writeCif(s: Structure): string {
  const lattice = s.lattice ?? boundingBox(s)
  const cell = cellParameters(lattice)
  const fractional = toFractional(s.positions, lattice)
  const name = (s.formula ?? 'structure').replace(/\s+/g, '_')
  const lines = [
    `data_${name}`,
    `_chemical_formula_sum '${s.formula ?? ''}'`,
    `_cell_length_a ${fixed(cell.a, 8)}`,
    `_cell_length_b ${fixed(cell.b, 8)}`,
    `_cell_length_c ${fixed(cell.c, 8)}`,
    `_cell_angle_alpha ${fixed(cell.alpha, 6)}`,
    `_cell_angle_beta ${fixed(cell.beta, 6)}`,
    `_cell_angle_gamma ${fixed(cell.gamma, 6)}`,
    `_symmetry_space_group_name_H-M 'P 1'`,
    `_symmetry_Int_Tables_number 1`,
    'loop_',
    '_symmetry_equiv_pos_as_xyz',
    "  'x, y, z'",
    'loop_',
    '_atom_site_label',
    '_atom_site_type_symbol',
    '_atom_site_fract_x',
    '_atom_site_fract_y',
    '_atom_site_fract_z',
    '_atom_site_occupancy',
  ]
  const counts = new Map<string, number>()
  s.labels.forEach((label, i) => {
    const n = (counts.get(label) ?? 0) + 1
    counts.set(label, n)
    lines.push(`  ${label}${n} ${label} ${fractional[i].map((x) => fixed(x, 8)).join(' ')} 1.0`)
  })
  return lines.join('\n') + '\n'
}

function writePdb(s: Structure): string {
  const lines: string[] = []
  if (s.lattice) {
    const c = cellParameters(s.lattice)
    lines.push(
      `CRYST1${c.a.toFixed(3).padStart(9)}${c.b.toFixed(3).padStart(9)}${c.c.toFixed(3).padStart(9)}${c.alpha.toFixed(2).padStart(7)}${c.beta.toFixed(2).padStart(7)}${c.gamma.toFixed(2).padStart(7)} P 1           1`,
    )
  }
  s.labels.forEach((label, i) => {
    const [x, y, z] = s.positions[i]
    const serial = String((i + 1) % 100000).padStart(5)
    const name = label.slice(0, 4).padEnd(4)
    lines.push(
      `ATOM  ${serial} ${name} MOL     1    ${x.toFixed(3).padStart(8)}${y.toFixed(3).padStart(8)}${z.toFixed(3).padStart(8)}  1.00  0.00          ${label.slice(0, 2).padStart(2)}`,
    )
  })
  lines.push('END')
  return lines.join('\n') + '\n'
}

function wrapped(s: Structure): Structure {
  if (!s.lattice) return s
  const lattice = s.lattice
  const fractional = toFractional(s.positions, lattice).map((f) => f.map((x, k) => (s.periodic[k] ? x - Math.floor(x) : x)))
  return { ...s, positions: fractional.map((f) => [0, 1, 2].map((k) => f[0] * lattice[0][k] + f[1] * lattice[1][k] + f[2] * lattice[2][k])) }
}

function toFractional(positions: number[][], lattice: number[][]): number[][] {
  const inverse = invert3(lattice)
  return positions.map((p) => [0, 1, 2].map((k) => p[0] * inverse[0][k] + p[1] * inverse[1][k] + p[2] * inverse[2][k]))
}

/** For non-periodic systems written as cif: a box around the atoms with 5 Å of space. */
function boundingBox(s: Structure): number[][] {
  const size = [0, 1, 2].map((k) => Math.max(...s.positions.map((p) => p[k])) - Math.min(...s.positions.map((p) => p[k])) + 10)
  return [
    [size[0], 0, 0],
    [0, size[1], 0],
    [0, 0, size[2]],
  ]
}

function invert3(m: number[][]): number[][] {
  const [[a, b, c], [d, e, f], [g, h, i]] = m
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ]
}

const dot = (u: number[], v: number[]) => u[0] * v[0] + u[1] * v[1] + u[2] * v[2]
const fixed = (x: number, digits: number) => (Math.abs(x) < 10 ** -digits ? 0 : x).toFixed(digits)
const num = (x: number) => String(Number(x.toFixed(8)))
