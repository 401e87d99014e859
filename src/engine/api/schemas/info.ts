import { z } from 'zod'

/** GET info → statistics (spec 1 §3: n_entries, n_calculations, n_quantities, n_materials). */
export const statisticsSchema = z.object({
  n_entries: z.number().int().describe('Number of entries'),
  n_calculations: z.number().int().describe('Number of calculations, summed over the simulation entries'),
  n_quantities: z.number().int().describe('Number of quantity values in all archives'),
  n_materials: z.number().int().describe('Number of distinct materials'),
})
export type Statistics = z.infer<typeof statisticsSchema>

export const codeInfoSchema = z.object({
  code_name: z.string(),
  code_homepage: z.string().nullable(),
})

/** One thing a NOMAD plugin entry point would provide: a parser or an app of this deployment. */
export const pluginEntryPointSchema = z.looseObject({
  id: z.string(),
  entry_point_type: z.string().describe("e.g. 'parser', 'app'"),
  name: z.string(),
  description: z.string().optional(),
})

/** GET info: what this deployment is and holds, in the shape of NOMAD's info endpoint. */
export const infoResponseSchema = z.object({
  name: z.string(),
  version: z.string(),
  deployment: z.string().describe('Name of the deployment'),
  deployment_url: z.string().describe('The API root of this deployment'),
  oasis: z.boolean(),
  parsers: z.array(z.string()).describe('Parsers that turn raw files into entries'),
  codes: z.array(codeInfoSchema).describe('Simulation codes whose output is parsed'),
  metainfo_packages: z.array(z.string()),
  normalizers: z.array(z.string()),
  plugin_packages: z.array(z.record(z.string(), z.unknown())),
  plugin_entry_points: z.array(pluginEntryPointSchema).describe("What the deployment offers, by kind (NOMAD's About page lists them)"),
  search_quantities: z
    .record(z.string(), z.object({ name: z.string(), description: z.string().optional(), many: z.boolean() }))
    .describe('The search quantities, by full name'),
  statistics: statisticsSchema,
  git: z.object({ ref: z.string(), version: z.string(), commit: z.string(), log: z.string() }),
})
export type InfoResponse = z.infer<typeof infoResponseSchema>
