/**
 * What an overview card asks of the archive: its `required` when the config gives one, else, for a
 * declarative card, the sections its JMESPaths start with, so that a card never depends on another
 * card having asked for the same data.
 */
import { mergeAllRequired, type RequiredSpec } from '../archive/required.js'
import type { Card } from './card-kinds.js'

/** The dotted names a JMESPath starts with: 'run[0].system[-1]' → ['run'], 'workflow2.results.energies' → all three. */
export function leadingFields(path: string): string[] {
  const match = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(path.trim())
  return match ? match[0].split('.') : []
}

/** The spec asking for everything below the path's leading fields; undefined when it starts otherwise (a function, a literal). */
export function requiredOfPath(path: string): RequiredSpec | undefined {
  const fields = leadingFields(path)
  if (fields.length === 0) return undefined
  return fields.reduceRight<RequiredSpec>((inner, field) => ({ [field]: inner }), '*')
}

function declaredPaths(card: Card): string[] {
  switch (card.type) {
    case 'quantities':
      return card.quantities.map((binding) => binding.path)
    case 'plot':
      return card.traces.flatMap((trace) => [trace.y.path, ...(trace.x ? [trace.x.path] : [])])
    case 'histogram':
      return [card.values.path]
    case 'table':
      return [card.items]
    case 'structure':
      return [card.path]
    default:
      return []
  }
}

export function cardRequired(card: Card): RequiredSpec | undefined {
  if (card.required !== undefined) return card.required
  return mergeAllRequired(declaredPaths(card).map(requiredOfPath))
}
