import { afterAll } from 'vitest'
import { lazyModulesSettled } from '../../src/renderers/lazyModule.js'

// A GUI test can end while a lazily imported part (mathjs for units, a parser) is still loading; the
// load would then finish after the test environment is gone and fail the run. Wait for it instead.
afterAll(() => lazyModulesSettled())
