import { CHEMICAL_SYMBOLS, elementOfLabel } from '../normalize/elements.js'
import type { Matrix3, Vector3 } from '../normalize/lattice.js'
import { ELECTRON_VOLT, toMetres, type AtomicStructure } from '../normalize/structure.js'
import { structureEntry } from './structure-entry.js'
import { baseName, decodeText, ParseError, parseNumber } from './text.js'
import type { ArchiveJson, Parser } from './types.js'

/** At most this many frames of a trajectory are kept in run[0].system. */
const MAX_FRAMES = 1000

/** XYZ and extended XYZ files (Lattice="...", pbc, Properties, energy in the comment line); multi-frame files are trajectories. */
export const xyzParser: Parser = {
  name: 'parsers/xyz',
  matches(path) {
    return /\.(xyz|extxyz)$/i.test(path)
  },
  async parse(context) {
    const frames = framesOfXyz(decodeText(await context.read()), baseName(context.mainfile))
    if (frames.length > 1) context.log('INFO', `trajectory with ${frames.length} frames; the first frame is the entry's structure`)
    const extraRun: ArchiveJson = {}
    const energies = frames.map((frame) => frame.energy)
    if (energies.some((energy) => energy !== undefined)) {
      extraRun.calculation = energies.slice(0, MAX_FRAMES).map((energy, index) => ({
        system_ref: `#/run/0/system/${index}`,
        ...(energy !== undefined ? { energy: { total: { value: energy * ELECTRON_VOLT } } } : {}),
      }))
    }
    const entry = structureEntry(frames[0].structure, context, 'XYZ', extraRun)
    const run = (entry.archive.run as ArchiveJson[])[0]
    const systems = run.system as ArchiveJson[]
    for (const frame of frames.slice(1, MAX_FRAMES)) systems.push(frameSystem(frame.structure))
    return entry
  },
}

interface Frame {
  structure: AtomicStructure
  /** energy= of an extended XYZ comment, in eV. */
  energy?: number
}

function frameSystem(structure: AtomicStructure): ArchiveJson {
  const atoms: ArchiveJson = { labels: structure.labels, positions: toMetres(structure.positions), periodic: structure.periodic }
  if (structure.lattice) atoms.lattice_vectors = toMetres(structure.lattice)
  return { atoms }
}

export function framesOfXyz(text: string, file: string): Frame[] {
  const lines = text.split(/\r\n|\r|\n/)
  const frames: Frame[] = []
  let line = 0
  while (line < lines.length) {
    if (lines[line].trim() === '') {
      line++
      continue
    }
    const count = Number(lines[line].trim())
    if (!Number.isInteger(count) || count < 0) {
      throw new ParseError(`${file}: not a valid XYZ file: line ${line + 1} must be the number of atoms`)
    }
    const comment = lines[line + 1] ?? ''
    const atomLines = lines.slice(line + 2, line + 2 + count)
    if (atomLines.length < count || atomLines.some((atomLine) => atomLine.trim() === '')) {
      throw new ParseError(`${file}: not a valid XYZ file: frame ${frames.length + 1} announces ${count} atoms but has fewer lines`)
    }
    frames.push(frameOf(comment, atomLines, file, line + 3))
    line += 2 + count
  }
  if (frames.length === 0) throw new ParseError(`${file}: not a valid XYZ file: it is empty`)
  return frames
}

/** key=value pairs of an extended XYZ comment line; values may be quoted. */
function commentFields(comment: string): Map<string, string> {
  const fields = new Map<string, string>()
  for (const match of comment.matchAll(/([A-Za-z_][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    fields.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4])
  }
  return fields
}

function frameOf(comment: string, atomLines: string[], file: string, firstLineNumber: number): Frame {
  const fields = commentFields(comment)
  const { speciesColumn, positionColumn } = columnsOf(fields.get('properties'))
  const labels: string[] = []
  const positions: Vector3[] = []
  atomLines.forEach((atomLine, index) => {
    const tokens = atomLine.trim().split(/\s+/)
    const speciesToken = tokens[speciesColumn] ?? ''
    const element = /^\d+$/.test(speciesToken) ? CHEMICAL_SYMBOLS[Number(speciesToken)] : elementOfLabel(speciesToken)
    if (!element || element === 'X') throw new ParseError(`${file}: line ${firstLineNumber + index}: '${speciesToken}' is not a chemical element`)
    const position = tokens.slice(positionColumn, positionColumn + 3).map(parseNumber)
    if (position.length < 3 || position.some(Number.isNaN)) throw new ParseError(`${file}: line ${firstLineNumber + index}: the position is not three numbers`)
    labels.push(element)
    positions.push(position as Vector3)
  })
  const structure: AtomicStructure = { labels, positions, periodic: [false, false, false] }
  const latticeText = fields.get('lattice')
  if (latticeText) {
    const values = latticeText.trim().split(/\s+/).map(parseNumber)
    if (values.length !== 9 || values.some(Number.isNaN)) throw new ParseError(`${file}: Lattice="..." must hold 9 numbers`)
    structure.lattice = [values.slice(0, 3), values.slice(3, 6), values.slice(6, 9)] as Matrix3
    structure.periodic = [true, true, true]
  }
  const pbc = fields.get('pbc')
  if (pbc && structure.lattice) {
    const flags = pbc.trim().split(/\s+/).map((flag) => /^(t|true|1)$/i.test(flag))
    if (flags.length === 3) structure.periodic = flags as [boolean, boolean, boolean]
  }
  const energy = parseNumber(fields.get('energy') ?? '')
  return { structure, ...(Number.isFinite(energy) ? { energy } : {}) }
}

/** Where species and positions are, from Properties=species:S:1:pos:R:3:... (default: columns 0 and 1–3). */
function columnsOf(properties: string | undefined): { speciesColumn: number; positionColumn: number } {
  const columns = { speciesColumn: 0, positionColumn: 1 }
  if (!properties) return columns
  const parts = properties.split(':')
  let column = 0
  for (let index = 0; index + 2 < parts.length; index += 3) {
    const name = parts[index].toLowerCase()
    if (name === 'species' || name === 'z') columns.speciesColumn = column
    if (name === 'pos') columns.positionColumn = column
    column += Number(parts[index + 2]) || 1
  }
  return columns
}
