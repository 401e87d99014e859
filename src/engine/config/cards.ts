import { z } from 'zod'
import { cardSchema } from './card-kinds.js'
import { includeExcludeShape, isRecord } from './common.js'

/** The built-in entry overview cards (spec 3 §2.3), plus two that NOMAD's own configuration lists. */
export const BUILTIN_CARD_KEYS = [
  'definitions',
  'nexus',
  'hdf5dataset',
  'material',
  'electronic',
  'solarcell',
  'heterogeneouscatalyst',
  'vibrational',
  'mechanical',
  'thermodynamic',
  'structural',
  'dynamical',
  'geometry_optimization',
  'spectroscopic',
  'workflow',
  'references',
  'relatedResources',
  'history',
  'sections',
] as const

export { cardSchema, DEFAULT_CARD_ERROR } from './card-kinds.js'
export type { Card } from './card-kinds.js'

const builtin = new Set<string>(BUILTIN_CARD_KEYS)

/** Entry overview cards: NOMAD's `ui.entry.cards`; the order of `options` (or `include`) is the display order. */
export const entryCardsSchema = z
  .looseObject({
    ...includeExcludeShape,
    options: z.record(z.string(), cardSchema).default({}),
  })
  .superRefine((cards, ctx) => {
    for (const [key, card] of Object.entries(cards.options)) {
      if (builtin.has(key) || (isRecord(card) && typeof card.type === 'string')) continue
      ctx.addIssue({
        code: 'custom',
        path: ['options', key],
        message: `Unknown card '${key}'. Known cards: ${BUILTIN_CARD_KEYS.join(', ')}; a declarative card needs a type`,
      })
    }
  })

export type EntryCards = z.infer<typeof entryCardsSchema>

/** NOMAD's `ui.entry`. */
export const entryUiSchema = z.looseObject({ cards: entryCardsSchema.prefault({}) })
