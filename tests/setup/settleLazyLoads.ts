import { afterAll } from 'vitest'

// A GUI test can end while a lazily imported library (mathjs for units) is still loading; the load
// would then finish after the test environment is gone and fail the run. Wait for it instead.
afterAll(async () => {
  if (typeof window === 'undefined') return
  const { unitsLoadSettled } = await import('../../src/renderers/search/loadUnits.js')
  await unitsLoadSettled()
})
