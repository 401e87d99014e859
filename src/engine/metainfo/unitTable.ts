/**
 * Units as written in definitions (pint style: `joule`, `meter ** 3`, `J/(g*K)`, `mbar`), with the
 * SI base dimensions each stands for. Enough for definition units; display units and conversion
 * factors belong to the units engine.
 */

/** Exponents of length, mass, time, current, temperature, amount of substance, luminosity. */
export type Dimension = [number, number, number, number, number, number, number]

export const DIMENSION_NAMES = ['length', 'mass', 'time', 'current', 'temperature', 'substance', 'luminosity'] as const

const D = (l = 0, m = 0, t = 0, i = 0, th = 0, n = 0, j = 0): Dimension => [l, m, t, i, th, n, j]

const ENERGY = D(2, 1, -2)
const PRESSURE = D(-1, 1, -2)
const DIMENSIONLESS = D()

interface UnitEntry { name: string; symbols: string[]; dimension: Dimension }

const UNITS: UnitEntry[] = [
  { name: 'meter', symbols: ['m', 'metre'], dimension: D(1) },
  { name: 'gram', symbols: ['g'], dimension: D(0, 1) },
  { name: 'second', symbols: ['s', 'sec'], dimension: D(0, 0, 1) },
  { name: 'ampere', symbols: ['A', 'amp'], dimension: D(0, 0, 0, 1) },
  { name: 'kelvin', symbols: ['K'], dimension: D(0, 0, 0, 0, 1) },
  { name: 'mole', symbols: ['mol'], dimension: D(0, 0, 0, 0, 0, 1) },
  { name: 'candela', symbols: ['cd'], dimension: D(0, 0, 0, 0, 0, 0, 1) },
  { name: 'radian', symbols: ['rad'], dimension: DIMENSIONLESS },
  { name: 'degree', symbols: ['deg'], dimension: DIMENSIONLESS },
  { name: 'steradian', symbols: ['sr'], dimension: DIMENSIONLESS },
  { name: 'percent', symbols: ['%'], dimension: DIMENSIONLESS },
  { name: 'dimensionless', symbols: [], dimension: DIMENSIONLESS },
  { name: 'joule', symbols: ['J'], dimension: ENERGY },
  { name: 'electron_volt', symbols: ['eV'], dimension: ENERGY },
  { name: 'hartree', symbols: ['Ha', 'E_h'], dimension: ENERGY },
  { name: 'rydberg', symbols: ['Ry'], dimension: ENERGY },
  { name: 'calorie', symbols: ['cal'], dimension: ENERGY },
  { name: 'newton', symbols: ['N'], dimension: D(1, 1, -2) },
  { name: 'pascal', symbols: ['Pa'], dimension: PRESSURE },
  { name: 'bar', symbols: [], dimension: PRESSURE },
  { name: 'atmosphere', symbols: ['atm'], dimension: PRESSURE },
  { name: 'torr', symbols: ['Torr'], dimension: PRESSURE },
  { name: 'watt', symbols: ['W'], dimension: D(2, 1, -3) },
  { name: 'volt', symbols: ['V'], dimension: D(2, 1, -3, -1) },
  { name: 'coulomb', symbols: ['C'], dimension: D(0, 0, 1, 1) },
  { name: 'ohm', symbols: ['Ω'], dimension: D(2, 1, -3, -2) },
  { name: 'siemens', symbols: ['S'], dimension: D(-2, -1, 3, 2) },
  { name: 'farad', symbols: ['F'], dimension: D(-2, -1, 4, 2) },
  { name: 'henry', symbols: ['H'], dimension: D(2, 1, -2, -2) },
  { name: 'tesla', symbols: ['T'], dimension: D(0, 1, -2, -1) },
  { name: 'gauss', symbols: ['G'], dimension: D(0, 1, -2, -1) },
  { name: 'hertz', symbols: ['Hz'], dimension: D(0, 0, -1) },
  { name: 'liter', symbols: ['l', 'L', 'litre'], dimension: D(3) },
  { name: 'angstrom', symbols: ['Å', 'Angstrom'], dimension: D(1) },
  { name: 'bohr', symbols: ['a0', 'a_0'], dimension: D(1) },
  { name: 'dalton', symbols: ['Da'], dimension: D(0, 1) },
  { name: 'unified_atomic_mass_unit', symbols: ['u', 'amu'], dimension: D(0, 1) },
  { name: 'minute', symbols: ['min'], dimension: D(0, 0, 1) },
  { name: 'hour', symbols: ['h', 'hr'], dimension: D(0, 0, 1) },
  { name: 'day', symbols: ['d'], dimension: D(0, 0, 1) },
  { name: 'degree_Celsius', symbols: ['degC', 'celsius', '°C'], dimension: D(0, 0, 0, 0, 1) },
  { name: 'degree_Fahrenheit', symbols: ['degF', 'fahrenheit', '°F'], dimension: D(0, 0, 0, 0, 1) },
  { name: 'standard_cubic_centimeter_per_minute', symbols: ['sccm'], dimension: D(0, 0, -1, 0, 0, 1) },
  { name: 'bit', symbols: [], dimension: DIMENSIONLESS },
  { name: 'byte', symbols: ['B'], dimension: DIMENSIONLESS },
]

const PREFIXES: [string, string][] = [
  ['yotta', 'Y'], ['zetta', 'Z'], ['exa', 'E'], ['peta', 'P'], ['tera', 'T'], ['giga', 'G'], ['mega', 'M'],
  ['kilo', 'k'], ['hecto', 'h'], ['deca', 'da'], ['deci', 'd'], ['centi', 'c'], ['milli', 'm'], ['micro', 'µ'],
  ['micro', 'u'], ['nano', 'n'], ['pico', 'p'], ['femto', 'f'], ['atto', 'a'], ['zepto', 'z'], ['yocto', 'y'],
]

const BY_NAME = new Map<string, UnitEntry>()
for (const unit of UNITS) {
  BY_NAME.set(unit.name, unit)
  BY_NAME.set(`${unit.name}s`, unit)
  for (const symbol of unit.symbols) BY_NAME.set(symbol, unit)
}

export interface UnitAtom { name: string; dimension: Dimension }

/** Finds a single unit name such as `mbar`, `kilogram`, `nm` or `electron_volt`. */
export function lookupUnitAtom(token: string): UnitAtom | undefined {
  const exact = BY_NAME.get(token)
  if (exact) return { name: exact.name, dimension: exact.dimension }
  for (const [long, short] of PREFIXES) {
    for (const prefix of [long, short]) {
      if (!token.startsWith(prefix) || token.length === prefix.length) continue
      const rest = token.slice(prefix.length)
      // long prefixes go with long names (millibar), short ones with symbols (mbar)
      const unit = prefix === long ? UNITS.find((u) => u.name === rest || `${u.name}s` === rest) : BY_NAME.get(rest)
      if (unit && (prefix === long || unit.symbols.includes(rest) || unit.name === rest)) {
        return { name: `${long}${unit.name}`, dimension: unit.dimension }
      }
    }
  }
  return undefined
}
