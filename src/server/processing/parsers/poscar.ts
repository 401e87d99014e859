import { elementOfLabel, isChemicalSymbol } from '../normalize/elements.js'
import { cellVolume, fractionalToCartesian, type Matrix3, type Vector3 } from '../normalize/lattice.js'
import type { AtomicStructure } from '../normalize/structure.js'
import { structureEntry } from './structure-entry.js'
import { baseName, decodeText, ParseError, parseNumber, siblingPath } from './text.js'
import type { Parser, ParserContext } from './types.js'

/** VASP structure files: POSCAR*, CONTCAR*, *.vasp, *.poscar (VASP 5 with a species line, or VASP 4 without). */
export const poscarParser: Parser = {
  name: 'parsers/poscar',
  matches(path) {
    const name = baseName(path)
    return /^(POSCAR|CONTCAR)/i.test(name) || /[._-](POSCAR|CONTCAR)([._-]|$)/i.test(name) || /\.(vasp|poscar)$/i.test(name)
  },
  async parse(context) {
    const text = decodeText(await context.read())
    const structure = await structureOfPoscar(text, context)
    return structureEntry(structure, context, 'POSCAR')
  },
}

const numbersOf = (line: string) => line.trim().split(/\s+/).map(parseNumber)

export async function structureOfPoscar(text: string, context: Pick<ParserContext, 'mainfile' | 'log' | 'readFile'>): Promise<AtomicStructure> {
  const file = baseName(context.mainfile)
  const fail = (reason: string): never => {
    throw new ParseError(`${file}: not a valid POSCAR file: ${reason}`)
  }
  const lines = text.split(/\r\n|\r|\n/)
  if (lines.length < 8) fail('it has fewer than 8 lines')
  const scaleFactors = numbersOf(lines[1])
  if (scaleFactors.some(Number.isNaN) || (scaleFactors.length !== 1 && scaleFactors.length !== 3)) fail('line 2 must be the scaling factor')
  const rawLattice = [2, 3, 4].map((index) => {
    const row = numbersOf(lines[index]).slice(0, 3)
    if (row.length < 3 || row.some(Number.isNaN)) fail(`line ${index + 1} must be a lattice vector`)
    return row as Vector3
  }) as Matrix3
  // One factor scales everything; a negative one is the cell volume; three factors scale x, y, z.
  const factors: Vector3 =
    scaleFactors.length === 3
      ? (scaleFactors as Vector3)
      : scaleFactors[0] < 0
        ? [0, 0, 0].map(() => Math.cbrt(-scaleFactors[0] / cellVolume(rawLattice))) as Vector3
        : [scaleFactors[0], scaleFactors[0], scaleFactors[0]]
  const scaled = (vector: Vector3) => vector.map((x, i) => x * factors[i]) as Vector3
  const lattice = rawLattice.map(scaled) as Matrix3

  let line = 5
  let species: string[] | undefined
  const speciesTokens = lines[line].trim().split(/\s+/)
  if (speciesTokens.every((token) => Number.isNaN(parseNumber(token)))) {
    // VASP 5: species names ('Si', also 'Fe_pv' or 'Si/abc...' from some tools).
    species = speciesTokens.map((token) => elementOfLabel(token.split(/[_/]/)[0]) ?? fail(`'${token}' is not a chemical element`))
    line++
  }
  const counts = numbersOf(lines[line])
  if (counts.length === 0 || counts.some((count) => !Number.isInteger(count) || count < 0)) fail(`line ${line + 1} must be the numbers of atoms per species`)
  line++
  if (/^\s*s/i.test(lines[line] ?? '')) line++ // Selective dynamics
  const mode = (lines[line] ?? '').trim()
  if (mode === '') fail(`line ${line + 1} must say Direct or Cartesian`)
  const cartesian = /^[ck]/i.test(mode)
  line++
  const total = counts.reduce((sum, count) => sum + count, 0)
  const rows = lines.slice(line, line + total).map((row) => row.trim().split(/\s+/))
  if (rows.length < total) fail(`it lists ${rows.length} positions but the counts add up to ${total}`)
  const positions = rows.map((row, index) => {
    const coordinates = row.slice(0, 3).map(parseNumber)
    if (coordinates.length < 3 || coordinates.some(Number.isNaN)) fail(`position ${index + 1} is not three numbers`)
    const vector = coordinates as Vector3
    return cartesian ? scaled(vector) : fractionalToCartesian(vector, lattice)
  })

  species ??= await vasp4Species(counts.length, lines[0], rows, context)
  if (species.length !== counts.length) fail(`${species.length} species but ${counts.length} counts`)
  const labels = species.flatMap((element, index) => Array<string>(counts[index]).fill(element))
  return { labels, positions, lattice, periodic: [true, true, true] }
}

/**
 * VASP 4 files have no species line: the elements come from the comment (first) line when it names
 * one element per species (as ASE reads it), else from the POTCAR or OUTCAR next to the file, or
 * from element names written after each position.
 */
async function vasp4Species(n: number, comment: string, rows: string[][], context: Pick<ParserContext, 'mainfile' | 'log' | 'readFile'>): Promise<string[]> {
  const named = comment.trim().split(/\s+/)
  if (named.length === n && named.every(isChemicalSymbol)) {
    context.log('INFO', 'VASP 4 POSCAR: species taken from the comment line')
    return named
  }
  for (const sibling of ['POTCAR', 'OUTCAR']) {
    const bytes = await context.readFile(siblingPath(context.mainfile, sibling))
    if (!bytes) continue
    const elements = speciesOfPotentials(decodeText(bytes))
    if (elements.length >= n) {
      context.log('INFO', `VASP 4 POSCAR: species taken from ${sibling}`)
      return elements.slice(0, n)
    }
  }
  const trailing = rows.map((row) => row.find((token, index) => index >= 3 && isChemicalSymbol(token)))
  if (trailing.every(Boolean)) return [...new Set(trailing as string[])]
  throw new ParseError(
    `${baseName(context.mainfile)}: VASP 4 POSCAR without a species line, and no POTCAR or OUTCAR next to it to take the elements from`,
  )
}

/** Element per pseudopotential, in POTCAR order: 'TITEL  = PAW_PBE Si 05Jan2001' (POTCAR and OUTCAR). */
function speciesOfPotentials(text: string): string[] {
  const elements: string[] = []
  for (const match of text.matchAll(/TITEL\s*=\s*\S+\s+([A-Za-z]+)/g)) {
    const element = elementOfLabel(match[1].split('_')[0])
    if (element) elements.push(element)
  }
  return elements
}
