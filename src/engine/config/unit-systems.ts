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

export const unitSystemUnitSchema = z.looseObject({
  definition: requiredString('Unit definition is required.').describe('A unit or unit expression, e.g. `eV` or `(kg * m) / s^2`.'),
  locked: z.boolean().default(false).describe('Whether the user may change this unit while the system is active.'),
})

export const unitSystemSchema = z.looseObject({
  label: requiredString('Label is required.'),
  units: z.partialRecord(z.enum(DIMENSIONS), unitSystemUnitSchema).default({}),
})

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
export type Dimension = (typeof DIMENSIONS)[number]
