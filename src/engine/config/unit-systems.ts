import { z } from 'zod'
import { includeExcludeShape, requiredString } from './common.js'

/** The physical dimensions a unit system assigns units to (NOMAD's list). */
export const DIMENSIONS = [
  'dimensionless',
  'length',
  'mass',
  'time',
  'current',
  'temperature',
  'luminosity',
  'luminous_flux',
  'substance',
  'angle',
  'information',
  'force',
  'energy',
  'power',
  'pressure',
  'charge',
  'resistance',
  'conductance',
  'inductance',
  'magnetic_flux',
  'magnetic_field',
  'frequency',
  'luminance',
  'illuminance',
  'electric_potential',
  'capacitance',
  'activity',
] as const

export type Dimension = (typeof DIMENSIONS)[number]

export const unitSystemUnitSchema = z.looseObject({
  definition: requiredString('Unit definition is required.').describe('A unit or unit expression, e.g. `eV` or `(kg * m) / s^2`.'),
  locked: z.boolean().default(false).describe('Whether the user may change this unit while the system is active.'),
})

/** The SI unit of every dimension: what a unit system uses for the dimensions it does not list. */
export const SI_UNITS: Record<Dimension, string> = {
  dimensionless: 'dimensionless',
  length: 'm',
  mass: 'kg',
  time: 's',
  current: 'A',
  temperature: 'K',
  luminosity: 'cd',
  luminous_flux: 'lm',
  substance: 'mol',
  angle: 'rad',
  information: 'bit',
  force: 'N',
  energy: 'J',
  power: 'W',
  pressure: 'Pa',
  charge: 'C',
  resistance: 'Ω',
  conductance: 'S',
  inductance: 'H',
  magnetic_flux: 'Wb',
  magnetic_field: 'T',
  frequency: 'Hz',
  luminance: 'nit',
  illuminance: 'lx',
  electric_potential: 'V',
  capacitance: 'F',
  activity: 'kat',
}

/** A named unit system; dimensions it leaves out get their (unlocked) SI unit. */
export const unitSystemSchema = z
  .looseObject({
    label: requiredString('Label is required.'),
    units: z.partialRecord(z.enum(DIMENSIONS), unitSystemUnitSchema).default({}),
  })
  .transform((system) => ({
    ...system,
    units: Object.fromEntries(
      DIMENSIONS.map((dimension) => [dimension, system.units[dimension] ?? { definition: SI_UNITS[dimension], locked: false }]),
    ) as Record<Dimension, z.infer<typeof unitSystemUnitSchema>>,
  }))

export const unitSystemsSchema = z
  .looseObject({
    ...includeExcludeShape,
    selected: z.string().optional().describe('The unit system active by default.'),
    options: z.record(z.string(), unitSystemSchema).default({}),
  })
  .superRefine((systems, ctx) => {
    if (systems.selected !== undefined && !(systems.selected in systems.options)) {
      ctx.addIssue({
        code: 'custom',
        path: ['selected'],
        message: `Unknown unit system '${systems.selected}'. Known: ${Object.keys(systems.options).join(', ')}`,
      })
    }
  })
  .describe('The unit systems offered in the GUI (NOMAD `ui.unit_systems`).')

export type UnitSystems = z.infer<typeof unitSystemsSchema>
export type UnitSystem = z.infer<typeof unitSystemSchema>
