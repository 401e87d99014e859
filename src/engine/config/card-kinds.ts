import jmespath from 'jmespath'
import { z } from 'zod'
import { requiredSpecSchema, type RequiredSpec } from '../archive/required.js'

/**
 * What a card needs of the archive, in the shape of NOMAD's archive `required` (the archive engine's one
 * schema): `"*"` for a whole section, `"include-resolved"` to also receive what references inside it
 * point to, or an object selecting sub sections. The entry page sends the union of the shown cards' specs.
 */
export type CardRequired = RequiredSpec
export const cardRequiredSchema = requiredSpecSchema

export const DEFAULT_CARD_ERROR = 'Could not render card.'

const common = {
  error: z.string().default(DEFAULT_CARD_ERROR).describe('Shown instead of the card when it fails to render.'),
  title: z.string().optional().describe('Card title.'),
  required: cardRequiredSchema.optional().describe('The archive data this card needs (NOMAD `required` shape).'),
}

// The typings omit `compile`, which the library exports next to `search`.
const { compile } = jmespath as unknown as { compile: (query: string) => unknown }

/** A JMESPath, checked when the config is validated: a typo names itself there, not as a broken card. */
const jmesPathSchema = (description: string) =>
  z
    .string()
    .min(1)
    .superRefine((path, ctx) => {
      try {
        compile(path)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `'${path}' is not a valid JMESPath: ${(error as Error).message}` })
      }
    })
    .describe(description)

/** A JMESPath into the archive, with the unit the stored value has (SI unless said) and the one to show. */
export const archiveBindingSchema = z.strictObject({
  path: jmesPathSchema('JMESPath into the archive, e.g. results.properties.electronic.band_gap[0].value'),
  unit: z.string().optional().describe('Unit of the stored value, e.g. joule.'),
  display_unit: z.string().optional().describe('Unit to show the value in, e.g. eV.'),
  label: z.string().optional(),
})
export type ArchiveBinding = z.infer<typeof archiveBindingSchema>

export const quantityTableCardSchema = z.strictObject({
  ...common,
  type: z.literal('quantities'),
  quantities: z.array(archiveBindingSchema).min(1).describe('One row per quantity: label and value.'),
})

export const plotTraceSchema = z.strictObject({
  name: z.string().optional(),
  x: archiveBindingSchema.optional().describe('Without x, y is drawn against the item index (e.g. energy against step).'),
  y: archiveBindingSchema,
  mode: z.enum(['lines', 'markers', 'lines+markers']).default('lines'),
})

export const plotCardSchema = z.strictObject({
  ...common,
  type: z.literal('plot'),
  traces: z.array(plotTraceSchema).min(1),
  x_axis: z.strictObject({ title: z.string().optional(), log: z.boolean().default(false) }).prefault({}),
  y_axis: z.strictObject({ title: z.string().optional(), log: z.boolean().default(false) }).prefault({}),
  height: z.number().int().positive().default(400).describe('Plot height in pixels.'),
})

export const structureCardSchema = z.strictObject({
  ...common,
  type: z.literal('structure'),
  path: jmesPathSchema('JMESPath to a structure: an OPTIMADE-like results structure or a run system `atoms` section.'),
  size_limit: z.number().int().positive().optional().describe('Atoms above which the viewer asks before drawing; default 40000.'),
})

export const histogramCardSchema = z.strictObject({
  ...common,
  type: z.literal('histogram'),
  values: archiveBindingSchema.describe('The numbers to count, e.g. run[0].calculation[*].energy.total.value.'),
  bins: z.number().int().positive().optional().describe('Number of bins; plotly chooses when absent.'),
  x_axis: z.strictObject({ title: z.string().optional(), log: z.boolean().default(false) }).prefault({}),
  height: z.number().int().positive().default(300).describe('Plot height in pixels.'),
})

export const itemsTableCardSchema = z.strictObject({
  ...common,
  type: z.literal('table'),
  items: jmesPathSchema('JMESPath to a list of repeated sections, e.g. run[0].calculation.'),
  columns: z
    .array(archiveBindingSchema)
    .min(1)
    .describe('One column per quantity; each path is read relative to an item, e.g. energy.total.value.'),
  max_rows: z.number().int().positive().default(50).describe('Rows shown at most; the rest are counted below the table.'),
})

export const markdownCardSchema = z.strictObject({
  ...common,
  type: z.literal('markdown'),
  content: z.string().describe('Markdown text.'),
})

/**
 * The schemas of the card kinds a deployment composes in YAML without code, one per type. The union and
 * DECLARATIVE_CARD_TYPES follow this list, and so does the GUI's list of card renderers
 * (`src/renderers/cards/register.ts`, checked against it by tests/gui/cards/kinds.test.ts).
 */
export const DECLARATIVE_CARD_SCHEMAS = [
  quantityTableCardSchema,
  plotCardSchema,
  structureCardSchema,
  markdownCardSchema,
  histogramCardSchema,
  itemsTableCardSchema,
] as const

export const declarativeCardSchema = z.discriminatedUnion('type', [...DECLARATIVE_CARD_SCHEMAS])
export type DeclarativeCard = z.infer<typeof declarativeCardSchema>
export type DeclarativeCardType = DeclarativeCard['type']
export const DECLARATIVE_CARD_TYPES: readonly DeclarativeCardType[] = DECLARATIVE_CARD_SCHEMAS.map((schema) => schema.shape.type.value)

/** A built-in card (its kind is its key in the card list): an error text and what it needs of the archive. */
export const builtinCardSchema = z.looseObject({
  ...common,
  // `not: {}` keeps the JSON Schema's oneOf exclusive: a declarative card never matches this branch.
  type: z.undefined().optional().meta({ not: {}, description: 'Absent for the built-in cards.' }),
})

/** One card: built-in (no `type`) or declarative (its `type` names the kind). */
export const cardSchema = z.discriminatedUnion('type', [builtinCardSchema, ...declarativeCardSchema.options])
export type Card = z.infer<typeof cardSchema>
