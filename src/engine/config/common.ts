import { z } from 'zod'
import { isRecord } from '../json.js'
import { noteDeprecation, renamedNote } from './deprecations.js'

/** Any JSON value; used where NOMAD accepts free-form data (locked filters, plugin metadata). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValueSchema), z.record(z.string(), jsonValueSchema)]),
)

export { isRecord }

/** Applies `normalise` to plain objects only, so that wrong types still reach zod and get a proper message. */
export const normaliseObject =
  (normalise: (value: Record<string, unknown>) => Record<string, unknown>) =>
  (value: unknown): unknown =>
    isRecord(value) ? normalise({ ...value }) : value

/** Moves a legacy key to its current name unless the current name is already given. */
export function renameKey(value: Record<string, unknown>, legacy: string, current: string): void {
  if (!(legacy in value)) return
  noteDeprecation(renamedNote(legacy, current))
  if (value[current] === undefined) value[current] = value[legacy]
  delete value[legacy]
}

/** NOMAD's `{include, exclude}` filter on a set of named options. */
export const includeExcludeShape = {
  include: z.array(z.string()).optional().describe('Names to use, in this order. All options when absent.'),
  exclude: z.array(z.string()).optional().describe('Names to leave out; wins over include.'),
}

/** NOMAD's `{include, exclude, options}` pattern. */
export const optionsSchema = <T extends z.ZodType>(option: T) =>
  z.looseObject({
    ...includeExcludeShape,
    options: z.record(z.string(), option).default({}),
  })

/** Statistics scaling of terms, histograms and periodic tables (spec 2 §3). */
export const scaleSchema = z.enum(['linear', 'log', '1/2', '1/4', '1/8'])
export type Scale = z.infer<typeof scaleSchema>

export const integer = (what = 'an integer') => z.int({ error: (issue) => (issue.input === undefined ? undefined : `Expected ${what}`) })

/** A required string; the message names the field when it is missing. */
export const requiredString = (missing: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? missing : undefined) })
