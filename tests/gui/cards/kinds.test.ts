import { describe, expect, it } from 'vitest'
import { DECLARATIVE_CARD_SCHEMAS, DECLARATIVE_CARD_TYPES, cardSchema } from '../../../src/engine/config/card-kinds.js'
import { BUILTIN_CARD_KEYS } from '../../../src/engine/config/cards.js'
import { rendererRegistry } from '../../../src/renderers/index.js'
import { cardKindName } from '../../../src/renderers/cards/cardKind.js'
import { BUILT_IN_CARDS } from '../../../src/renderers/cards/register.js'

// Listed in NOMAD's configuration but excluded by default and not drawn yet.
const NOT_DRAWN = ['relatedResources']

describe('card kinds: one schema (or built-in key) and one renderer each', () => {
  it('the overview draws every declarative kind an entry-cards config may use, and every built-in card', () => {
    const declarative = BUILT_IN_CARDS.flatMap((kind) => ('schema' in kind ? [kind.schema] : []))
    expect(declarative).toEqual([...DECLARATIVE_CARD_SCHEMAS])
    const keys = BUILT_IN_CARDS.flatMap((kind) => ('key' in kind ? [kind.key] : []))
    expect(keys).toEqual(BUILTIN_CARD_KEYS.filter((key) => !NOT_DRAWN.includes(key)))
    const registry = rendererRegistry('card')
    for (const kind of BUILT_IN_CARDS) expect(registry.resolve(cardKindName(kind))).toBe(kind.Renderer)
  })

  it('the declarative type names and the card validation follow the list of schemas', () => {
    expect(DECLARATIVE_CARD_TYPES).toEqual(['quantities', 'plot', 'structure', 'markdown', 'histogram', 'table'])
    expect(cardSchema.parse({ type: 'markdown', content: '# Notes' })).toMatchObject({ type: 'markdown', content: '# Notes' })
    const result = cardSchema.safeParse({ type: 'markdwn', content: '# Notes' })
    expect(result.success).toBe(false)
  })
})
