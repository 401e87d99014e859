import {
  create,
  createComplexClass,
  createCreateUnit,
  createFormat,
  createFractionClass,
  createTyped,
  createUnitClass,
  createUnitFunction,
  type Unit as MathUnit,
} from 'mathjs'
import { EXTRA_UNITS } from './definitions.js'
import { numberScalarFactories } from './numberScalars.js'

/**
 * A dedicated mathjs instance with only the unit functions on plain numbers (keeps the GUI bundle small, is
 * quick to create, and leaves any other mathjs user untouched), extended with NOMAD's unit names.
 */
export const math = create({
  createTyped,
  createFormat,
  createComplexClass,
  createFractionClass,
  createUnitClass,
  createUnitFunction,
  createCreateUnit,
  ...numberScalarFactories,
})

export type { MathUnit }

/** Letters of any script, underscores (`electron_volt`) and the degree sign (`°`, `°C`). */
math.Unit.isValidAlpha = (c: string) => /^[\p{L}_°]$/u.test(c)

// µ (micro sign) and μ (Greek mu) as well as mathjs's u for micro.
const shortPrefixes = math.Unit.PREFIXES.SHORT as unknown as Record<string, unknown>
shortPrefixes['µ'] = shortPrefixes['u']
shortPrefixes['μ'] = shortPrefixes['u']

const known = (name: string) => Object.hasOwn(math.Unit.UNITS, name)

// Names mathjs already has keep mathjs's meaning unless the entry overrides it.
for (const unit of EXTRA_UNITS) {
  if (known(unit.name) && !unit.override) continue
  math.createUnit(
    unit.name,
    {
      definition: unit.definition,
      prefixes: unit.prefixes ?? 'none',
      aliases: (unit.aliases ?? []).filter((alias) => !known(alias)),
      ...(unit.offset !== undefined && { offset: unit.offset }),
    },
    { override: unit.override ?? false },
  )
}

/** Every unit name the instance knows (mathjs's own and NOMAD's), without prefixes. */
export function knownUnitNames(): string[] {
  return Object.keys(math.Unit.UNITS)
}

/** One factor of a mathjs unit (mathjs's own typing of `prefix` is wrong: it is an object). */
export interface UnitFactor {
  unit: { name: string; value: number; dimensions: number[] }
  prefix: { name: string; value: number }
  power: number
}

export function unitFactors(unit: MathUnit): UnitFactor[] {
  return unit.units as unknown as UnitFactor[]
}
