import { iupacRankOf } from './elements.js'

/** Chemical formulas of a composition, in the forms NOMAD stores in results.material. */
export interface Formulas {
  chemical_formula_hill: string
  chemical_formula_reduced: string
  chemical_formula_iupac: string
  chemical_formula_anonymous: string
  chemical_formula_descriptive: string
}

export type ElementCounts = Map<string, number>

export function countElements(labels: readonly string[]): ElementCounts {
  const counts: ElementCounts = new Map()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return counts
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

function reduced(counts: ElementCounts): ElementCounts {
  const divisor = [...counts.values()].reduce(greatestCommonDivisor, 0) || 1
  return new Map([...counts].map(([element, count]) => [element, count / divisor]))
}

function written(entries: Iterable<[string, number]>): string {
  let formula = ''
  for (const [element, count] of entries) formula += count === 1 ? element : `${element}${count}`
  return formula
}

const alphabetical = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)

/** Hill order: C first, then H, then the rest alphabetically; without carbon all alphabetically. */
export function hillFormula(counts: ElementCounts): string {
  const entries = [...counts].sort(alphabetical)
  if (!counts.has('C')) return written(entries)
  const rank = (element: string) => (element === 'C' ? 0 : element === 'H' ? 1 : 2)
  return written(entries.sort((a, b) => rank(a[0]) - rank(b[0]) || alphabetical(a, b)))
}

/** Elements in IUPAC's electronegativity sequence (electropositive first), counts as given. */
export function iupacFormula(counts: ElementCounts): string {
  return written([...counts].sort((a, b) => iupacRankOf(a[0]) - iupacRankOf(b[0]) || alphabetical(a, b)))
}

/** Counts divided by their greatest common divisor, elements alphabetically. */
export function reducedFormula(counts: ElementCounts): string {
  return written([...reduced(counts)].sort(alphabetical))
}

/** Reduced counts in descending order, the elements replaced by A, B, C, ... (then Aa, Ba, ...). */
export function anonymousFormula(counts: ElementCounts): string {
  const sorted = [...reduced(counts).values()].sort((a, b) => b - a)
  return written(sorted.map((count, index) => [anonymousLetter(index), count]))
}

function anonymousLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26))
  const round = Math.floor(index / 26)
  return round === 0 ? letter : letter + String.fromCharCode(96 + round)
}

/** As written in a paper: organic compounds (C and H) in Hill order, everything else IUPAC. */
export function descriptiveFormula(counts: ElementCounts): string {
  return counts.has('C') && counts.has('H') ? hillFormula(counts) : iupacFormula(counts)
}

export function formulasOf(labels: readonly string[]): Formulas {
  const counts = countElements(labels)
  return {
    chemical_formula_hill: hillFormula(counts),
    chemical_formula_reduced: reducedFormula(counts),
    chemical_formula_iupac: iupacFormula(counts),
    chemical_formula_anonymous: anonymousFormula(counts),
    chemical_formula_descriptive: descriptiveFormula(counts),
  }
}
