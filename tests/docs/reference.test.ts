import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildReference } from '../../scripts/docs/reference-markdown.js'

const ROOT = join(import.meta.dirname, '..', '..')
const SCHEMAS_DIR = join(ROOT, 'schemas')
const REFERENCE_DIR = join(ROOT, 'docs', 'reference')

const schemas = Object.fromEntries(
  readdirSync(SCHEMAS_DIR)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => [name, JSON.parse(readFileSync(join(SCHEMAS_DIR, name), 'utf8'))]),
)
const generated = buildReference(schemas)

describe('docs/reference (the YAML reference)', () => {
  it.each(Object.keys(generated))('%s is up to date with schemas/ (run `npm run docs` if not)', (name) => {
    const file = join(REFERENCE_DIR, name)
    expect(existsSync(file), `${file} is missing`).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(generated[name])
  })

  it('holds no page without a schema', () => {
    expect(readdirSync(REFERENCE_DIR).sort()).toEqual(Object.keys(generated).sort())
  })

  it('lists the server settings a deployment sets, with their defaults', () => {
    const page = generated['server-settings.md']
    expect(page).toContain('| `cors_origins` | list of string |  | `["*"]` |')
    expect(page).toContain('| `processing.parse_timeout_seconds` | integer (≥ 1) |  | `300` |')
    expect(page).toContain('| `doi.registrar` |')
  })

  it('gives every widget type its own section', () => {
    const page = generated['widget.md']
    for (const type of ['terms', 'histogram', 'scatter_plot', 'periodic_table']) expect(page).toContain(`\`type: ${type}\``)
  })

  it('changes when a schema gains a property', () => {
    const tool = structuredClone(schemas['north-tool.schema.json'])
    tool.properties.gpu = { type: 'boolean', default: false, description: 'Run on a GPU node.' }
    const page = buildReference({ 'north-tool.schema.json': tool })['north-tool.md']
    expect(page).toContain('| `gpu` | boolean |  | `false` | Run on a GPU node. |')
  })
})
