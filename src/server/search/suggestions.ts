import type { SuggestionOption } from '../store/interfaces.js'
import type { SqlRunner } from './aggregations.js'
import type { ColumnResolver } from './compile-query.js'
import { columnExpression } from '../store/duckdb/search-columns.js'
import { wrapSql, type Sql } from './sql.js'

/**
 * Suggestions for the search bar: values of each quantity that contain the input
 * (case-insensitive) among the entries the user sees; values starting with the input first,
 * then the more frequent ones.
 */
export async function suggestValues(
  quantities: string[],
  input: string,
  size: number,
  visible: Sql,
  resolve: ColumnResolver,
  run: SqlRunner,
): Promise<Record<string, SuggestionOption[]>> {
  // Entries, not assignments: a quantity named __proto__ stays a plain key.
  const result: [string, SuggestionOption[]][] = []
  const needle = input.toLowerCase()
  for (const quantity of quantities) {
    const column = resolve(quantity)
    // Sections (their instance columns) have no values to suggest.
    if (!column || column.instanceFields || column.sqlType !== 'VARCHAR') {
      result.push([quantity, []])
      continue
    }
    const expr = columnExpression(column)
    const values = column.multi ? `unnest(list_distinct(${expr}))` : expr
    const rows = await run({
      text: `SELECT value, count(*) AS weight FROM (SELECT ${values} AS value FROM search_entries WHERE ${wrapSql('', visible, '').text})
        WHERE contains(lower(value), ?) GROUP BY value ORDER BY starts_with(lower(value), ?) DESC, weight DESC, value LIMIT ${Math.max(1, Math.floor(size))}`,
      params: [...visible.params, needle, needle],
    })
    result.push([quantity, rows.map((row) => ({ value: String(row.value), weight: Number(row.weight) }))])
  }
  return Object.fromEntries(result)
}
