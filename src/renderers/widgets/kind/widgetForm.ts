import { z } from 'zod'
import type { FieldInput, FieldPath, WidgetKind } from './widgetKind.js'

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; definitions?: Record<string, JsonSchema> }
type UiNode = Record<string, unknown>

/**
 * The JSON Schema of a widget type, generated from its zod schema (the input side: defaults optional), in
 * draft 7, the dialect rjsf's ajv validator reads.
 */
export const widgetJsonSchema = (kind: Pick<WidgetKind, 'schema'>): JsonSchema =>
  z.toJSONSchema(kind.schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' }) as JsonSchema

/** The rjsf widget that draws each input of spec 2 §5. */
export const INPUT_WIDGETS: Record<Exclude<FieldInput['input'], 'custom'>, string> = {
  text: 'strataText',
  check: 'strataCheck',
  unit: 'strataUnit',
  quantity: 'strataQuantity',
  select: 'strataSelect',
}

/** The part of a property's schema the form needs: its type and choices, not defaults or requirements (those are the dialog's checks). */
function leafSchema(schema: JsonSchema): JsonSchema {
  const { default: _default, required: _required, ...rest } = schema
  return rest
}

/**
 * The rjsf form of a widget type: the schema keeps only the fields the type's form lists (nested objects with
 * their listed fields, in the listed order) and the uiSchema names each field's label and input.
 */
export function widgetFormSchemas(kind: Pick<WidgetKind, 'schema' | 'form'>): { schema: JsonSchema; uiSchema: UiNode } {
  const full = widgetJsonSchema(kind)
  const schema: JsonSchema = { type: 'object', properties: {} }
  const uiSchema: UiNode = { 'ui:order': [] }
  for (const [path, input] of Object.entries(kind.form.inputs)) {
    const keys = path.split('.')
    let source: JsonSchema | undefined = full
    let target = schema
    let ui = uiSchema
    keys.forEach((key, index) => {
      source = source?.properties?.[key]
      if (source === undefined) throw new Error(`The form of widget type '${kind.schema.shape.type}' names '${path}', which its schema does not have`)
      const order = ui['ui:order'] as string[]
      if (!order.includes(key)) order.push(key)
      const last = index === keys.length - 1
      target.properties ??= {}
      target.properties[key] ??= last ? leafSchema(source) : { type: 'object', properties: {} }
      ui[key] ??= last ? uiOf(input) : { 'ui:order': [] }
      target = target.properties[key]
      ui = ui[key] as UiNode
    })
  }
  return { schema, uiSchema }
}

function uiOf(input: FieldInput): UiNode {
  const widget = input.input === 'custom' ? input.widget : INPUT_WIDGETS[input.input]
  const { input: _input, label, ...options } = input
  return { 'ui:widget': widget, 'ui:title': label, 'ui:options': options }
}

/** The value at a dotted path. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  return path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value)
}

/** Errors by dotted path as rjsf's error schema: `{x: {unit: {__errors: [...]}}}`. */
export function errorSchemaOf(errors: Record<FieldPath, string | undefined>): Record<string, unknown> {
  const schema: Record<string, unknown> = {}
  for (const [path, error] of Object.entries(errors)) {
    if (error === undefined) continue
    let node = schema
    for (const key of path.split('.')) node = (node[key] ??= {}) as Record<string, unknown>
    node.__errors = [error]
  }
  return schema
}

/** The widget with only the keys its JSON Schema lists, at every level (spec 2 §5: unknown keys are stripped). */
export function knownKeys(value: unknown, schema: JsonSchema, defs: Record<string, JsonSchema> = schema.definitions ?? {}): unknown {
  const resolved = typeof schema.$ref === 'string' ? defs[schema.$ref.replace('#/definitions/', '')] : schema
  if (resolved?.properties === undefined || typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const record = value as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(resolved.properties)
      .filter(([key]) => record[key] !== undefined)
      .map(([key, property]) => [key, knownKeys(record[key], property, defs)]),
  )
}
