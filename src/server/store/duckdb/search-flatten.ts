import type { StoredDoc } from '../interfaces.js'
import type { SearchColumn } from './search-columns.js'

type Flat = Record<string, unknown>

interface PathNode {
  columns: SearchColumn[]
  children: Map<string, PathNode>
}

/**
 * Turns entry documents into the values of the typed search columns, in one walk over each
 * document along a tree of the columns' paths (unrelated subtrees are skipped): the result is
 * keyed by the columns' short keys.
 */
export class DocumentFlattener {
  private readonly root: PathNode = { columns: [], children: new Map() }
  private readonly byKey = new Map<string, SearchColumn>()
  /** Per nested-section column: the flattener of one instance of the section. */
  private readonly instances = new Map<SearchColumn, DocumentFlattener>()

  constructor(readonly columns: SearchColumn[]) {
    for (const column of columns) {
      this.byKey.set(column.key, column)
      if (column.instanceFields) this.instances.set(column, new DocumentFlattener(column.instanceFields))
      let node = this.root
      for (const part of column.docPath.split('.')) {
        let child = node.children.get(part)
        if (!child) {
          child = { columns: [], children: new Map() }
          node.children.set(part, child)
        }
        node = child
      }
      node.columns.push(column)
    }
  }

  /** The column of a key in flatten's result. */
  columnOfKey(key: string): SearchColumn | undefined {
    return this.byKey.get(key)
  }

  flatten(doc: StoredDoc): Flat {
    const collected = new Map<SearchColumn, unknown[]>()
    this.walk(doc, this.root, collected)
    const flat: Flat = {}
    // Lists hold each value once, so that counting entries per value needs no list_distinct
    // (measured: it was most of the cost of a terms aggregation over a list column).
    for (const [column, values] of collected) flat[column.key] = column.multi ? [...new Set(values)] : values[0]
    return flat
  }

  private walk(value: unknown, node: PathNode, collected: Map<SearchColumn, unknown[]>): void {
    if (value === null || value === undefined) return
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, node, collected)
      return
    }
    for (const column of node.columns) {
      const instance = this.instances.get(column)
      const converted = instance ? instanceValues(instance, value) : convert(column, value)
      if (converted === undefined) continue
      const list = collected.get(column)
      if (list) list.push(converted)
      else collected.set(column, [converted])
    }
    if (node.children.size === 0 || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    for (const [key, child] of node.children) {
      const inner = record[key]
      if (inner !== undefined && inner !== null) this.walk(inner, child, collected)
    }
  }
}

/** One instance of a nested section: its quantities' values, undefined when it has none. */
function instanceValues(flattener: DocumentFlattener, value: unknown): Flat | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const flat = flattener.flatten(value as StoredDoc)
  return Object.keys(flat).length > 0 ? flat : undefined
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
