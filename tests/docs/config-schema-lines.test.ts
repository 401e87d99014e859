import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configKinds } from '../../src/engine/config/kinds.js'
import { readConfigSource } from '../../src/engine/config/load-node.js'
import { locatorOf, validateConfig } from '../../src/engine/config/validate.js'

const ROOT = join(import.meta.dirname, '..', '..')
const CONFIGS_DIR = join(ROOT, 'configs')
const EXAMPLES_DIR = join(ROOT, 'docs', 'examples')
const SCHEMA_LINE = /^# yaml-language-server: \$schema=(\S+)$/

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name)
    if (item.isDirectory()) return yamlFiles(path)
    // ELN schemas (*.archive.yaml) are data of uploads, not config files.
    return /\.ya?ml$/.test(item.name) && !/\.archive\.ya?ml$/.test(item.name) ? [path] : []
  })
}

describe('configs/ and docs/examples/ YAML files name their JSON Schema for editors', () => {
  it.each([...yamlFiles(CONFIGS_DIR), ...yamlFiles(EXAMPLES_DIR)].map((file) => relative(ROOT, file)))('%s starts with a $schema line its content satisfies', (name) => {
    const file = join(ROOT, name)
    const firstLine = readFileSync(file, 'utf8').split('\n')[0]
    const match = SCHEMA_LINE.exec(firstLine)
    expect(match, `first line of ${name}: ${firstLine}`).not.toBeNull()
    const schemaFile = resolve(dirname(file), match![1])
    expect(existsSync(schemaFile), `${schemaFile} does not exist`).toBe(true)
    // The schema file is generated from the kind of the same name, so the content must pass that kind's zod schema.
    const kind = schemaFile.split('/').at(-1)!.replace(/\.schema\.json$/, '')
    const source = readConfigSource(file)
    const result = validateConfig(configKinds.resolve(kind).schema, source.data, locatorOf(source))
    expect(result.ok ? [] : result.issues).toEqual([])
  })
})
