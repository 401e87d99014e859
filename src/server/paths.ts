import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** The checkout's root (two folders above src/server). */
export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..')

/** Every path of the application lives under this base (spec 1 §9). */
export const BASE_PATH = '/prod/v1/develop'
export const GUI_PATH = `${BASE_PATH}/gui`
export const API_PATH = `${BASE_PATH}/api/v1`
export const AUTH_PATH = `${BASE_PATH}/auth`

/** The version of Strata, from package.json. */
export function strataVersion(): string {
  const pkg = JSON.parse(readFileSync(resolve(PROJECT_ROOT, 'package.json'), 'utf8')) as { version?: string }
  return pkg.version ?? '0.0.0'
}
