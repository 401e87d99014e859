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
})
