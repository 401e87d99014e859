import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import validator from '@rjsf/validator-ajv8'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { bundledStrataMetainfo } from '../../../src/engine/metainfo/bundled.js'
import { loadNomadDefinitions, type QuantityDef } from '../../../src/engine/metainfo/index.js'
import { quantitySchema, valueUiSchema } from '../../../src/renderers/archive/eln/quantitySchema.js'

type Json = Record<string, unknown>
const SCHEMA = 'schema.archive.yaml'

/** The example ELN schema's sample section, with a few quantities added the way a schema author writes them. */
function sampleQuantities(): Record<string, QuantityDef> {
  const schema = parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', 'eln', SCHEMA), 'utf8')) as Json
  const sample = ((schema.definitions as Json).sections as Record<string, Json>).ThinFilmSample
  Object.assign(sample.quantities as Json, {
    website: { type: 'str', m_annotations: { eln: { component: 'URLEditQuantity' } } },
    layers: { type: 'np.int32', m_annotations: { eln: { component: 'NumberEditQuantity', props: { minValue: 1, maxValue: 20 } } } },
    lattice: { type: 'np.float64', shape: [3, 3], unit: 'angstrom', m_annotations: { eln: { component: 'NumberEditQuantity' } } },
  })
  const model = loadNomadDefinitions(schema, { base: bundledStrataMetainfo(), source: SCHEMA, packageName: 'entry_id:schema-entry' })
  const def = Object.values(model.sections).find((section) => section.name === 'ThinFilmSample')!
  return Object.fromEntries(def.quantities.map((quantity) => [quantity.name, quantity]))
}

const valid = (schema: Json, value: unknown) => validator.validateFormData(value, schema).errors.length === 0

describe('the JSON Schema of an ELN quantity, derived from its definition', () => {
  const quantities = sampleQuantities()

  it('follows type, unit, enum and the ELN limits, and ajv checks values against it', () => {
    const thickness = quantitySchema(quantities.thickness)
    expect(thickness).toMatchObject({ type: 'number', 'x-unit': 'meter', description: 'Film thickness from profilometry.' })
    expect(quantitySchema(quantities.substrate)).toMatchObject({ type: 'string', enum: ['soda-lime glass', 'sapphire (0001)', 'Si (100)'] })
    expect(quantitySchema(quantities.deposition_date)).toMatchObject({ type: 'string', format: 'date-time' })

    const layers = quantitySchema(quantities.layers)
    expect(layers).toMatchObject({ type: 'integer', minimum: 1, maximum: 20 })
    expect([valid(layers, 4), valid(layers, 0), valid(layers, 21), valid(layers, 2.5)]).toEqual([true, false, false, false])

    const website = quantitySchema(quantities.website)
    expect([valid(website, 'https://example.org/s/1'), valid(website, 'not a url')]).toEqual([true, false])
  })

  it('makes lists, vectors and matrices arrays of the right length', () => {
    expect(quantitySchema(quantities.tags)).toMatchObject({ type: 'array', items: { type: 'string' } })
    const lattice = quantitySchema(quantities.lattice)
    expect(lattice).toMatchObject({ type: 'array', minItems: 3, maxItems: 3, items: { type: 'array', minItems: 3, maxItems: 3, items: { type: 'number', 'x-unit': 'angstrom' } } })
    const row = [1, 0, 0]
    expect([valid(lattice, [row, row, row]), valid(lattice, [row, row]), valid(lattice, [row, row, [1, 0]])]).toEqual([true, false, false])
  })

  it('names the ELN component as the rjsf widget that draws the value', () => {
    expect(valueUiSchema(quantities.description, 'description')['ui:widget']).toBe('RichTextEditQuantity')
    expect(valueUiSchema(quantities.website, 'website')['ui:widget']).toBe('URLEditQuantity')
  })
})
