import { z } from 'zod'
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

export const DEFAULT_CARD_ERROR = 'Could not render card.'

/**
 * One card. A built-in card needs nothing but its error text; a declarative card (composed in YAML from
 * built-in card kinds) also names its `type` and carries that type's own properties.
 */
export const cardSchema = z.looseObject({
  error: z.string().default(DEFAULT_CARD_ERROR).describe('Shown instead of the card when it fails to render.'),
  type: z.string().optional().describe('Kind of a declarative card; absent for the built-in cards.'),
  title: z.string().optional(),
})

export type Card = z.infer<typeof cardSchema>

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
