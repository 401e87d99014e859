import { describe, expect, it, vi } from 'vitest'
import { laneLoader } from '../../../src/renderers/archive/loader.js'

describe('lane loader', () => {
  it('asks the server once per path for a lane and once for its whole value, and again after a failure', async () => {
    let fail = true
    const query = vi.fn(async (required: unknown) => {
      if (fail && JSON.stringify(required).includes('"*"')) {
        fail = false
        throw new Error('offline')
      }
      return { data: { archive: { data: { x: [1, 2, 3] } } } }
    })
    const load = laneLoader(query)
    await load(['data'])
    await load(['data'])
    expect(query).toHaveBeenCalledTimes(1)
    await expect(load.whole(['data', 'x'])).rejects.toThrow('offline')
    expect(await load.whole(['data', 'x'])).toEqual([1, 2, 3])
    expect(await load.whole(['data', 'x'])).toEqual([1, 2, 3])
    expect(query).toHaveBeenCalledTimes(3)
  })
})
