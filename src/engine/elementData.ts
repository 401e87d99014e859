/**
 * The static element dataset (spec 3 §3.8): one record per element, hydrogen (1) through
 * ununennium (119), with its grid place (xpos column, ypos row; lanthanides at row 9 and actinides
 * at row 10, columns 3–17; element 119 in period 8, row 8). The values come from the
 * `node-periodic-table` package, which ships the same record layout NOMAD's periodic table uses;
 * zod checks them on first use so that a changed package fails loudly, not silently.
 * Import this module only where the records are shown: it carries every element's summary text.
 */
import { z } from 'zod'
import records from 'node-periodic-table/elements.json'

const phase = z.enum(['Solid', 'Liquid', 'Gas'])
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable()

export const elementRecordSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  number: z.number().int().positive(),
  period: z.number().int().positive(),
  xpos: z.number().int().positive(),
  ypos: z.number().int().positive(),
  category: z.string(),
  phase,
  atomic_mass: z.number(),
  density: orNull(z.number()),
  melt: orNull(z.number()),
  boil: orNull(z.number()),
  molar_heat: orNull(z.number()),
  appearance: orNull(z.string()),
  color: orNull(z.string()),
  discovered_by: orNull(z.string()),
  named_by: orNull(z.string()),
  source: z.url(),
  spectral_img: orNull(z.string()),
  summary: z.string(),
  shells: z.array(z.number().int().nonnegative()),
})

export type ElementRecord = z.infer<typeof elementRecordSchema>

let parsed: readonly ElementRecord[] | undefined

/** Every element record in order of atomic number; only the §3.8 fields are kept. */
export function elementRecords(): readonly ElementRecord[] {
  parsed ??= z.array(elementRecordSchema).parse(records)
  return parsed
}

/** One record by atomic number or symbol, e.g. 119 or 'Uue'. */
export function elementRecord(key: number | string): ElementRecord | undefined {
  return elementRecords().find((record) => (typeof key === 'number' ? record.number === key : record.symbol === key))
}
