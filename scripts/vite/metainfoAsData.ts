import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { parse } from 'yaml'
import { validStrataFile } from '../../src/engine/metainfo/loadStrata.js'

const QUERY = '?metainfo'
const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * `import file from './x.yaml?metainfo'` gives one of Strata's metainfo files as the metainfo file
 * schema reads it: validated when the GUI is built (a broken file fails the build, naming file and
 * paths), so that the browser builds the model without parsing YAML or validating it again. The data
 * goes in as a JSON string: the browser reads that faster than the same data written as JavaScript.
 */
export function metainfoAsData(): Plugin {
  return {
    name: 'strata-metainfo-as-data',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.yaml${QUERY}`)) return null
      const file = id.slice(0, -QUERY.length)
      this.addWatchFile(file)
      const valid = validStrataFile(relative(root, file), parse(readFileSync(file, 'utf8')))
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(valid))})`
    },
  }
}
