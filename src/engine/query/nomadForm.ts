import type { CriterionNode, QueryNode } from './ast.js'
import { OPTIMADE_FILTER } from './parseQuery.js'
import { nestedPrefixesOf, type QuantityLookup } from './quantities.js'

/**
 * The query in the normalised form NOMAD's API echoes back: criteria as `{name, value}`, lists as
 * `{all|any|none: [...]}`, criteria inside nested sections wrapped as `{prefix, query}` with names
 * relative to the (full) prefix, `{}` for the empty query.
 */
export function toNomadQuery(node: QueryNode, lookup?: QuantityLookup, prefix?: string): unknown {
  switch (node.kind) {
    case 'empty':
      return {}
    case 'and':
      return { and: node.children.map((child) => toNomadQuery(child, lookup, prefix)) }
    case 'or':
      return { or: node.children.map((child) => toNomadQuery(child, lookup, prefix)) }
    case 'not':
      return { not: toNomadQuery(node.child, lookup, prefix) }
    case 'nested':
      return { prefix: node.prefix, query: toNomadQuery(node.query, lookup, node.prefix) }
    case 'optimade':
      return { name: relative(OPTIMADE_FILTER, prefix), value: node.filter }
    default:
      return criterion(node, lookup, prefix)
  }
}

function criterion(node: CriterionNode, lookup: QuantityLookup | undefined, prefix: string | undefined): unknown {
  const value = (() => {
    switch (node.kind) {
      case 'equals':
        return node.value
      case 'set':
        return { [node.op]: node.values }
      case 'range':
        return { ...node.bounds }
      case 'text':
        return { [node.op]: node.value }
    }
  })()
  // Nested sections below the current prefix wrap the criterion, outermost first.
  const wrappers = nestedPrefixesOf(node.quantity, lookup).filter((p) => !prefix || (p.startsWith(`${prefix}.`) && p !== prefix))
  const innermost = wrappers.at(-1) ?? prefix
  let result: unknown = { name: relative(node.quantity, innermost), value }
  for (let i = wrappers.length - 1; i >= 0; i--) {
    result = { prefix: wrappers[i], query: result }
  }
  return result
}

function relative(name: string, prefix: string | undefined): string {
  return prefix && name.startsWith(`${prefix}.`) ? name.slice(prefix.length + 1) : name
}
