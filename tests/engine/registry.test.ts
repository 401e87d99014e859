import { describe, expect, it } from 'vitest'
import { createRegistry, UnknownTypeError } from '../../src/engine/registry.js'

describe('createRegistry', () => {
  it('resolves registered types and lists them in registration order', () => {
    const widgets = createRegistry<string>('widget')
    widgets.register('terms', 'TermsRenderer')
    widgets.register('histogram', 'HistogramRenderer')
    expect(widgets.resolve('histogram')).toBe('HistogramRenderer')
    expect(widgets.has('terms')).toBe(true)
    expect(widgets.has('pie')).toBe(false)
    expect(widgets.types()).toEqual(['terms', 'histogram'])
  })

  it('names the kind, the unknown type and the known types when resolving fails', () => {
    const cards = createRegistry<number>('card')
    cards.register('material', 1)
    cards.register('electronic', 2)
    let error: unknown
    try {
      cards.resolve('magnetic')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(UnknownTypeError)
    expect((error as Error).message).toBe("Unknown card type 'magnetic'. Known card types: material, electronic")
    expect(error).toMatchObject({ kind: 'card', type: 'magnetic', known: ['material', 'electronic'] })
  })

  it('says so when nothing is registered yet', () => {
    expect(() => createRegistry('menu item').resolve('terms')).toThrow("Unknown menu item type 'terms'. Known menu item types: (none)")
  })

  it('refuses to register a type twice', () => {
    const registry = createRegistry<string>('widget')
    registry.register('terms', 'first')
    expect(() => registry.register('terms', 'second')).toThrow("The widget type 'terms' is already registered")
    expect(registry.resolve('terms')).toBe('first')
  })

  it('keeps registries of different kinds apart', () => {
    const a = createRegistry<string>('a')
    const b = createRegistry<string>('b')
    a.register('x', 'from a')
    expect(b.has('x')).toBe(false)
  })
})
