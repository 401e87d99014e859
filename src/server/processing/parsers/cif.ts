import { elementOfLabel } from '../normalize/elements.js'
import { cartesianToFractional, fractionalToCartesian, latticeFromParameters, norm, type Matrix3, type Vector3 } from '../normalize/lattice.js'
import type { AtomicStructure } from '../normalize/structure.js'
import { cifColumn, cifValue, readCif, type CifBlock } from './cif-reader.js'
import { structureEntry } from './structure-entry.js'
import { parseSymmetryOperation, type SymmetryOperation } from './symmetry-operations.js'
import { baseName, decodeText, ParseError, parseNumber } from './text.js'
import type { Parser, ParserContext } from './types.js'

/** Two generated sites closer than this (Å) are the same site. */
const DUPLICATE_DISTANCE = 0.05

const FRACT_X = '_atom_site_fract_x'

/** Crystallographic Information Files: the first data block with atom sites, expanded by its symmetry operations. */
export const cifParser: Parser = {
  name: 'parsers/cif',
  matches(path, head) {
    if (/\.cif$/i.test(path)) return true
    // Content sniffing for CIFs without the extension: a data block followed by CIF tags.
    const text = new TextDecoder('latin1').decode(head)
    return /^\s*(#[^\n]*\n\s*)*data_\S+/.test(text) && /\n\s*_(cell_length|atom_site|symmetry|space_group)/.test(text)
  },
  async parse(context) {
    const text = decodeText(await context.read())
    const structure = structureOfCif(text, context)
    return structureEntry(structure, context, 'CIF')
  },
}

export function structureOfCif(text: string, context: Pick<ParserContext, 'mainfile' | 'log'>): AtomicStructure {
  const file = baseName(context.mainfile)
  const blocks = readCif(text)
  const block = blocks.find((candidate) => candidate.columns.has(FRACT_X) || candidate.columns.has('_atom_site_cartn_x'))
  if (!block) throw new ParseError(`${file}: no data block with atom sites (_atom_site_fract_x) found`)
  if (blocks.length > 1) context.log('INFO', `the CIF has ${blocks.length} data blocks; using data_${block.name}`)
  const lattice = latticeOf(block, file)
  const sites = sitesOf(block, lattice, file)
  const operations = operationsOf(block, context)
  const occupancies = (cifColumn(block, '_atom_site_occupancy') ?? []).map(parseNumber)
  if (occupancies.some((occupancy) => occupancy < 0.999)) {
    context.log('WARNING', 'the CIF has partially occupied sites; each site is taken as fully occupied by the first atom listed on it')
  }
  const structure: AtomicStructure = { labels: [], positions: [], lattice, periodic: [true, true, true] }
  const fractionals: Vector3[] = []
  for (const site of sites) {
    for (const operation of operations) {
      const image = operation(site.fractional).map((x) => x - Math.floor(x + 1e-9)) as Vector3
      if (fractionals.some((existing) => periodicDistance(existing, image, lattice) < DUPLICATE_DISTANCE)) continue
      fractionals.push(image)
      structure.labels.push(site.element)
      structure.positions.push(fractionalToCartesian(image, lattice))
    }
  }
  return structure
}

function latticeOf(block: CifBlock, file: string): Matrix3 {
  const get = (tag: string) => parseNumber(cifValue(block, tag) ?? '')
  const [a, b, c] = ['a', 'b', 'c'].map((axis) => get(`_cell_length_${axis}`))
  if (![a, b, c].every((length) => Number.isFinite(length) && length > 0)) {
    throw new ParseError(`${file}: the cell lengths (_cell_length_a, _b, _c) are missing or not positive numbers`)
  }
  const [alpha, beta, gamma] = ['alpha', 'beta', 'gamma'].map((angle) => {
    const value = get(`_cell_angle_${angle}`)
    return Number.isFinite(value) ? value : 90
  })
  return latticeFromParameters(a, b, c, alpha, beta, gamma)
}

interface Site {
  element: string
  fractional: Vector3
}

function sitesOf(block: CifBlock, lattice: Matrix3, file: string): Site[] {
  const labels = cifColumn(block, '_atom_site_type_symbol', '_atom_site_label') ?? []
  const fallbackLabels = cifColumn(block, '_atom_site_label') ?? []
  const fractional = ['x', 'y', 'z'].map((axis) => cifColumn(block, `_atom_site_fract_${axis}`))
  const cartesian = ['x', 'y', 'z'].map((axis) => cifColumn(block, `_atom_site_cartn_${axis}`))
  const useFractional = fractional.every(Boolean)
  const columns = (useFractional ? fractional : cartesian) as string[][]
  if (!columns.every(Boolean)) throw new ParseError(`${file}: the atom sites have no complete x, y, z coordinates`)
  return labels.map((label, index) => {
    const element = elementOfLabel(label) ?? elementOfLabel(fallbackLabels[index] ?? '')
    if (!element) throw new ParseError(`${file}: atom site '${label}' names no chemical element`)
    const coordinates = columns.map((column) => parseNumber(column[index] ?? '')) as Vector3
    if (!coordinates.every(Number.isFinite)) throw new ParseError(`${file}: atom site '${label}' has no numeric coordinates`)
    return { element, fractional: useFractional ? coordinates : cartesianToFractional(coordinates, lattice) }
  })
}

function operationsOf(block: CifBlock, context: Pick<ParserContext, 'mainfile' | 'log'>): SymmetryOperation[] {
  const texts = cifColumn(block, '_space_group_symop_operation_xyz', '_symmetry_equiv_pos_as_xyz', '_space_group_symop.operation_xyz')
  if (!texts || texts.length === 0) {
    const group = cifValue(block, '_space_group_name_h-m_alt', '_symmetry_space_group_name_h-m', '_space_group_it_number', '_symmetry_int_tables_number')
    if (group && !/^(p\s*1|1)$/i.test(group.trim())) {
      context.log('WARNING', `the CIF names space group '${group}' but lists no symmetry operations; only the listed atom sites are used`)
    }
    return [(f) => f]
  }
  try {
    return texts.map(parseSymmetryOperation)
  } catch (error) {
    throw new ParseError(`${baseName(context.mainfile)}: ${(error as Error).message}`)
  }
}

function periodicDistance(a: Vector3, b: Vector3, lattice: Matrix3): number {
  const difference = [0, 1, 2].map((i) => {
    const d = a[i] - b[i]
    return d - Math.round(d)
  }) as Vector3
  return norm(fractionalToCartesian(difference, lattice))
}
