/**
 * The chemical elements in order of atomic number, and where each sits in the periodic table's
 * 18 × 10 grid (spec 2 §9): periods 1–7 in rows 1–7, the lanthanides (57–71) and actinides
 * (89–103) in rows 9 and 10 below a spacer row, columns 3–17 of those rows.
 */

export interface Element {
  symbol: string
  name: string
  number: number
  period: number
  /** IUPAC group 1–18; undefined for the lanthanides and actinides other than the first column. */
  group?: number
  /** Grid position, 1-based: column 1–18, row 1–10. */
  column: number
  row: number
}

/** [symbol, name] by atomic number − 1. */
const NAMES: [string, string][] = [
  ['H', 'Hydrogen'],
  ['He', 'Helium'],
  ['Li', 'Lithium'],
  ['Be', 'Beryllium'],
  ['B', 'Boron'],
  ['C', 'Carbon'],
  ['N', 'Nitrogen'],
  ['O', 'Oxygen'],
  ['F', 'Fluorine'],
  ['Ne', 'Neon'],
  ['Na', 'Sodium'],
  ['Mg', 'Magnesium'],
  ['Al', 'Aluminium'],
  ['Si', 'Silicon'],
  ['P', 'Phosphorus'],
  ['S', 'Sulfur'],
  ['Cl', 'Chlorine'],
  ['Ar', 'Argon'],
  ['K', 'Potassium'],
  ['Ca', 'Calcium'],
  ['Sc', 'Scandium'],
  ['Ti', 'Titanium'],
  ['V', 'Vanadium'],
  ['Cr', 'Chromium'],
  ['Mn', 'Manganese'],
  ['Fe', 'Iron'],
  ['Co', 'Cobalt'],
  ['Ni', 'Nickel'],
  ['Cu', 'Copper'],
  ['Zn', 'Zinc'],
  ['Ga', 'Gallium'],
  ['Ge', 'Germanium'],
  ['As', 'Arsenic'],
  ['Se', 'Selenium'],
  ['Br', 'Bromine'],
  ['Kr', 'Krypton'],
  ['Rb', 'Rubidium'],
  ['Sr', 'Strontium'],
  ['Y', 'Yttrium'],
  ['Zr', 'Zirconium'],
  ['Nb', 'Niobium'],
  ['Mo', 'Molybdenum'],
  ['Tc', 'Technetium'],
  ['Ru', 'Ruthenium'],
  ['Rh', 'Rhodium'],
  ['Pd', 'Palladium'],
  ['Ag', 'Silver'],
  ['Cd', 'Cadmium'],
  ['In', 'Indium'],
  ['Sn', 'Tin'],
  ['Sb', 'Antimony'],
  ['Te', 'Tellurium'],
  ['I', 'Iodine'],
  ['Xe', 'Xenon'],
  ['Cs', 'Caesium'],
  ['Ba', 'Barium'],
  ['La', 'Lanthanum'],
  ['Ce', 'Cerium'],
  ['Pr', 'Praseodymium'],
  ['Nd', 'Neodymium'],
  ['Pm', 'Promethium'],
  ['Sm', 'Samarium'],
  ['Eu', 'Europium'],
  ['Gd', 'Gadolinium'],
  ['Tb', 'Terbium'],
  ['Dy', 'Dysprosium'],
  ['Ho', 'Holmium'],
  ['Er', 'Erbium'],
  ['Tm', 'Thulium'],
  ['Yb', 'Ytterbium'],
  ['Lu', 'Lutetium'],
  ['Hf', 'Hafnium'],
  ['Ta', 'Tantalum'],
  ['W', 'Tungsten'],
  ['Re', 'Rhenium'],
  ['Os', 'Osmium'],
  ['Ir', 'Iridium'],
  ['Pt', 'Platinum'],
  ['Au', 'Gold'],
  ['Hg', 'Mercury'],
  ['Tl', 'Thallium'],
  ['Pb', 'Lead'],
  ['Bi', 'Bismuth'],
  ['Po', 'Polonium'],
  ['At', 'Astatine'],
  ['Rn', 'Radon'],
  ['Fr', 'Francium'],
  ['Ra', 'Radium'],
  ['Ac', 'Actinium'],
  ['Th', 'Thorium'],
  ['Pa', 'Protactinium'],
  ['U', 'Uranium'],
  ['Np', 'Neptunium'],
  ['Pu', 'Plutonium'],
  ['Am', 'Americium'],
  ['Cm', 'Curium'],
  ['Bk', 'Berkelium'],
  ['Cf', 'Californium'],
  ['Es', 'Einsteinium'],
  ['Fm', 'Fermium'],
  ['Md', 'Mendelevium'],
  ['No', 'Nobelium'],
  ['Lr', 'Lawrencium'],
  ['Rf', 'Rutherfordium'],
  ['Db', 'Dubnium'],
  ['Sg', 'Seaborgium'],
  ['Bh', 'Bohrium'],
  ['Hs', 'Hassium'],
  ['Mt', 'Meitnerium'],
  ['Ds', 'Darmstadtium'],
  ['Rg', 'Roentgenium'],
  ['Cn', 'Copernicium'],
  ['Nh', 'Nihonium'],
  ['Fl', 'Flerovium'],
  ['Mc', 'Moscovium'],
  ['Lv', 'Livermorium'],
  ['Ts', 'Tennessine'],
  ['Og', 'Oganesson'],
]

/** The first atomic number of each period; period 8 would start at 119. */
const PERIOD_STARTS = [1, 3, 11, 19, 37, 55, 87, 119]

function periodOf(number: number): number {
  return PERIOD_STARTS.findIndex((start, index) => number >= start && number < PERIOD_STARTS[index + 1]) + 1
}

/** Group of an element in the main table (f-block members have none). */
function groupOf(number: number, period: number): number | undefined {
  const offset = number - PERIOD_STARTS[period - 1]
  if (period === 1) return number === 1 ? 1 : 18
  if (period <= 3) return offset < 2 ? offset + 1 : offset + 11
  if (period <= 5) return offset + 1
  // periods 6 and 7: two s elements, 15 f elements (the first stands in group 3), then groups 4–18
  if (offset < 2) return offset + 1
  if (offset === 2) return 3
  if (offset < 17) return undefined
  return offset - 13
}

function toElement([symbol, name]: [string, string], index: number): Element {
  const number = index + 1
  const period = periodOf(number)
  const group = groupOf(number, period)
  const fBlock = (number >= 57 && number <= 71) || (number >= 89 && number <= 103)
  if (fBlock) {
    return { symbol, name, number, period, group: number === 57 || number === 89 ? 3 : undefined, column: 3 + number - (period === 6 ? 57 : 89), row: period === 6 ? 9 : 10 }
  }
  return { symbol, name, number, period, group, column: group ?? 3, row: period }
}

export const ELEMENTS: readonly Element[] = NAMES.map(toElement)

export const ELEMENTS_BY_SYMBOL: ReadonlyMap<string, Element> = new Map(ELEMENTS.map((element) => [element.symbol, element]))

export const PERIODIC_TABLE_COLUMNS = 18
export const PERIODIC_TABLE_ROWS = 10
