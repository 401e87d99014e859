import type { StoredDoc } from '../interfaces.js'
import type { SearchColumn } from './search-columns.js'

type Flat = Record<string, unknown>

/**
 * Turns entry documents into the values of the typed search columns, in one walk over each
 * document (not one lookup per quantity): the result is keyed by the columns' short keys.
 */
export class DocumentFlattener {
  private readonly byPath = new Map<string, SearchColumn[]>()
  /** Every path prefix that leads to a column, so the walk skips unrelated subtrees. */
  private readonly prefixes = new Set<string>()

  constructor(readonly columns: SearchColumn[]) {
    for (const column of columns) {
      const list = this.byPath.get(column.docPath) ?? []
      list.push(column)
      this.byPath.set(column.docPath, list)
      const parts = column.docPath.split('.')
      for (let end = 1; end <= parts.length; end++) this.prefixes.add(parts.slice(0, end).join('.'))
    }
  }

  flatten(doc: StoredDoc): Flat {
    const collected = new Map<SearchColumn, unknown[]>()
    this.walk(doc, '', collected)
    const flat: Flat = {}
    for (const [column, values] of collected) {
      if (values.length === 0) continue
      flat[column.key] = column.multi ? values : values[0]
    }
    return flat
  }

  private walk(value: unknown, path: string, collected: Map<SearchColumn, unknown[]>): void {
    if (value === null || value === undefined) return
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, path, collected)
      return
    }
    const columns = path ? this.byPath.get(path) : undefined
    if (columns) {
      for (const column of columns) {
        const converted = convert(column, value)
        if (converted === undefined) continue
        const list = collected.get(column) ?? []
        list.push(converted)
        collected.set(column, list)
      }
    }
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        const innerPath = path ? `${path}.${key}` : key
        if (this.prefixes.has(innerPath)) this.walk(inner, innerPath, collected)
      }
    }
  }
}

/** A document value as the column stores it; undefined when it does not fit the type. */
function convert(column: SearchColumn, value: unknown): unknown {
  if (column.userRef) {
    if (typeof value === 'object' && value !== null) {
      const id = (value as Record<string, unknown>).user_id
      return typeof id === 'string' ? id : undefined
    }
    return typeof value === 'string' ? value : undefined
  }
  if (typeof value === 'object') return undefined
  switch (column.sqlType) {
    case 'BIGINT':
      return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : typeof value === 'boolean' ? Number(value) : undefined
    case 'DOUBLE':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined
    case 'BOOLEAN':
      return typeof value === 'boolean' ? value : undefined
    case 'TIMESTAMP':
      return timestampText(value)
    case 'VARCHAR':
      return String(value)
  }
}

/** ISO 8601 in UTC without zone designator, which DuckDB reads as a TIMESTAMP. */
export function timestampText(value: unknown): string | undefined {
  const time = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, -1) : undefined
}
