import type { ComponentType } from 'react'
import type { DECLARATIVE_CARD_SCHEMAS } from '../../engine/config/card-kinds.js'
import type { BUILTIN_CARD_KEYS } from '../../engine/config/cards.js'
import type { CardRendererProps } from './types.js'

/**
 * One entry card kind and its renderer. A built-in card is known by its key in the card list (`cards.yaml`),
 * a declarative one by its schema from the engine, whose `type` literal names it.
 */
export type CardKind =
  | { key: (typeof BUILTIN_CARD_KEYS)[number]; Renderer: ComponentType<CardRendererProps> }
  | { schema: (typeof DECLARATIVE_CARD_SCHEMAS)[number]; Renderer: ComponentType<CardRendererProps> }

/** The name the card registry knows the kind by. */
export const cardKindName = (kind: CardKind): string => ('key' in kind ? kind.key : kind.schema.shape.type.value)
