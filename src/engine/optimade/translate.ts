import { and, not, or, type QueryNode, type RangeOperator, type ScalarValue } from '../query/ast.js'
import type { QuantityLookup } from '../query/quantities.js'
import type { FilterNode, FilterOperator, FilterValue, ListItem, PropertyPath } from './filterAst.js'
import { optimadeMessages as m } from './messages.js'
import { parseFilter, type FilterSyntaxError } from './parseFilter.js'
import { OPTIMADE_PROPERTIES, PROVIDER_PREFIX, type OptimadeProperty } from './properties.js'

export interface TranslateOptions {
  /** When given, `_nmd_` properties must name one of its quantities. */
  lookup?: QuantityLookup
  /** Replaces the property mapping (see OPTIMADE_PROPERTIES). */
  properties?: Record<string, OptimadeProperty>
}

export type OptimadeTranslation =
  | { ok: true; query: QueryNode; tree: FilterNode }
  | {
      ok: false
      kind: 'syntax' | 'semantic'
      /** The API's message (NOMAD's wording: `Could not parse optimade filter: ...`). */
      message: string
      /** What the GUI shows. */
      guiMessage: string
      /** The problem alone, without prefixes. */
      detail: string
      syntax?: FilterSyntaxError
    }

/** Parses an OPTIMADE filter and translates it into the query model. */
export function translateOptimadeFilter(filter: string, options: TranslateOptions = {}): OptimadeTranslation {
  const parsed = parseFilter(filter)
  if (!parsed.ok) {
    return {
      ok: false,
      kind: 'syntax',
      message: `${m.apiPrefix}Syntax error: ${parsed.error.report}`,
      guiMessage: m.cannotParse,
      detail: parsed.error.message,
      syntax: parsed.error,
    }
  }
  try {
    return { ok: true, query: new Translator(options).node(parsed.tree), tree: parsed.tree }
  } catch (error) {
    if (!(error instanceof SemanticError)) throw error
    return {
      ok: false,
      kind: 'semantic',
      // NOMAD's GUI reads the explanation from the line after the blank line.
      message: `${m.apiPrefix}Semantic error: the filter cannot be translated.\n\n${error.message}`,
      guiMessage: error.message,
      detail: error.message,
    }
  }
}

class SemanticError extends Error {}

const FLIPPED: Record<FilterOperator, FilterOperator> = { '=': '=', '!=': '!=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' }
const RANGE: Partial<Record<FilterOperator, RangeOperator>> = { '<': 'lt', '<=': 'lte', '>': 'gt', '>=': 'gte' }

const MATCH_ALL: QueryNode = and([])

class Translator {
  private readonly properties: Record<string, OptimadeProperty>

  constructor(private readonly options: TranslateOptions) {
    this.properties = options.properties ?? OPTIMADE_PROPERTIES
  }

  node(node: FilterNode): QueryNode {
    switch (node.type) {
      case 'and':
        return and(node.operands.map((operand) => this.node(operand)))
      case 'or':
        return or(node.operands.map((operand) => this.node(operand)))
      case 'not':
        return not(this.node(node.operand))
      case 'comparison':
        return this.comparison(node.left, node.op, node.right)
      case 'known': {
        const property = this.property(node.property)
        const exists: QueryNode = { kind: 'set', quantity: 'quantities', op: 'all', values: [property.quantity ?? property.length ?? ''] }
        return node.known ? exists : not(exists)
      }
      case 'fuzzy': {
        const quantity = this.scalarQuantity(node.property)
        if (node.value.type !== 'string') throw new SemanticError(m.fuzzyValue)
        return { kind: 'text', quantity, op: node.op, value: node.value.value }
      }
      case 'has':
        return this.has(node.property, node.mode, node.values)
      case 'has_zip':
        throw new SemanticError(m.zip)
      case 'length': {
        const property = this.property(node.property)
        if (!property.length) throw new SemanticError(m.noLength(node.property.join('.')))
        if (node.value.type !== 'number') throw new SemanticError(m.lengthValue)
        return this.compare(property.length, node.op, node.value.value)
      }
    }
  }

  private comparison(left: FilterValue, op: FilterOperator, right: FilterValue): QueryNode {
    if (left.type === 'property' && right.type === 'property') throw new SemanticError(m.propertyComparison)
    if (left.type !== 'property' && right.type !== 'property') return compareConstants(left.value, op, right.value) ? MATCH_ALL : not(MATCH_ALL)
    const [path, flippedOp, value] = left.type === 'property' ? [left.path, op, right] : [(right as { path: PropertyPath }).path, FLIPPED[op], left]
    return this.compare(this.scalarQuantity(path), flippedOp, (value as { value: ScalarValue }).value)
  }

  private compare(quantity: string, op: FilterOperator, value: ScalarValue): QueryNode {
    if (op === '=') return { kind: 'equals', quantity, value }
    if (op === '!=') return not({ kind: 'equals', quantity, value })
    return { kind: 'range', quantity, bounds: { [RANGE[op] as RangeOperator]: value as number | string } }
  }

  private has(path: PropertyPath, mode: string, items: ListItem[]): QueryNode {
    const name = path.join('.')
    const property = this.property(path)
    if (property.list === false) throw new SemanticError(m.notAList(name))
    const quantity = this.scalarQuantity(path)
    for (const item of items) {
      if (item.value.type === 'property') throw new SemanticError(m.propertyComparison)
      if (item.op === '!=') throw new SemanticError(`HAS with != is not supported.`)
    }
    const plain = items.every((item) => item.op === '=')
    const values = items.map((item) => (item.value as { value: ScalarValue }).value)
    if (mode === 'only') {
      if (!property.only) throw new SemanticError(m.hasOnly(name))
      if (!plain) throw new SemanticError(m.hasOnlyOperators)
      return property.only(values.map(String))
    }
    if (plain) return { kind: 'set', quantity, op: mode === 'any' ? 'any' : 'all', values }
    const parts = items.map((item) => this.compare(quantity, item.op, (item.value as { value: ScalarValue }).value))
    if (parts.length === 1) return parts[0]
    return mode === 'any' ? or(parts) : and(parts)
  }

  /** The search quantity of a property that can be compared directly. */
  private scalarQuantity(path: PropertyPath): string {
    const property = this.property(path)
    if (!property.quantity) throw new SemanticError(m.onlyLength(path.join('.')))
    return property.quantity
  }

  private property(path: PropertyPath): OptimadeProperty & { list?: boolean } {
    const name = path.join('.')
    if (name.startsWith(PROVIDER_PREFIX)) {
      const quantity = name.slice(PROVIDER_PREFIX.length)
      const info = this.options.lookup?.(quantity)
      if (this.options.lookup && (!info || info.type === undefined)) throw new SemanticError(m.unknownProperty(name))
      return { quantity }
    }
    const property = Object.hasOwn(this.properties, name) ? this.properties[name] : undefined
    if (!property) throw new SemanticError(m.unknownProperty(name))
    return { list: false, ...property }
  }
}

function compareConstants(left: ScalarValue, op: FilterOperator, right: ScalarValue): boolean {
  if (typeof left !== typeof right) return op === '!='
  switch (op) {
    case '=':
      return left === right
    case '!=':
      return left !== right
    case '<':
      return left < right
    case '<=':
      return left <= right
    case '>':
      return left > right
    case '>=':
      return left >= right
  }
}
