import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, it } from 'vitest'

/** NOMAD's real reference data, beside the clone (never copied into the project). */
export const REFERENCE_DIR = resolve(
  process.env.STRATA_REFERENCE_DIR ?? resolve(import.meta.dirname, '..', '..', 'shared', 'fixtures', 'nomad'),
)

export const hasReference = existsSync(REFERENCE_DIR)

const required = process.env.STRATA_REQUIRE_REFERENCE === '1'

/** `describe` for tests that read the reference data; skipped with a notice when it is absent. */
export function describeWithReference(name: string, fn: () => void) {
  if (hasReference) return describe(name, fn)
  if (required) throw new Error(`NOMAD reference data is required (STRATA_REQUIRE_REFERENCE=1) but ${REFERENCE_DIR} is missing`)
  console.warn(`skipped "${name}": NOMAD reference data not found at ${REFERENCE_DIR}`)
  // The body is not run (a skipped describe's body still runs and would read the missing files).
  return describe.skip(name, () => {
    it.skip('needs NOMAD reference data (../shared/fixtures/nomad)', () => {})
  })
}
