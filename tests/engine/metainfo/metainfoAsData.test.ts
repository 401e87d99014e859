import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { metainfoAsData } from '../../../scripts/vite/metainfoAsData.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Runs the plugin's load hook on a YAML file as Vite would for `file.yaml?metainfo`. */
function load(yaml: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'strata-metainfo-'))
  dirs.push(dir)
  const file = join(dir, 'broken.yaml')
  writeFileSync(file, yaml)
  const plugin = metainfoAsData()
  const hook = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string) => string | null
  return hook.call({ addWatchFile: () => {} }, `${file}?metainfo`)
}

describe('metainfo files bundled for the GUI', () => {
  it('are validated at build time and go in as the schema reads them, defaults filled', () => {
    const code = load('package: test.pkg\n')!
    const data: unknown = JSON.parse(JSON.parse(code.slice('export default JSON.parse('.length, -1)))
    expect(data).toEqual({ package: 'test.pkg', sections: {} })
  })

  it('fail the build on a broken file, naming the file and the place', () => {
    expect(() => load('package: test.pkg\nsections:\n  Sample:\n    quantities:\n      mass: { type: 7 }\n')).toThrow(
      /broken\.yaml: .*sections\.Sample\.quantities\.mass\.type/,
    )
  })

  it('leave other imports to Vite', () => {
    const plugin = metainfoAsData()
    expect((plugin.load as (id: string) => string | null).call({}, '/x/file.yaml?data')).toBeNull()
  })
})
