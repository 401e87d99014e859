import type { EntryCards } from '../../../engine/config/cards.js'
import type { Card } from '../../../engine/config/card-kinds.js'
import { filterOptions } from '../../../engine/config/options.js'

export interface ConfiguredCard {
  key: string
  card: Card
}

/** The shown cards in display order: `include` (or the order of `options`) minus `exclude`. */
export function shownCards(cards: EntryCards | undefined): ConfiguredCard[] {
  if (!cards) return []
  return filterOptions(cards).map(([key, card]) => ({ key, card }))
}
