import { EMPTY, type QueryNode } from '../../engine/query/index.js'

/**
 * The query without the criteria on one quantity, for aggregations with
 * `exclude_from_search` (NOMAD: a filter menu shows the counts its own selection would
 * change). Only criteria that must hold (reached through `and` and nested sections) are
 * dropped; those under `or`/`not` stay, as they do not simply narrow by that quantity.
 */
export function withoutQuantity(node: QueryNode, quantity: string): QueryNode {
  switch (node.kind) {
    case 'and': {
      const children = node.children.map((child) => withoutQuantity(child, quantity)).filter((child) => child.kind !== 'empty')
      return children.length === 0 ? EMPTY : { kind: 'and', children }
    }
    case 'nested': {
      const query = withoutQuantity(node.query, quantity)
      return query.kind === 'empty' ? EMPTY : { ...node, query }
    }
    case 'equals':
    case 'set':
    case 'range':
    case 'text':
      return node.quantity === quantity ? EMPTY : node
    default:
      return node
  }
}
