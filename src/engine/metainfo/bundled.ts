/**
 * Strata's metainfo for code built by Vite (the GUI, and tests): the YAML files are bundled as data
 * (parsed at build time by scripts/vite/yamlAsData.ts), so the search page loads no YAML parser.
 */
import { buildStrataModel } from './loadStrata.js'
import type { Model } from './types.js'

// relative, so that it works whatever Vite's root is (the GUI's root is src/app)
const files = import.meta.glob('../../../schemas/metainfo/*.yaml', { query: '?data', import: 'default', eager: true }) as Record<string, unknown>

let cached: Model | undefined

/** The model built from the bundled schemas/metainfo/*.yaml (built once, then shared). */
export function bundledStrataMetainfo(): Model {
  cached ??= buildStrataModel(Object.keys(files).sort().map((path) => ({ source: path.replace(/^(\.\.\/)+/, ''), content: files[path] })))
  return cached
}
