/**
 * The JSON Schema of an editable quantity, derived from its metainfo definition (type, enum, shape,
 * unit, the `eln` annotation's `component` and `props` limits), and the rjsf uiSchema that names the
 * ELN component as the rjsf widget drawing it. No React here: the form (QuantityForm) and its checks
 * (ajv) read what this builds.
 */
import type { QuantityDef } from '../../../engine/metainfo/index.js'
import { EDITOR_KINDS, elnAnnotation, FIELD_KINDS, isOpenList } from '../editing.js'

export type JsonSchema = Record<string, unknown>

/** An author as NOMAD's Author section holds one; the email must look like one (spec 2 §5). */
const AUTHOR_PROPERTIES = {
  first_name: { type: 'string' },
  last_name: { type: 'string' },
  email: { type: 'string', format: 'email' },
  affiliation: { type: 'string' },
  affiliation_address: { type: 'string' },
}

const INTEGER_DTYPES = /^u?int(8|16|32|64)?$|^int$/

/** The JSON Schema of one value of the quantity (for a list: of one item). */
export function valueSchema(def: QuantityDef): JsonSchema {
  const { type_kind: kind, type_data: data } = def.type
  const described = { title: def.name, ...(def.description && { description: def.description }), ...(def.unit && { 'x-unit': def.unit }) }
  if (kind === 'Author') return { ...described, type: 'object', properties: AUTHOR_PROPERTIES }
  if (kind === 'reference') return { ...described, type: 'string' }
  if (elnAnnotation(def)?.component === 'QueryEditQuantity') return { ...described, type: 'object' }
  if (kind === 'enum' || kind === 'Enum') return { ...described, type: 'string', enum: Array.isArray(data) ? [...data] : [] }
  if (kind === 'custom' && typeof data === 'string' && data.endsWith('Datetime')) return { ...described, type: 'string', format: 'date-time' }
  const dtype = typeof data === 'string' ? data : ''
  if (dtype === 'bool') return { ...described, type: 'boolean' }
  if (kind === 'numpy' || dtype === 'float' || dtype === 'int') {
    const props = elnAnnotation(def)?.props as { minValue?: unknown; maxValue?: unknown } | undefined
    return {
      ...described,
      type: INTEGER_DTYPES.test(dtype) ? 'integer' : 'number',
      ...(typeof props?.minValue === 'number' && { minimum: props.minValue }),
      ...(typeof props?.maxValue === 'number' && { maximum: props.maxValue }),
    }
  }
  if (elnAnnotation(def)?.component === 'URLEditQuantity') return { ...described, type: 'string', format: 'uri' }
  return { ...described, type: 'string' }
}

/**
 * The JSON Schema of the whole quantity: its value, or an array of values for shape ['*'], or nested arrays
 * of fixed length for vectors and matrices (shape [3], [3, 3]).
 */
export function quantitySchema(def: QuantityDef): JsonSchema {
  const value = valueSchema(def)
  if (!def.shape || def.shape.length === 0) return value
  if (isOpenList(def)) return { title: def.name, type: 'array', items: { ...value, title: undefined } }
  return def.shape.reduceRight<JsonSchema>(
    (items, length) => ({ type: 'array', items, ...(typeof length === 'number' && { minItems: length, maxItems: length }) }),
    { ...value, title: undefined },
  )
}

/** The ELN component that edits the quantity, when Strata has it. */
export function elnComponent(def: QuantityDef): keyof typeof EDITOR_KINDS | undefined {
  const component = elnAnnotation(def)?.component
  return typeof component === 'string' && component in EDITOR_KINDS ? (component as keyof typeof EDITOR_KINDS) : undefined
}

/** The rjsf uiSchema of one value: the ELN component is the rjsf widget, the definition rides along for units. */
export function valueUiSchema(def: QuantityDef, label: string): Record<string, unknown> {
  const component = elnComponent(def) ?? 'StringEditQuantity'
  // Object values (an author, a query) are rjsf fields; rjsf ignores a widget on an object.
  const drawnBy = FIELD_KINDS.has(EDITOR_KINDS[component]) ? 'ui:field' : 'ui:widget'
  return { [drawnBy]: component, 'ui:title': label, 'ui:options': { def, label } }
}

/** The rjsf field that edits a whole vector or matrix cell by cell. */
export const MATRIX_FIELD = 'MatrixEditQuantity'

/** The uiSchema of a fixed-shape quantity: the matrix field, with the definition for its cells. */
export function matrixUiSchema(def: QuantityDef): Record<string, unknown> {
  return { 'ui:field': MATRIX_FIELD, 'ui:title': def.name, 'ui:options': { def, label: def.name } }
}
