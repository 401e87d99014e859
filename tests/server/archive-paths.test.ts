import { describe, expect, it } from 'vitest'
import { quantityPaths } from '../../src/server/archive-paths.js'

describe('quantityPaths', () => {
  it('lists each distinct section and quantity path once, sorted, without m_ keys or empty values', () => {
    expect(quantityPaths({ data: { m_def: 'x', name: 'a', empty: null, layers: [{ thickness: 1 }, { thickness: 2, material: 'ZnO' }] } })).toEqual([
      '',
      'data',
      'data.layers',
      'data.layers.material',
      'data.layers.thickness',
      'data.name',
    ])
  })

  it('lists every path of an archive keyed by more free names than it remembers, and of the next one', () => {
    const names = Array.from({ length: 60_000 }, (_, index) => `sample_${index}`)
    const wide = { data: Object.fromEntries(names.map((name) => [name, { value: 1 }])) }
    const paths = quantityPaths(wide)
    expect(paths).toHaveLength(1 + 1 + 2 * names.length)
    expect(paths).toContain('data.sample_59999.value')
    expect(quantityPaths({ data: { name: 'a' } })).toEqual(['', 'data', 'data.name'])
  })
})
