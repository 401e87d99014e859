import { FREE_TEXT_TARGET, type CriterionNode, type QueryNode, type ScalarValue } from '../../engine/query/index.js'
import { freeTextSql } from './free-text.js'
import { CUSTOM_PREFIX, columnExpression, INSTANCE, type SearchColumn } from '../store/duckdb/search-columns.js'
import { timestampText } from '../store/duckdb/search-flatten.js'
import { andSql, FALSE_SQL, joinSql, orSql, sql, TRUE_SQL, wrapSql, type Sql } from './sql.js'

/** The table of custom (user schema) quantity values: one row per value. */
export const CUSTOM_TABLE = 'search_custom'

/** How a quantity is read inside the SQL: an expression and what it holds. */
export interface ColumnRef {
  expr: string
  column: Pick<SearchColumn, 'multi' | 'sqlType'>
}

/** Resolves quantities of the main table. */
export type ColumnResolver = (quantity: string) => SearchColumn | undefined

const CUSTOM_COLUMNS: Record<string, SearchColumn['sqlType']> = {
  id: 'VARCHAR',
  definition: 'VARCHAR',
  path_archive: 'VARCHAR',
  str_value: 'VARCHAR',
  int_value: 'BIGINT',
  float_value: 'DOUBLE',
  bool_value: 'BOOLEAN',
  datetime_value: 'TIMESTAMP',
}

/** Whether a nested section is the custom (user schema) quantities' one, or lies below it. */
export function isCustomSection(prefix: string): boolean {
  return prefix === CUSTOM_PREFIX || prefix.startsWith(`${CUSTOM_PREFIX}.`)
}

/** `search_quantities.str_value.keyword` → the `str_value` column of the custom table. */
export function customColumnOf(quantity: string): ColumnRef | undefined {
  if (!quantity.startsWith(`${CUSTOM_PREFIX}.`)) return undefined
  const name = quantity.slice(CUSTOM_PREFIX.length + 1).split('.')[0]
  const sqlType = CUSTOM_COLUMNS[name]
  return sqlType ? { expr: `sq.${name}`, column: { multi: false, sqlType } } : undefined
}

/**
 * Compiles the normalised query (src/engine/query) into a SQL condition over the search
 * table. Criteria under a `not` yield TRUE or FALSE, never NULL, so that `not` includes
 * entries without the quantity (as NOMAD's `must_not` does). Elsewhere a NULL rejects a row as
 * FALSE does, and plain comparisons on single-valued columns stay bare: DuckDB then filters
 * them while scanning (measured 25% faster per statement than wrapped in coalesce).
 */
export function compileQuery(node: QueryNode, resolve: ColumnResolver): Sql {
  const compiler = new QueryCompiler(resolve)
  return compiler.node(node, false)
}

class QueryCompiler {
  /** inInstance: compiling the criteria on one instance of a nested section (inside its lambda). */
  constructor(
    private readonly resolve: ColumnResolver,
    private readonly inInstance = false,
  ) {}

  /** negated: under an odd number of `not`s, where NULL must not stand for FALSE. */
  node(node: QueryNode, inCustom: boolean, negated = false): Sql {
    switch (node.kind) {
      case 'empty':
        return TRUE_SQL
      case 'and':
        return andSql(node.children.map((child) => this.node(child, inCustom, negated)))
      case 'or':
        return orSql(node.children.map((child) => this.node(child, inCustom, negated)))
      case 'not': {
        const inner = this.node(node.child, inCustom, !negated)
        if (inner.text === 'TRUE') return FALSE_SQL
        if (inner.text === 'FALSE') return TRUE_SQL
        return wrapSql('(NOT ', inner, ')')
      }
      case 'nested':
        if (!inCustom && isCustomSection(node.prefix)) {
          return customSubquery(this.node(node.query, true))
        }
        return this.nested(node.prefix, node.query, inCustom)
      case 'optimade':
        return node.query ? this.node(node.query, inCustom, negated) : FALSE_SQL
      default:
        return this.criterion(node, inCustom, negated)
    }
  }

  /**
   * Criteria that must hold for the same instance of a nested section: a lambda over the
   * section's instance column. Inside an instance, deeper nested sections are matched on the
   * instance's values; sections without an instance column on the entry's values.
   */
  private nested(prefix: string, query: QueryNode, inCustom: boolean): Sql {
    const section = inCustom || this.inInstance ? undefined : this.resolve(prefix)
    // One criterion holds for one instance exactly when it holds for any: the flat column is faster.
    if (!section?.instanceFields || singleCriterion(query)) return this.node(query, inCustom)
    const fields = new Map(section.instanceFields.map((field) => [field.quantity, field]))
    // Names are resolved as outside first (materials name them relative to results.material).
    const instance = new QueryCompiler((quantity) => fields.get(this.resolve(quantity)?.quantity ?? quantity), true)
    const condition = instance.node(query, false)
    const instances = columnExpression(section)
    if (condition.text === 'FALSE') return FALSE_SQL
    if (condition.text === 'TRUE') return sql(`coalesce(len(${instances}) > 0, FALSE)`)
    return wrapSql(`coalesce(len(list_filter(${instances}, ${INSTANCE} -> `, condition, ')) > 0, FALSE)')
  }

  private criterion(node: CriterionNode, inCustom: boolean, negated: boolean): Sql {
    const custom = customColumnOf(node.quantity)
    if (custom) {
      const condition = criterionSql(node, custom)
      return inCustom ? condition : customSubquery(condition)
    }
    const column = this.resolve(node.quantity)
    if (!column) return FALSE_SQL
    if (node.quantity === FREE_TEXT_TARGET && column.multi) {
      const texts = node.kind === 'equals' ? [node.value] : node.kind === 'set' && node.op !== 'none' ? node.values : undefined
      if (texts) {
        const matches = texts.map((text) => freeTextSql(columnExpression(column), String(text)))
        return node.kind === 'set' && node.op === 'all' ? andSql(matches) : orSql(matches)
      }
    }
    return criterionSql(node, { expr: columnExpression(column), column }, !negated)
  }
}

/** Whether a nested section's query is one criterion (it then holds for one instance exactly when for any). */
export function singleCriterion(node: QueryNode): boolean {
  if (node.kind === 'and' && node.children.length === 1) return singleCriterion(node.children[0])
  return 'quantity' in node
}

function customSubquery(condition: Sql): Sql {
  return wrapSql(`(entry_id IN (SELECT sq.entry_id FROM ${CUSTOM_TABLE} sq WHERE `, condition, '))')
}

/** One criterion on one column, NULL-free unless `mayBeNull` (a NULL then counts as FALSE). */
export function criterionSql(node: CriterionNode, ref: ColumnRef, mayBeNull = false): Sql {
  const { expr, column } = ref
  const value = (v: ScalarValue): Sql => valueSql(v, column.sqlType)
  const bare = mayBeNull && !column.multi
  const notNull = (piece: Sql) => (bare ? piece : wrapSql('coalesce(', piece, ', FALSE)'))
  switch (node.kind) {
    case 'equals':
      return notNull(column.multi ? joinSql([sql(`list_contains(${expr}, `), value(node.value), sql(')')], '') : joinSql([sql(`${expr} = `), value(node.value)], ''))
    case 'set': {
      if (node.values.length === 0) return node.op === 'all' ? TRUE_SQL : node.op === 'none' ? TRUE_SQL : FALSE_SQL
      if (column.multi) {
        // One list_contains per value: measured faster in DuckDB than list_has_all/list_has_any.
        const contains = node.values.map((v) => notNull(joinSql([sql(`list_contains(${expr}, `), value(v), sql(')')], '')))
        const has = node.op === 'all' ? andSql(contains) : orSql(contains)
        return node.op === 'none' ? wrapSql('(NOT ', has, ')') : has
      }
      if (node.op === 'all') return andSql(node.values.map((v) => notNull(joinSql([sql(`${expr} = `), value(v)], ''))))
      const inList = joinSql([sql(`${expr} IN (`), joinSql(node.values.map(value), ', '), sql(')')], '')
      return node.op === 'none' ? wrapSql('(NOT coalesce(', inList, ', FALSE))') : notNull(inList)
    }
    case 'range': {
      const element = column.multi ? 'x' : expr
      const bounds: Sql[] = []
      const comparators = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const
      for (const op of ['gt', 'gte', 'lt', 'lte'] as const) {
        const bound = node.bounds[op]
        if (bound !== undefined) bounds.push(joinSql([sql(`${element} ${comparators[op]} `), value(bound)], ''))
      }
      const condition = andSql(bounds)
      return notNull(column.multi ? wrapSql(`len(list_filter(${expr}, x -> `, condition, ')) > 0') : condition)
    }
    case 'text': {
      const element = column.multi ? 'x' : expr
      const fn = node.op === 'contains' ? 'contains' : node.op
      const condition = joinSql([sql(`${fn}(CAST(${element} AS VARCHAR), `), sql('?', [node.value]), sql(')')], '')
      return notNull(column.multi ? wrapSql(`len(list_filter(${expr}, x -> `, condition, ')) > 0') : condition)
    }
  }
}

/** A parameter cast to the column's type where JS values do not say it. */
export function valueSql(value: ScalarValue, sqlType: SearchColumn['sqlType']): Sql {
  switch (sqlType) {
    case 'TIMESTAMP': {
      const text = timestampText(value)
      return text === undefined ? sql('NULL') : sql('CAST(? AS TIMESTAMP)', [text])
    }
    case 'BOOLEAN':
      return sql('CAST(? AS BOOLEAN)', [typeof value === 'boolean' ? value : value === 'true'])
    case 'BIGINT':
    case 'DOUBLE':
      return typeof value === 'number' ? sql('?', [value]) : sql('TRY_CAST(? AS DOUBLE)', [String(value)])
    case 'VARCHAR':
      return sql('?', [String(value)])
  }
}
