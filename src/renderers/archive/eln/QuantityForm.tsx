// Loaded when the first editable quantity shows: rjsf and ajv stay out of the entry page's first JavaScript.
import Stack from '@mui/material/Stack'
import Form from '@rjsf/mui'
import type { ErrorSchema, FieldTemplateProps, RJSFValidationError } from '@rjsf/utils'
import validator from '@rjsf/validator-ajv8'
import { useMemo, useState } from 'react'
import type { QuantityDef } from '../../../engine/metainfo/index.js'
import { isFixedShape, isOpenList, type EditorKind } from '../editing.js'
import { INVALID_EMAIL } from './AuthorEditor.js'
import { ELN_FIELDS, ELN_WIDGETS } from './elnWidgets.js'
import { type JsonSchema, matrixUiSchema, quantitySchema, valueSchema, valueUiSchema } from './quantitySchema.js'

export interface QuantityFormProps {
  def: QuantityDef
  kind: EditorKind
  value: unknown
  /** A new value; undefined unsets the quantity. */
  onChange: (value: unknown) => void
}

/** The URL field's refusal (spec 2 §5). */
export const INVALID_URL = 'Invalid URL string!'

export const newItemLabel = (name: string) => `${name}: new item`

/** An editor for one quantity of an editable section: an rjsf form from the JSON Schema its definition gives. */
export default function QuantityForm(props: QuantityFormProps) {
  if (isOpenList(props.def)) return <ListForm {...props} />
  // A vector or matrix is one value of its whole shape, checked by ajv as nested arrays of fixed length.
  if (isFixedShape(props.def)) return <SchemaForm schema={quantitySchema(props.def)} uiSchema={matrixUiSchema(props.def)} value={props.value} onChange={props.onChange} />
  return <ValueForm def={props.def} label={props.def.name} value={props.value} onChange={props.onChange} />
}

/** A list quantity: one form per item (emptying one removes it) and one more that appends a new item. */
function ListForm({ def, value, onChange }: QuantityFormProps) {
  const items = Array.isArray(value) ? value : []
  const change = (index: number, item: unknown) => {
    const next = [...items]
    if (item === undefined) next.splice(index, 1)
    else next[index] = item
    onChange(next.length > 0 ? next : undefined)
  }
  return (
    <Stack spacing={1} role="group" aria-label={def.name}>
      {items.map((item, index) => (
        <ValueForm key={`${index}/${items.length}`} def={def} label={`${def.name}:${index}`} value={item} onChange={(next) => change(index, next)} />
      ))}
      <ValueForm key={`new/${items.length}`} def={def} label={newItemLabel(def.name)} value={undefined} onChange={(next) => next !== undefined && onChange([...items, next])} />
    </Stack>
  )
}

/** What the user reads when ajv refuses a value: the spec's words where it has them. */
function refusal(error: RJSFValidationError): string {
  if (error.name === 'format' && error.params?.format === 'uri') return INVALID_URL
  if (error.name === 'format' && error.params?.format === 'email') return INVALID_EMAIL
  return error.message ?? String(error.stack)
}

/** One value: the ELN component's widget, its value handed on only when ajv finds it valid against the value's schema. */
function ValueForm({ def, label, value, onChange }: { def: QuantityDef; label: string; value: unknown; onChange: (value: unknown) => void }) {
  const schema = useMemo<JsonSchema>(() => {
    const { title: _title, description: _description, ...rest } = valueSchema(def)
    return rest
  }, [def])
  const uiSchema = useMemo(() => valueUiSchema(def, label), [def, label])
  return <SchemaForm schema={schema} uiSchema={uiSchema} value={value} onChange={onChange} />
}

/** An rjsf form of the ELN widgets and fields whose value is handed on only when ajv finds it valid against the schema. */
function SchemaForm({ schema, uiSchema, value, onChange }: { schema: JsonSchema; uiSchema: Record<string, unknown>; value: unknown; onChange: (value: unknown) => void }) {
  const [error, setError] = useState<string>()
  const hand = (given: unknown) => {
    // rjsf fills an absent object with {} of its own accord: that is no edit, and no value.
    const next = isEmptyObject(given) ? undefined : given
    if (JSON.stringify(next) === JSON.stringify(isEmptyObject(value) ? undefined : value)) return
    const errors = next === undefined ? [] : validator.validateFormData(next, schema).errors
    setError(errors.length > 0 ? refusal(errors[0]) : undefined)
    if (errors.length === 0) onChange(next)
  }
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={ELN_WIDGETS}
      fields={ELN_FIELDS}
      templates={{ FieldTemplate: BareField, FieldErrorTemplate: NoFieldErrors }}
      extraErrors={(error ? { __errors: [error] } : {}) as ErrorSchema}
      showErrorList={false}
      noHtml5Validate
      onChange={({ formData }) => hand(formData)}
    >
      <></>
    </Form>
  )
}

const isEmptyObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0

/** The ELN widgets draw their own label and error; rjsf adds nothing around them. */
function BareField({ children }: FieldTemplateProps) {
  return children
}

const NoFieldErrors = () => null
