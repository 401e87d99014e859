/**
 * The normalised search query: what NOMAD's JSON query language (and the OPTIMADE filter,
 * and the search bar) turn into. Quantity names are full dotted paths.
 */

export type ScalarValue = string | number | boolean

/** `any`: one of the values matches; `all`: every value matches; `none`: no value matches. */
export type SetOperator = 'any' | 'all' | 'none'

export type RangeOperator = 'gt' | 'gte' | 'lt' | 'lte'
export const RANGE_OPERATORS: readonly RangeOperator[] = ['gt', 'gte', 'lt', 'lte']

export type RangeBounds = Partial<Record<RangeOperator, number | string>>

/** String matching that only the OPTIMADE filter can express. */
export type TextOperator = 'contains' | 'starts_with' | 'ends_with'

export type QueryNode =
  /** Matches everything (NOMAD's `{}`). */
  | { kind: 'empty' }
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode }
  /** Criteria that must all hold for the same instance of a repeated, nested section. */
  | { kind: 'nested'; prefix: string; query: QueryNode }
  | { kind: 'equals'; quantity: string; value: ScalarValue }
  | { kind: 'set'; quantity: string; op: SetOperator; values: ScalarValue[] }
  | { kind: 'range'; quantity: string; bounds: RangeBounds }
  | { kind: 'text'; quantity: string; op: TextOperator; value: string }
  /** `optimade_filter`: the filter as given; `query` is its translation, filled in by validation. */
  | { kind: 'optimade'; filter: string; query?: QueryNode }

export type CriterionNode = Extract<QueryNode, { quantity: string }>

export const EMPTY: QueryNode = { kind: 'empty' }

export function and(children: QueryNode[]): QueryNode {
  return { kind: 'and', children }
}

export function or(children: QueryNode[]): QueryNode {
  return { kind: 'or', children }
}

export function not(child: QueryNode): QueryNode {
  return { kind: 'not', child }
}

/** Calls fn for every node, depth first, parents before children. */
export function walkQuery(node: QueryNode, fn: (node: QueryNode) => void): void {
  fn(node)
  if (node.kind === 'and' || node.kind === 'or') node.children.forEach((child) => walkQuery(child, fn))
  else if (node.kind === 'not') walkQuery(node.child, fn)
  else if (node.kind === 'nested') walkQuery(node.query, fn)
  else if (node.kind === 'optimade' && node.query) walkQuery(node.query, fn)
}

/** The quantities a query refers to, in order of first appearance. */
export function queriedQuantities(node: QueryNode): string[] {
  const names = new Set<string>()
  walkQuery(node, (n) => {
    if ('quantity' in n) names.add(n.quantity)
  })
  return [...names]
}
