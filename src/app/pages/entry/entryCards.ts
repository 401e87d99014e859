import { entryCardsSchema, type EntryCards } from '../../../engine/config/cards.js'
import type { Card } from '../../../engine/config/card-kinds.js'
import { filterOptions } from '../../../engine/config/options.js'

export interface ConfiguredCard {
  key: string
  card: Card
}

/** The card list of the startup configuration (`ui.entry.cards` of window.strataEnv), validated. */
export function cardsFromEnvironment(env: unknown = typeof window === 'undefined' ? undefined : window.strataEnv): EntryCards | undefined {
  const cards = (env as { ui?: { entry?: { cards?: unknown } } } | undefined)?.ui?.entry?.cards
  if (cards === undefined) return undefined
  const parsed = entryCardsSchema.safeParse(cards)
  if (!parsed.success) {
    console.error('ui.entry.cards is invalid', parsed.error.issues)
    return undefined
  }
  return parsed.data
}

/** The shown cards in display order: `include` (or the order of `options`) minus `exclude`. */
export function shownCards(cards: EntryCards | undefined): ConfiguredCard[] {
  if (!cards) return []
  return filterOptions(cards).map(([key, card]) => ({ key, card }))
}
