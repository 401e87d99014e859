/**
 * The units a dimension can be shown in, for the unit settings dialog: every unit the engine's unit
 * tables know with that dimension (plural spellings left out), and the SI unit and electronvolt with
 * the usual prefixes. Loaded lazily with the units library.
 */
import { loadUnits } from '../loadUnits.js'

export interface UnitChoice {
  unit: string
  /** One of it in the dimension's SI unit, e.g. `1 Å = 1e-10 m`; undefined for the SI unit itself. */
  inSi?: string
}

const PREFIXES = ['p', 'n', 'µ', 'm', 'c', 'k', 'M', 'G', 'T']
/** Symbols that get prefixed variants besides the SI unit (kilogram is prefixed from gram). */
const PREFIXED = ['eV', 'g']

const cache = new Map<string, Promise<UnitChoice[]>>()

export function unitChoices(dimension: string): Promise<UnitChoice[]> {
  let choices = cache.get(dimension)
  if (!choices) {
    choices = computeChoices(dimension)
    cache.set(dimension, choices)
    // A failed load (e.g. the lazy units chunk) is tried again next time, not remembered.
    choices.catch(() => cache.delete(dimension))
  }
  return choices
}

async function computeChoices(dimension: string): Promise<UnitChoice[]> {
  const lib = await loadUnits()
  const si = lib.siUnitOf(dimension)
  const ofDimension = (unit: string) => {
    const parsed = lib.parseUnit(unit)
    return parsed.ok && lib.hasDimension(parsed.unit, dimension)
  }
  const known = lib.knownUnitNames().filter(ofDimension)
  const names = new Set(known)
  const singular = known.filter((unit) => !(/e?s$/.test(unit) && (names.has(unit.replace(/s$/, '')) || names.has(unit.replace(/es$/, '')))))
  const prefixed = [si, ...PREFIXED]
    .filter((unit): unit is string => unit !== undefined && unit !== '' && !unit.includes(' '))
    .flatMap((unit) => PREFIXES.map((prefix) => prefix + unit))
    .filter(ofDimension)
  const units = [...new Set([...(si ? [si] : []), ...prefixed, ...singular])]
  return units.map((unit) => {
    if (!si || unit === si) return { unit }
    try {
      // an offset scale (°C) is no multiple of the SI unit
      if (lib.convertUnit(0, unit, si) !== 0) return { unit }
      return { unit, inSi: `1 ${unit} = ${Number(lib.convertUnit(1, unit, si).toPrecision(4))} ${si}` }
    } catch {
      return { unit }
    }
  })
}
