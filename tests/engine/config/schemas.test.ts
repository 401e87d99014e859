import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildJsonSchemas } from '../../../src/engine/config/json-schemas.js'
import { configKinds } from '../../../src/engine/config/kinds.js'
import { REPO_ROOT } from './helpers.js'

describe('schemas/*.schema.json', () => {
  const generated = buildJsonSchemas()

  it.each(Object.keys(generated))('%s matches the zod schemas (run `npm run schemas` if not)', (name) => {
    const file = join(REPO_ROOT, 'schemas', name)
    expect(existsSync(file), `${file} is missing`).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(generated[name])
  })

  it('exist for every config kind', () => {
    expect(Object.keys(generated).sort()).toEqual(configKinds.types().map((kind) => `${kind}.schema.json`).sort())
  })

  it('describe a widget layout x as integer or the string Infinity', () => {
    const text = generated['widget.schema.json']
    expect(text).toContain('"const": "Infinity"')
    expect(text).not.toContain('"const": null')
  })

  it('leave fields with defaults optional', () => {
    const app = JSON.parse(generated['app.schema.json']).$defs.App
    expect(app.required.sort()).toEqual(['category', 'label', 'path'])
  })
})
