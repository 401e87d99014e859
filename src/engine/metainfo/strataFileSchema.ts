import { z } from 'zod'

/**
 * The one schema of Strata's own metainfo files (schemas/metainfo/*.yaml). Names of sections,
 * quantities and sub sections are mapping keys; several files may add to the same package.
 */

const annotations = z.record(z.string(), z.unknown())

const searchFields = z.union([
  z.array(z.string()),
  z.record(z.string(), z.object({ aggregatable: z.boolean().optional() }).strict()),
])

const quantity = z.object({
  type: z.string(),
  /** Enum values, or the name of an enum declared under `enums:`. */
  values: z.union([z.array(z.string()), z.string()]).optional(),
  /** The section a `reference` points to. */
  target: z.string().optional(),
  shape: z.array(z.union([z.number().int(), z.string()])).optional(),
  unit: z.string().optional(),
  description: z.string().optional(),
  default: z.unknown().optional(),
  virtual: z.boolean().optional(),
  searchable: z.boolean().optional(),
  aggregatable: z.boolean().optional(),
  suggestion: z.boolean().optional(),
  /** Extra search keys below this one, e.g. `[path]` gives `mainfile.path` (full-text). */
  search_fields: searchFields.optional(),
  m_annotations: annotations.optional(),
}).strict()
  .refine((q) => q.type !== 'enum' || q.values !== undefined, { message: 'an enum needs values', path: ['values'] })
  .refine((q) => q.type !== 'reference' || q.target !== undefined, { message: 'a reference needs a target', path: ['target'] })

const subSection = z.object({
  section: z.string(),
  repeats: z.boolean().optional(),
  description: z.string().optional(),
  searchable: z.boolean().optional(),
  nested: z.boolean().optional(),
  flatten: z.boolean().optional(),
  m_annotations: annotations.optional(),
}).strict()

const section = z.object({
  description: z.string().optional(),
  label: z.string().optional(),
  base_sections: z.array(z.string()).optional(),
  aliases: z.array(z.string()).optional(),
  quantities: z.record(z.string(), quantity).optional(),
  sub_sections: z.record(z.string(), subSection).optional(),
  m_annotations: annotations.optional(),
}).strict()

export const strataMetainfoFileSchema = z.object({
  package: z.string().min(1),
  description: z.string().optional(),
  /** Default `searchable` for this file's quantities (when the type allows) and sub sections. */
  searchable: z.boolean().optional(),
  enums: z.record(z.string(), z.array(z.string())).optional(),
  sections: z.record(z.string(), section).default({}),
}).strict()

export type StrataMetainfoFile = z.infer<typeof strataMetainfoFileSchema>
export type StrataQuantitySpec = z.infer<typeof quantity>
export type StrataSubSectionSpec = z.infer<typeof subSection>
export type StrataSectionSpec = z.infer<typeof section>
