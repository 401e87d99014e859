import jmespath from 'jmespath'
import type { Column } from '../../engine/config/columns.js'
import { formatAuthors, formatDate, formatDateTime, formatNumber } from '../../engine/format.js'

/** The part of a column's quantity before `#schema`, which is the JMESPath into a result row. */
export const columnQuery = (column: Column): string => column.search_quantity.split('#')[0]

/** The raw value of `column` in `row`; undefined when the row has none. */
export function cellValue(row: Record<string, unknown>, column: Column): unknown {
  try {
    const value = jmespath.search(row, columnQuery(column)) as unknown
    return value === null ? undefined : value
  } catch {
    return undefined
  }
}

export interface CellFormatOptions {
  /** Converts a stored number to the column's display unit. */
  convert?: (value: number) => number
  /** True for timestamp quantities: ISO strings or epoch numbers are shown as dates. */
  timestamp?: boolean
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'

const labelOf = (value: object): string => {
  const record = value as Record<string, unknown>
  for (const key of ['name', 'dataset_name', 'label', 'value']) if (typeof record[key] === 'string') return record[key] as string
  return JSON.stringify(value)
}

/**
 * The text of a cell: numbers with the column format (3 decimals; scientific above 1000 or below 0.01,
 * src/engine/format.ts), dates per the column mode, author lists shortened, other lists joined.
 */
export function formatCell(value: unknown, column: Column, options: CellFormatOptions = {}): string {
  if (value === undefined || value === null) return ''
  const mode = column.format?.mode
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isNamed)) return formatAuthors(value)
    return value.map((item) => formatCell(item, column, options)).join(', ')
  }
  if (typeof value === 'number') {
    if (options.timestamp || mode === 'date' || mode === 'time') return mode === 'time' ? formatDateTime(value) : formatDate(value)
    const converted = options.convert ? options.convert(value) : value
    return formatNumber(converted, { decimals: column.format?.decimals, mode: mode === 'scientific' || mode === 'separators' ? mode : 'standard', separator: column.format?.separator })
  }
  if (typeof value === 'string') {
    if ((options.timestamp || mode === 'date' || mode === 'time') && ISO_DATE.test(value)) return mode === 'time' ? formatDateTime(value) : formatDate(value)
    return value
  }
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'object') return labelOf(value)
  return String(value)
}
