import { describe, expect, it } from 'vitest'
import { lazyModule, lazyModulesSettled } from '../../src/renderers/lazyModule.js'

describe('lazyModule', () => {
  it('fetches once for every caller', async () => {
    let fetches = 0
    const load = lazyModule(async () => ({ fetch: ++fetches }))
    const [a, b] = await Promise.all([load(), load()])
    expect(await load()).toBe(a)
    expect(b).toBe(a)
    expect(fetches).toBe(1)
  })

  it('tries again after a failed fetch instead of keeping the failure', async () => {
    let fetches = 0
    const load = lazyModule(async () => {
      fetches += 1
      if (fetches === 1) throw new Error('chunk request dropped')
      return 'module'
    })
    await expect(load()).rejects.toThrow('chunk request dropped')
    await expect(load()).resolves.toBe('module')
  })

  it('lets a caller wait until no fetch is in flight', async () => {
    let release: (value: string) => void = () => {}
    const load = lazyModule(() => new Promise<string>((resolve) => (release = resolve)))
    let loaded = false
    void load().then(() => (loaded = true))
    const settled = lazyModulesSettled()
    release('module')
    await settled
    expect(loaded).toBe(true)
  })
})
