import { describe, expect, it } from 'vitest'
import { bandGapOf } from '../../../src/server/processing/normalize/electronic.js'

describe('band gaps from eigenvalues and occupations', () => {
  it('finds a direct gap when both edges are at the same k-point', () => {
    expect(bandGapOf([[-1, 1, 3], [-2, 0, 4]], [[1, 1, 0], [1, 1, 0]])).toEqual({ value: 2, type: 'direct', energy_highest_occupied: 1, energy_lowest_unoccupied: 3 })
  })

  it('finds an indirect gap across k-points', () => {
    expect(bandGapOf([[0, 1, 5], [0, 0.5, 2]], [[1, 1, 0], [1, 1, 0]])).toMatchObject({ value: 1, type: 'indirect' })
  })

  it('gives 0 for a metal, where an occupied state lies above an empty one', () => {
    expect(bandGapOf([[0, 1.2], [0, 1.0]], [[1, 1], [1, 0]])).toMatchObject({ value: 0, energy_highest_occupied: 1.2 })
  })
})
