import type { CardRequired } from '../../../engine/config/card-kinds.js'

const rank = (spec: CardRequired): number => (spec === 'include-resolved' ? 2 : spec === '*' ? 1 : 0)

/**
 * The union of two archive `required` specs: 'include-resolved' covers '*', which covers any selection;
 * two selections merge key by key. Neither input is modified.
 */
export function unionRequired(a: CardRequired | undefined, b: CardRequired | undefined): CardRequired | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  if (typeof a === 'string' || typeof b === 'string') return rank(a) >= rank(b) ? a : b
  const merged: Record<string, CardRequired> = { ...a }
  for (const [key, value] of Object.entries(b)) merged[key] = unionRequired(merged[key], value) as CardRequired
  return merged
}

/** The one `required` spec the overview sends: everything the shown cards declare, nothing else. */
export function overviewRequired(specs: readonly (CardRequired | undefined)[]): CardRequired | undefined {
  return specs.reduce<CardRequired | undefined>(unionRequired, undefined)
}
