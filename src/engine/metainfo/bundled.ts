/**
 * Strata's metainfo for code built by Vite (the GUI, and tests): the YAML files are bundled as data,
 * parsed and validated at build time (scripts/vite/metainfoAsData.ts), so the search page loads no
 * YAML parser and does not validate them again.
 */
import { strataModelOf, type ValidStrataFile } from './strataModel.js'
import type { Model } from './types.js'

// relative, so that it works whatever Vite's root is (the GUI's root is src/app)
const files = import.meta.glob('../../../schemas/metainfo/*.yaml', { query: '?metainfo', import: 'default', eager: true }) as Record<string, ValidStrataFile['file']>

let cached: Model | undefined

/** The model built from the bundled schemas/metainfo/*.yaml (built once, then shared). */
export function bundledStrataMetainfo(): Model {
  cached ??= strataModelOf(Object.keys(files).sort().map((path) => ({ source: path.replace(/^(\.\.\/)+/, ''), file: files[path] })))
  return cached
}
