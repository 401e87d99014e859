import validator from '@rjsf/validator-ajv8'
import { describe, expect, it } from 'vitest'
import { editorKind } from '../../../../src/renderers/archive/editing.js'
import { matrixUiSchema, quantitySchema, valueUiSchema } from '../../../../src/renderers/archive/eln/quantitySchema.js'
import { editorsModel, experimentQuantity } from './support.js'

const model = editorsModel()
const q = (name: string) => experimentQuantity(model, name)
const valid = (schema: Record<string, unknown>, value: unknown) => validator.validateFormData(value, schema).errors.length === 0

describe('schemas and rjsf registrations of the spec 2 editors', () => {
  it('gives every component of the test schema an editor, matrices and vectors included', () => {
    const names = ['instrument', 'operator', 'related', 'raw_data', 'notes', 'atmosphere', 'power', 'orientation', 'offset']
    expect(names.map((name) => editorKind(q(name)))).toEqual(['reference', 'author', 'query', 'file', 'richtext', 'radio', 'slider', 'number', 'number'])
  })

  it('draws object values with rjsf fields and the rest with widgets named after the ELN component', () => {
    expect(valueUiSchema(q('operator'), 'operator')).toMatchObject({ 'ui:field': 'AuthorEditQuantity' })
    expect(valueUiSchema(q('related'), 'related')).toMatchObject({ 'ui:field': 'QueryEditQuantity' })
    expect(valueUiSchema(q('instrument'), 'instrument')).toMatchObject({ 'ui:widget': 'ReferenceEditQuantity' })
    expect(valueUiSchema(q('power'), 'power')).toMatchObject({ 'ui:widget': 'SliderEditQuantity' })
    expect(matrixUiSchema(q('orientation'))).toMatchObject({ 'ui:field': 'MatrixEditQuantity' })
  })

  it('lets ajv check an author’s email, the slider’s limits and a vector’s length', () => {
    const author = quantitySchema(q('operator'))
    expect([valid(author, { first_name: 'Ada', email: 'ada@lab.example.org' }), valid(author, { email: 'ada-at-lab' })]).toEqual([true, false])
    const power = quantitySchema(q('power'))
    expect([valid(power, 10), valid(power, 11), valid(power, 2.5)]).toEqual([true, false, false])
    const offset = quantitySchema(q('offset'))
    expect([valid(offset, [1, 2, 3]), valid(offset, [1, 2])]).toEqual([true, false])
  })
})
