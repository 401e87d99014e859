import type { DuckDBValue } from '@duckdb/node-api'

/** A piece of SQL with its positional (`?`) parameters, in order. */
export interface Sql {
  text: string
  params: DuckDBValue[]
}

export function sql(text: string, params: DuckDBValue[] = []): Sql {
  return { text, params }
}

/** Joins pieces with a separator, keeping the parameters in order. */
export function joinSql(parts: Sql[], separator: string): Sql {
  return { text: parts.map((part) => part.text).join(separator), params: parts.flatMap((part) => part.params) }
}

/** Wraps a piece: `before + piece + after`. */
export function wrapSql(before: string, piece: Sql, after: string): Sql {
  return { text: `${before}${piece.text}${after}`, params: piece.params }
}

export const TRUE_SQL: Sql = sql('TRUE')
export const FALSE_SQL: Sql = sql('FALSE')

export function andSql(parts: Sql[]): Sql {
  const kept = parts.filter((part) => part.text !== 'TRUE')
  if (kept.some((part) => part.text === 'FALSE')) return FALSE_SQL
  if (kept.length === 0) return TRUE_SQL
  return kept.length === 1 ? kept[0] : wrapSql('(', joinSql(kept, ' AND '), ')')
}

export function orSql(parts: Sql[]): Sql {
  if (parts.some((part) => part.text === 'TRUE')) return TRUE_SQL
  const kept = parts.filter((part) => part.text !== 'FALSE')
  if (kept.length === 0) return FALSE_SQL
  return kept.length === 1 ? kept[0] : wrapSql('(', joinSql(kept, ' OR '), ')')
}
