import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..', '..')
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs')
// its suite's body reads the recordings while collecting (it crashed with ENOENT when skipped)
const REFERENCE_TEST = 'tests/server/archive/archive-query-recordings.test.ts'

/** Runs one test file that reads NOMAD's reference data, as on a clone without ../shared. */
function runWithoutReference(env: Record<string, string> = {}) {
  // CI runs the whole suite with STRATA_REQUIRE_REFERENCE=1; a user's clone does not have it set.
  const { STRATA_REQUIRE_REFERENCE: _required, ...userEnv } = process.env
  return spawnSync(process.execPath, [VITEST, 'run', REFERENCE_TEST], {
    cwd: ROOT,
    env: { ...userEnv, STRATA_REFERENCE_DIR: join(ROOT, 'no-such-reference-dir'), CI: '1', ...env },
    encoding: 'utf8',
    timeout: 120000,
  })
}

describe('tests that need ../shared on a clone without it', () => {
  it('are skipped with a one-line notice per suite, not crashed with ENOENT', () => {
    const run = runWithoutReference()
    const output = run.stdout + run.stderr
    expect(run.status, output).toBe(0)
    expect(output).not.toContain('ENOENT')
    expect(output).toMatch(/skipped ".+": NOMAD reference data not found at .*no-such-reference-dir/)
  })

  it('fail instead when STRATA_REQUIRE_REFERENCE=1', () => {
    const run = runWithoutReference({ STRATA_REQUIRE_REFERENCE: '1' })
    expect(run.status).not.toBe(0)
    expect(run.stdout + run.stderr).toContain('NOMAD reference data is required (STRATA_REQUIRE_REFERENCE=1)')
  })
})
