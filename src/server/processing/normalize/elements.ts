import { ELEMENTS, ELEMENTS_BY_SYMBOL } from '../../../engine/elements.js'

/** Chemical symbols indexed by atomic number (index 0 is the placeholder 'X'). */
export const CHEMICAL_SYMBOLS: readonly string[] = ['X', ...ELEMENTS.map((element) => element.symbol)]

/** The atomic number of a chemical symbol ('Si' → 14), undefined for anything else. */
export function atomicNumberOf(symbol: string): number | undefined {
  return ELEMENTS_BY_SYMBOL.get(symbol)?.number
}

export function isChemicalSymbol(symbol: string): boolean {
  return atomicNumberOf(symbol) !== undefined
}

/**
 * The element sequence of IUPAC's Red Book (2005, Table VI) from the most electropositive to the
 * most electronegative element; IUPAC formulas cite elements in this order (NaCl, NH3, H2O, OF2).
 */
const IUPAC_SEQUENCE = (
  'Og Rn Xe Kr Ar Ne He Fr Cs Rb K Na Li Ra Ba Sr Ca Mg Be ' +
  'Lr No Md Fm Es Cf Bk Cm Am Pu Np U Pa Th Ac Lu Yb Tm Er Ho Dy Tb Gd Eu Sm Pm Nd Pr Ce La ' +
  'Y Sc Rf Hf Zr Ti Db Ta Nb V Sg W Mo Cr Bh Re Tc Mn Hs Os Ru Fe Mt Ir Rh Co Ds Pt Pd Ni ' +
  'Rg Au Ag Cu Cn Hg Cd Zn Nh Tl In Ga Al B Fl Pb Sn Ge Si C Mc Bi Sb As P N H ' +
  'Lv Po Te Se S O Ts At I Br Cl F'
).split(' ')

const IUPAC_RANK = new Map(IUPAC_SEQUENCE.map((symbol, index) => [symbol, index]))

/** Position of an element in the IUPAC electronegativity sequence (lower = cited first). */
export function iupacRankOf(symbol: string): number {
  return IUPAC_RANK.get(symbol) ?? IUPAC_SEQUENCE.length
}

/**
 * The element a crystallographic label or type symbol names: 'Si1' → 'Si', 'O2-' → 'O',
 * 'Fe3+' → 'Fe', 'CL1' → 'Cl'. Undefined when no element symbol starts the label.
 */
export function elementOfLabel(label: string): string | undefined {
  const match = /^([A-Za-z])([A-Za-z]?)/.exec(label.trim())
  if (!match) return undefined
  const first = match[1].toUpperCase()
  const two = first + match[2].toLowerCase()
  if (match[2] && isChemicalSymbol(two)) return two
  return isChemicalSymbol(first) ? first : undefined
}

/** Standard atomic weights (u) indexed by atomic number; mass numbers of the longest-lived isotope for elements without one. */
const ATOMIC_MASSES: readonly number[] = [
  0, 1.008, 4.0026, 6.94, 9.0122, 10.81, 12.011, 14.007, 15.999, 18.998, 20.18, 22.99, 24.305, 26.982, 28.0855, 30.974, 32.06, 35.45, 39.948,
  39.098, 40.078, 44.956, 47.867, 50.942, 51.996, 54.938, 55.845, 58.933, 58.693, 63.546, 65.38, 69.723, 72.63, 74.922, 78.971, 79.904, 83.798,
  85.468, 87.62, 88.906, 91.224, 92.906, 95.95, 98, 101.07, 102.91, 106.42, 107.87, 112.41, 114.82, 118.71, 121.76, 127.6, 126.9, 131.29,
  132.91, 137.33, 138.91, 140.12, 140.91, 144.24, 145, 150.36, 151.96, 157.25, 158.93, 162.5, 164.93, 167.26, 168.93, 173.05, 174.97, 178.49,
  180.95, 183.84, 186.21, 190.23, 192.22, 195.08, 196.97, 200.59, 204.38, 207.2, 208.98, 209, 210, 222, 223, 226, 227, 232.04, 231.04, 238.03,
  237, 244, 243, 247, 247, 251, 252, 257, 258, 259, 266, 267, 268, 269, 270, 269, 278, 281, 282, 285, 286, 289, 290, 293, 294, 294,
]

export const ATOMIC_MASS_UNIT = 1.6605390666e-27

/** Mass of an atom of the element in kg; undefined for unknown symbols. */
export function atomicMassOf(symbol: string): number | undefined {
  const number = atomicNumberOf(symbol)
  return number === undefined ? undefined : ATOMIC_MASSES[number] * ATOMIC_MASS_UNIT
}

export function elementNameOf(symbol: string): string | undefined {
  return ELEMENTS_BY_SYMBOL.get(symbol)?.name
}
