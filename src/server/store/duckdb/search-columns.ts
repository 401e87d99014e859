import { dataTypeOf, NOMAD_TOP_LEVEL_NESTED_SECTIONS, type DataType, type QuantityInfo } from '../../../engine/query/index.js'

/** Quantities below this prefix live in the custom-quantities table (one row per value). */
export const CUSTOM_PREFIX = 'search_quantities'

/** One typed column of the search table, derived from one search quantity of the registry. */
export interface SearchColumn {
  /** The search quantity (dotted path), also the column's (quoted) name. */
  quantity: string
  /** The path of the value in the entry document (search fields like `.text` read their parent). */
  docPath: string
  dataType: DataType
  /** Holds a list: the quantity has a shape or lies in a repeating section. */
  multi: boolean
  /** SQL type of one value. */
  sqlType: 'VARCHAR' | 'BIGINT' | 'DOUBLE' | 'BOOLEAN' | 'TIMESTAMP'
  /** User/Author quantities hold objects; the column keeps their user_id. */
  userRef: boolean
  /**
   * Set on a search field that reads the very values of another quantity's column
   * (`mainfile.path` of `mainfile`): it has no column of its own, it reads that one.
   */
  storedAs?: string
  /** Short key used while loading (json_transform field name). */
  key: string
  /**
   * False when no indexed entry has had a value yet: the table gets the column with the first
   * value, so that it only holds columns that carry data.
   */
  present?: boolean
  /** How SQL reads the values when they are not a column of the table (user schema quantities). */
  expression?: string
  /**
   * Set on the column of a nested section (`nested: true` in the registry): the column holds
   * one struct per instance of the section, these fields being the values of its quantities
   * within that instance (always lists), so that criteria can be met by the same instance.
   */
  instanceFields?: SearchColumn[]
}

const SQL_TYPES: Record<DataType, SearchColumn['sqlType']> = {
  int: 'BIGINT',
  float: 'DOUBLE',
  boolean: 'BOOLEAN',
  timestamp: 'TIMESTAMP',
  string: 'VARCHAR',
  enum: 'VARCHAR',
  unknown: 'VARCHAR',
}

/** Top-level sections NOMAD keeps nested (custom quantities have their own table). */
const TOP_LEVEL_NESTED = NOMAD_TOP_LEVEL_NESTED_SECTIONS.filter((name) => name !== CUSTOM_PREFIX)

/** The typed columns for every searchable quantity of the registry (sections and custom quantities excluded). */
export function searchColumnsOf(registry: Record<string, QuantityInfo>): SearchColumn[] {
  const columns: SearchColumn[] = []
  const storedBy = new Map<string, string>()
  for (const [quantity, info] of Object.entries(registry)) {
    if (!info.type || info.dynamic || quantity === CUSTOM_PREFIX || quantity.startsWith(`${CUSTOM_PREFIX}.`)) continue
    const dataType = dataTypeOf(info)
    const column: SearchColumn = {
      quantity,
      docPath: documentPath(quantity, registry),
      dataType,
      multi: (info.shape?.length ?? 0) > 0 || info.repeats === true || inListQuantity(quantity, registry),
      sqlType: SQL_TYPES[dataType],
      userRef: info.type.type_kind === 'User' || info.type.type_kind === 'Author',
      key: `c${columns.length}`,
    }
    // Search fields hold what their quantity holds (quantities.path: 13 KB per entry, twice): one column serves both.
    const storage = [column.docPath, column.multi, column.sqlType, column.userRef].join('|')
    const stored = storedBy.get(storage)
    if (stored !== undefined) column.storedAs = stored
    else storedBy.set(storage, quantity)
    columns.push(column)
  }
  const sections = new Set([...Object.entries(registry).filter(([, info]) => !info.type && info.nested === true).map(([name]) => name), ...TOP_LEVEL_NESTED])
  for (const section of sections) {
    const fields = columns
      .filter((column) => !column.instanceFields && column.quantity.startsWith(`${section}.`) && column.docPath.startsWith(`${section}.`))
      .map(({ storedAs: _stored, ...column }, index): SearchColumn => ({ ...column, docPath: column.docPath.slice(section.length + 1), multi: true, key: `f${index}`, expression: `${INSTANCE}.f${index}` }))
    if (fields.length === 0) continue
    columns.push({ quantity: section, docPath: section, dataType: 'unknown', multi: true, sqlType: 'VARCHAR', userRef: false, key: `c${columns.length}`, instanceFields: fields })
  }
  return columns
}

/** The lambda variable that stands for one instance of a nested section in SQL. */
export const INSTANCE = 'inst'

/**
 * Where a quantity's value sits in the entry document. Search fields (`main_author.name.text`,
 * `mainfile.path`) are extra index fields of a quantity: they read the quantity's own value.
 */
function documentPath(quantity: string, registry: Record<string, QuantityInfo>): string {
  const parts = quantity.split('.')
  for (let end = 1; end < parts.length; end++) {
    const info = registry[parts.slice(0, end).join('.')]
    if (info?.type && !['User', 'Author', 'reference'].includes(info.type.type_kind)) return parts.slice(0, end).join('.')
  }
  return quantity
}

/** Quantities of a list-valued reference (authors.name) hold several values. */
function inListQuantity(quantity: string, registry: Record<string, QuantityInfo>): boolean {
  const parts = quantity.split('.')
  for (let end = 1; end < parts.length; end++) {
    const info = registry[parts.slice(0, end).join('.')]
    if (info?.type && (info.shape?.length ?? 0) > 0) return true
  }
  return false
}

/** The SQL type of a column, a list where it holds several values. */
export function columnSqlType(column: SearchColumn): string {
  if (column.instanceFields) return `STRUCT(${column.instanceFields.map((field) => `${field.key} ${columnSqlType(field)}`).join(', ')})[]`
  return column.multi ? `${column.sqlType}[]` : column.sqlType
}

/** How SQL reads a column: its name, or a typed NULL while no entry has a value for it. */
export function columnExpression(column: SearchColumn): string {
  if (column.expression !== undefined) return column.expression
  return column.present === false ? `CAST(NULL AS ${columnSqlType(column)})` : quoteIdentifier(storedName(column))
}

/** The name of the table column that holds a column's values. */
export function storedName(column: SearchColumn): string {
  return column.storedAs ?? column.quantity
}

/** A quoted SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
