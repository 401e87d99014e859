import { math, unitFactors } from './math.js'
import { parseUnit } from './parse.js'

/** Symbols for pint's long unit names. */
const SYMBOLS: Record<string, string> = {
  meter: 'm', metre: 'm', gram: 'g', second: 's', ampere: 'A', kelvin: 'K', mole: 'mol', candela: 'cd',
  joule: 'J', electronvolt: 'eV', electron_volt: 'eV', newton: 'N', pascal: 'Pa', watt: 'W', volt: 'V',
  coulomb: 'C', ohm: 'Ω', siemens: 'S', henry: 'H', tesla: 'T', weber: 'Wb', hertz: 'Hz', farad: 'F',
  liter: 'l', litre: 'l', angstrom: 'Å', 'Å': 'Å', radian: 'rad', degree: '°', deg: '°', hartree: 'Ha',
  rydberg: 'Ry', minute: 'min', hour: 'h', day: 'd', degree_Celsius: '°C', celsius: '°C', degC: '°C',
  degree_Fahrenheit: '°F', fahrenheit: '°F', degF: '°F', dalton: 'Da', calorie: 'cal', lumen: 'lm', lux: 'lx',
  katal: 'kat', bits: 'bit', bytes: 'B', byte: 'B', electron_mass: 'm_e', unified_atomic_mass_unit: 'u',
  atmosphere: 'atm', standard_atmosphere: 'atm', steradian: 'sr', bohr_radius: 'bohr',
}

const PREFIX_SYMBOLS: Record<string, string> = {
  yotta: 'Y', zetta: 'Z', exa: 'E', peta: 'P', tera: 'T', giga: 'G', mega: 'M', kilo: 'k', hecto: 'h',
  deca: 'da', deci: 'd', centi: 'c', milli: 'm', micro: 'µ', u: 'µ', nano: 'n', pico: 'p', femto: 'f',
  atto: 'a', zepto: 'z', yocto: 'y',
}

/**
 * A short label for a unit: symbols, `^` powers, the denominator after ` / `
 * (`joule / gram / kelvin` gives `J / (g K)`, `meter ** 3` gives `m^3`). Unparsable text comes back as is.
 */
export function formatUnit(text: string): string {
  const parsed = parseUnit(text)
  if (!parsed.ok) return text
  if (parsed.unit.dimensionless) return ''
  const factors = unitFactors(math.Unit.parse(parsed.unit.expression))
  const part = (name: string, prefix: string, power: number) => {
    const symbol = SYMBOLS[name]
    const shortPrefix = symbol ? (PREFIX_SYMBOLS[prefix] ?? prefix) : prefix
    const base = `${shortPrefix}${symbol ?? name}`
    return Math.abs(power) === 1 ? base : `${base}^${Math.abs(power)}`
  }
  const numerator = factors.filter((u) => u.power > 0).map((u) => part(u.unit.name, u.prefix.name, u.power))
  const denominator = factors.filter((u) => u.power < 0).map((u) => part(u.unit.name, u.prefix.name, u.power))
  if (denominator.length === 0) return numerator.join(' ')
  const below = denominator.length > 1 ? `(${denominator.join(' ')})` : denominator[0]
  return `${numerator.length ? numerator.join(' ') : '1'} / ${below}`
}
