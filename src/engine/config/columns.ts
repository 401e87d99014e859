import jmespath from 'jmespath'
import { z } from 'zod'
import { integer, isRecord, renameKey } from './common.js'
import { noteDeprecation } from './deprecations.js'

// The typings omit `compile`, which the library exports next to `search`.
const { compile } = jmespath as unknown as { compile: (query: string) => unknown }

export const COLUMN_QUERY_ERROR = 'Invalid JMESPath query in the app columns'

/**
 * A column's quantity is a JMESPath query, optionally followed by `#schema.Section` naming the schema
 * that defines it (NOMAD's syntax for user-defined quantities).
 */
export function isValidColumnQuery(searchQuantity: string): boolean {
  const query = searchQuantity.split('#')[0]
  if (query.trim() === '') return false
  try {
    compile(query)
    return true
  } catch {
    return false
  }
}

export const columnFormatSchema = z.looseObject({
  decimals: integer().default(3),
  mode: z.enum(['standard', 'scientific', 'separators', 'date', 'time']).default('standard'),
  separator: z.string().optional().describe('Thousands separator of the `separators` mode.'),
})

export const columnSchema = z.looseObject({
  search_quantity: z
    .string({ error: (issue) => (issue.input === undefined ? 'Search quantity is required.' : undefined) })
    .refine(isValidColumnQuery, COLUMN_QUERY_ERROR),
  selected: z.boolean().default(false).describe('Shown by default.'),
  title: z.string().optional(),
  label: z.string().optional().describe('Older name of `title`.'),
  unit: z.string().optional(),
  format: columnFormatSchema.optional(),
  align: z.enum(['left', 'right', 'center']).default('left'),
}).meta({ id: 'Column' })

export type Column = z.infer<typeof columnSchema>
export type ColumnFormat = z.infer<typeof columnFormatSchema>

/**
 * NOMAD's older `columns: {selected: [...], options: {quantity: {...}}, include, exclude}` as a list
 * in option order, each with its `selected` flag and `label` as title.
 */
export function legacyColumnsToList(columns: unknown): unknown {
  // A column of NOMAD's older models names its quantity `quantity`.
  if (Array.isArray(columns)) return columns.map((column) => (isRecord(column) ? withSearchQuantity({ ...column }) : column))
  if (!isRecord(columns)) return columns
  noteDeprecation('`columns` as `{selected, options}` is deprecated: read as a list of columns')
  const options = isRecord(columns.options) ? columns.options : {}
  const selected = Array.isArray(columns.selected) ? (columns.selected as unknown[]) : []
  const keys = Array.isArray(columns.include) ? (columns.include as string[]) : Object.keys(options)
  const exclude = new Set(Array.isArray(columns.exclude) ? (columns.exclude as string[]) : [])
  for (const key of selected) if (typeof key === 'string' && !keys.includes(key)) keys.push(key)
  return keys
    .filter((key) => !exclude.has(key))
    .map((key) => {
      const option = isRecord(options[key]) ? options[key] : {}
      const column: Record<string, unknown> = { search_quantity: key, ...option, selected: selected.includes(key) }
      if (column.title === undefined && typeof option.label === 'string') column.title = option.label
      return withSearchQuantity(column)
    })
}

function withSearchQuantity(column: Record<string, unknown>): Record<string, unknown> {
  renameKey(column, 'quantity', 'search_quantity')
  return column
}

export const columnsSchema = z
  .preprocess(legacyColumnsToList, z.array(columnSchema))
  .describe('Result table columns; the older `{selected, options}` form is read as this list.')

/** A column's header: its title, else its older label, else the quantity path. */
export const columnTitle = (column: Column): string => column.title ?? column.label ?? column.search_quantity
