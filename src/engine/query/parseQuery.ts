import { translateOptimadeFilter } from '../optimade/translate.js'
import {
  RANGE_OPERATORS,
  and,
  not,
  or,
  type CriterionNode,
  type QueryNode,
  type RangeBounds,
  type RangeOperator,
  type ScalarValue,
  type SetOperator,
} from './ast.js'
import { checkCriterion } from './checkCriterion.js'
import { checkCustomQuantityRow } from './customQuantities.js'
import type { QueryIssue } from './issues.js'
import { queryMessages as m } from './messages.js'
import type { QuantityLookup } from './quantities.js'

export interface ParseQueryOptions {
  /** When given, quantities are checked against it and values brought to their types. */
  lookup?: QuantityLookup
}

/** Only the issues that make a query malformed (not those of the search stage). */
export function structureIssues(issues: QueryIssue[]): QueryIssue[] {
  return issues.filter((issue) => issue.stage === 'structure')
}

export interface ParsedQuery {
  query: QueryNode
  issues: QueryIssue[]
}

type Path = (string | number)[]

const SET_OPERATORS: SetOperator[] = ['any', 'all', 'none']
const LOGICAL = ['and', 'or', 'not']

export const OPTIMADE_FILTER = 'optimade_filter'
export const CUSTOM_QUANTITIES = 'custom_quantities'

/**
 * Reads a query in NOMAD's JSON query language into the normalised query:
 * `{"x:any": [..]}`, `{"x": [..]}` (all), `{"x": v}`, `{"x": {"gte": 1, "lt": 2}}`, `{"x:gt": 1}`,
 * `{"and": [..]}`, `{"or": [..]}`, `{"not": ..}`, sections as nested objects
 * (`{"results.material": {"elements": [..]}}`), NOMAD's own normalised form
 * (`{"name", "value"}`, `{"prefix", "query"}`), `optimade_filter` and `custom_quantities`.
 * Several keys in one object are combined with and.
 */
export function parseQuery(raw: unknown, options: ParseQueryOptions = {}): ParsedQuery {
  const reader = new QueryReader(options.lookup)
  const query = raw === null || raw === undefined ? and([]) : reader.query(raw, [], undefined, false)
  return { query, issues: reader.issues }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isScalar = (value: unknown): value is ScalarValue =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))

const join = (prefix: string | undefined, name: string) => (prefix ? `${prefix}.${name}` : name)

/** Splits `name:op`; a suffix that is no operator belongs to the name. */
function splitOperator(key: string): { name: string; op?: SetOperator | RangeOperator } {
  const at = key.lastIndexOf(':')
  if (at < 0) return { name: key }
  const op = key.slice(at + 1)
  if ((SET_OPERATORS as string[]).includes(op) || (RANGE_OPERATORS as string[]).includes(op)) {
    return { name: key.slice(0, at), op: op as SetOperator | RangeOperator }
  }
  return { name: key }
}

class QueryReader {
  readonly issues: QueryIssue[] = []

  constructor(private readonly lookup: QuantityLookup | undefined) {}

  private issue(code: QueryIssue['code'], path: Path, message: string, extra: Partial<QueryIssue> = {}) {
    const stage = code === 'unknown_quantity' || code === 'optimade_filter' ? 'search' : 'structure'
    this.issues.push({ code, stage, path, message, ...extra })
  }

  /** A query object; names inside are relative to `prefix`. */
  query(raw: unknown, path: Path, prefix: string | undefined, custom: boolean): QueryNode {
    if (!isObject(raw)) {
      this.issue('invalid_query', path, m.invalidQuery)
      return and([])
    }
    const keys = Object.keys(raw)
    if (keys.length === 0) return { kind: 'empty' }
    if (keys.length === 2 && 'name' in raw && 'value' in raw && typeof raw.name === 'string') {
      return this.criterion(raw.name, raw.value, [...path, 'value'], prefix, custom)
    }
    if (keys.length === 2 && 'prefix' in raw && 'query' in raw && typeof raw.prefix === 'string') {
      // NOMAD's prefixes are full paths; names inside are relative to them.
      return { kind: 'nested', prefix: raw.prefix, query: this.query(raw.query, [...path, 'query'], raw.prefix, custom) }
    }
    const seen = new Map<string, string>()
    const parts = keys.map((key) => {
      if (LOGICAL.includes(key)) return this.logical(key, raw[key], [...path, key], prefix, custom)
      const { name } = splitOperator(key)
      if (seen.has(name)) this.issue('invalid_query', [...path, key], m.duplicateQuantity, { quantity: join(prefix, name) })
      seen.set(name, key)
      return this.criterion(key, raw[key], [...path, key], prefix, custom)
    })
    return parts.length === 1 ? parts[0] : and(parts)
  }

  private logical(op: string, raw: unknown, path: Path, prefix: string | undefined, custom: boolean): QueryNode {
    if (op === 'not') return not(this.query(raw, path, prefix, custom))
    if (!Array.isArray(raw)) {
      this.issue('invalid_query', path, m.andOrList(op))
      return and([])
    }
    const children = raw.map((item, index) => this.query(item, [...path, index], prefix, custom))
    return op === 'and' ? and(children) : or(children)
  }

  /** One `key: value` pair; the key may carry an operator suffix. */
  private criterion(key: string, raw: unknown, path: Path, prefix: string | undefined, custom: boolean): QueryNode {
    const { name: relative, op } = splitOperator(key)
    const name = join(prefix, relative)
    if (name === OPTIMADE_FILTER) return this.optimade(raw, path)
    if (name === CUSTOM_QUANTITIES) return this.query(raw, path, undefined, true)

    if (op === 'any' || op === 'all' || op === 'none') return this.set(name, op, raw, path)
    if (op) {
      if (!isScalar(raw) || typeof raw === 'boolean') return this.invalidValue(path, name)
      return this.range(name, { [op]: raw }, path)
    }
    if (Array.isArray(raw)) return this.set(name, 'all', raw, path)
    if (isScalar(raw)) return this.check({ kind: 'equals', quantity: name, value: raw }, path)
    if (!isObject(raw)) return this.invalidValue(path, name)

    const keys = Object.keys(raw)
    if (keys.length > 0 && keys.every((k) => (RANGE_OPERATORS as string[]).includes(k))) return this.range(name, raw, path)
    if (keys.length === 1 && (SET_OPERATORS as string[]).includes(keys[0])) {
      return this.set(name, keys[0] as SetOperator, raw[keys[0]], [...path, keys[0]])
    }
    if (custom && name === 'search_quantities') {
      this.issues.push(...checkCustomQuantityRow(raw, path))
    }
    return this.section(name, raw, path, custom)
  }

  /**
   * `{"section": {...criteria}}`: criteria on the section's quantities, with names relative to it.
   * For a nested (repeating) section they must hold for the same instance of it.
   */
  private section(name: string, raw: Record<string, unknown>, path: Path, custom: boolean): QueryNode {
    const inner = this.query(raw, path, name, custom)
    const query = inner.kind === 'and' ? inner : and([inner])
    // Without a registry every section is taken as nested: for a single section that is the same.
    if (this.lookup && this.lookup(name)?.nested !== true) return query
    return { kind: 'nested', prefix: name, query }
  }

  private set(name: string, op: SetOperator, raw: unknown, path: Path): QueryNode {
    const list = Array.isArray(raw) ? raw : [raw]
    if (!list.every(isScalar)) {
      this.issue('invalid_value', path, m.invalidScalar, { quantity: name })
      return and([])
    }
    return this.check({ kind: 'set', quantity: name, op, values: list }, path)
  }

  private range(name: string, raw: Record<string, unknown>, path: Path): QueryNode {
    const bounds: RangeBounds = {}
    for (const op of RANGE_OPERATORS) {
      const value = raw[op]
      if (value === undefined || value === null) continue
      if ((typeof value !== 'number' || !Number.isFinite(value)) && typeof value !== 'string') return this.invalidValue(path, name)
      bounds[op] = value
    }
    if (Object.keys(bounds).length === 0) return this.invalidValue(path, name, m.rangeUndefined)
    if (bounds.lt !== undefined && bounds.lte !== undefined) return this.invalidValue(path, name, m.conflictingUpper)
    if (bounds.gt !== undefined && bounds.gte !== undefined) return this.invalidValue(path, name, m.conflictingLower)
    return this.check({ kind: 'range', quantity: name, bounds }, path)
  }

  private optimade(raw: unknown, path: Path): QueryNode {
    const filters = Array.isArray(raw) ? raw : [raw]
    if (!filters.every((f) => typeof f === 'string')) return this.invalidValue(path, OPTIMADE_FILTER)
    const nodes = filters.map((filter): QueryNode => {
      const result = translateOptimadeFilter(filter, { lookup: this.lookup })
      if (!result.ok) {
        this.issue('optimade_filter', path, result.message, { guiMessage: result.guiMessage, quantity: OPTIMADE_FILTER })
        return { kind: 'optimade', filter }
      }
      return { kind: 'optimade', filter, query: this.checkTree(result.query, path) }
    })
    return nodes.length === 1 ? nodes[0] : and(nodes)
  }

  /** Checks the criteria of a translated tree (their issues point at the filter). */
  private checkTree(node: QueryNode, path: Path): QueryNode {
    switch (node.kind) {
      case 'and':
      case 'or':
        return { ...node, children: node.children.map((child) => this.checkTree(child, path)) }
      case 'not':
        return { ...node, child: this.checkTree(node.child, path) }
      case 'nested':
        return { ...node, query: this.checkTree(node.query, path) }
      case 'empty':
      case 'optimade':
        return node
      default:
        return this.check(node, path)
    }
  }

  private check(node: CriterionNode, path: Path): QueryNode {
    if (!this.lookup) return node
    const { node: checked, problems } = checkCriterion(node, this.lookup)
    for (const problem of problems) {
      this.issue(problem.code, path, problem.message, { guiMessage: problem.guiMessage, quantity: node.quantity, stage: 'search' })
    }
    return checked
  }

  private invalidValue(path: Path, name: string, message: string = m.notAQuery): QueryNode {
    this.issue('invalid_value', path, message, { quantity: name })
    return and([])
  }
}
