import { andSql, joinSql, orSql, sql, type Sql } from './sql.js'

/** What separates words in free text: blanks and punctuation (not '.', '-', '°': parts of formulas, names and units). */
const SEPARATORS = `[\\s,;:!?()\\[\\]{}"'/]+`

/** The lower-case words of a free-text query. */
export function freeTextWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(new RegExp(SEPARATORS)).filter(Boolean))]
}

/**
 * A free-text match on a list of texts (`text_search_contents`): a text equal to the query, or
 * every word of the query among the words of the entry's texts (as a text field matches words).
 */
export function freeTextSql(expr: string, text: string): Sql {
  const exact = joinSql([sql(`coalesce(list_contains(${expr}, `), sql('?', [text]), sql('), FALSE)')], '')
  const words = freeTextWords(text)
  if (words.length === 0) return exact
  const each = words.map((word) =>
    joinSql([sql(`coalesce(list_contains(flatten(list_transform(${expr}, x -> string_split_regex(lower(x), `), sql('?', [SEPARATORS]), sql('))), '), sql('?', [word]), sql('), FALSE)')], ''))
  return orSql([exact, andSql(each)])
}
