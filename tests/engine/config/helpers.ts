import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach } from 'vitest'
import { ConfigLoadError } from '../../../src/engine/config/issues.js'

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..')
export const CONFIGS_DIR = join(REPO_ROOT, 'configs')

const created: string[] = []
afterEach(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A temporary directory holding `files` (relative path → text); removed after the test. */
export function tempDir(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'strata-config-'))
  created.push(dir)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

/** The ConfigLoadError `run` throws; fails the test when it throws nothing or something else. */
export function loadError(run: () => unknown): ConfigLoadError {
  try {
    run()
  } catch (error) {
    if (error instanceof ConfigLoadError) return error
    throw error
  }
  throw new Error('expected a ConfigLoadError')
}
