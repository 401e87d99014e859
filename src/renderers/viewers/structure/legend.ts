import { ELEMENT_SYMBOLS, elementColor } from './elements.js'

export interface LegendEntry {
  z: number
  symbol: string
  /** The colour the atoms of this species are drawn with. */
  color: string
}

/** One entry per species present, by atomic number. */
export function legendEntries(species: readonly number[]): LegendEntry[] {
  return [...new Set(species)]
    .sort((a, b) => a - b)
    .map((z) => ({ z, symbol: ELEMENT_SYMBOLS[z] ?? ELEMENT_SYMBOLS[0], color: elementColor(z) }))
}
