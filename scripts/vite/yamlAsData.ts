import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { parse } from 'yaml'

const QUERY = '?data'

/**
 * `import doc from './file.yaml?data'` gives the parsed document: YAML is read at build time, so the
 * browser gets plain data and needs no YAML parser for it.
 */
export function yamlAsData(): Plugin {
  return {
    name: 'strata-yaml-as-data',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.yaml${QUERY}`)) return null
      const file = id.slice(0, -QUERY.length)
      this.addWatchFile(file)
      return `export default ${JSON.stringify(parse(readFileSync(file, 'utf8')))}`
    },
  }
}
