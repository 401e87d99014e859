/**
 * The one `required` spec an entry's overview sends: the union of what its shown cards declare, nothing
 * else; undefined when no card needs archive data. The GUI's overview asks with it, and the server
 * names it in env.js so that the page's first script can ask the same before the GUI has loaded.
 */
import { mergeAllRequired } from '../archive/required.js'
import type { Card, CardRequired } from './card-kinds.js'
import { cardRequired } from './cardRequired.js'
import type { EntryCards } from './cards.js'
import { filterOptions } from './options.js'

export function overviewRequired(cards: readonly Card[]): CardRequired | undefined {
  return mergeAllRequired(cards.map(cardRequired))
}

/** The spec for a deployment's card configuration: the cards its `include` and `exclude` show. */
export function configuredOverviewRequired(cards: EntryCards | undefined): CardRequired | undefined {
  return overviewRequired(cards ? filterOptions(cards).map(([, card]) => card) : [])
}
