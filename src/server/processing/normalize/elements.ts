/** Chemical symbols indexed by atomic number (index 0 is the placeholder 'X'). */
export const CHEMICAL_SYMBOLS: readonly string[] = (
  'X H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr ' +
  'Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb ' +
  'Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr Rf ' +
  'Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og'
).split(' ')

const NUMBER_OF = new Map(CHEMICAL_SYMBOLS.map((symbol, index) => [symbol, index]))

/** The atomic number of a chemical symbol ('Si' → 14), undefined for anything else. */
export function atomicNumberOf(symbol: string): number | undefined {
  const number = NUMBER_OF.get(symbol)
  return number === undefined || number === 0 ? undefined : number
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
