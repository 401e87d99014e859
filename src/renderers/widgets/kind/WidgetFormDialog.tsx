// Loaded only when an edit dialog opens: rjsf and ajv stay out of the search page's first JavaScript.
import Form from '@rjsf/mui'
import type { ErrorSchema, RegistryWidgetsType } from '@rjsf/utils'
import validator from '@rjsf/validator-ajv8'
import { useMemo, useState } from 'react'
import { useSearchContext } from '../searchContext.js'
import { quantityError, quantityOptions } from '../common/QuantityField.js'
import { useUnitValidator } from '../common/useUnitValidator.js'
import { WidgetEditDialog } from '../common/WidgetEditDialog.js'
import { FlatObjectTemplate, FORM_INPUTS, NoFieldErrors } from './formInputs.js'
import { errorSchemaOf, valueAt, widgetFormSchemas, widgetJsonSchema } from './widgetForm.js'
import { UNIT_PENDING, type WidgetChecks, type WidgetConfig, type WidgetEditorProps, type WidgetKind } from './widgetKind.js'

export interface WidgetFormDialogProps extends WidgetEditorProps {
  kind: WidgetKind
}

/**
 * The edit dialog of any widget type: an rjsf form generated from the type's JSON Schema. Errors show once
 * the user tried Done (spec 2 §5: an empty quantity is reported on accept) and then follow each change;
 * errors of the `live` fields show as soon as the field changed. Done hands the copy back only when the
 * type's checks and the JSON Schema (ajv) both accept it.
 */
export default function WidgetFormDialog({ kind, widget, onDone, onCancel }: WidgetFormDialogProps) {
  const { form } = kind
  const { schema, uiSchema } = useMemo(() => widgetFormSchemas(kind), [kind])
  const fullSchema = useMemo(() => widgetJsonSchema(kind), [kind])
  const context = useSearchContext()
  const units = useUnitValidator()
  const [draft, setDraft] = useState<WidgetConfig>(widget)
  const [tried, setTried] = useState(false)
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set())

  const checks: WidgetChecks = {
    options: (choice) => quantityOptions(context, choice),
    quantity: (choice, value, optional) => quantityError(quantityOptions(context, choice), value, optional),
    unit: (quantity, unit) => (unit && !units.ready ? UNIT_PENDING : units.validate(quantity, unit)),
  }
  const all = form.validate(draft, checks)
  const shown = tried ? all : Object.fromEntries((form.live ?? []).filter((path) => changed.has(path)).map((path) => [path, all[path]]))
  const visible = Object.fromEntries(Object.entries(shown).filter(([, error]) => error !== UNIT_PENDING))
  const blocked = Object.values(shown).some((error) => error !== undefined) || Object.values(all).includes(UNIT_PENDING)

  const change = (next: WidgetConfig) => {
    const tidy = form.normalise ? form.normalise(next) : next
    setChanged((current) => new Set([...current, ...Object.keys(form.inputs).filter((path) => valueAt(tidy, path) !== valueAt(draft, path))]))
    setDraft(tidy)
  }
  const done = () => {
    setTried(true)
    if (Object.values(all).some((error) => error !== undefined)) return
    const { errors } = validator.validateFormData(draft, fullSchema)
    if (errors.length === 0) onDone(draft)
  }
  const ajvErrors = tried ? validator.validateFormData(draft, fullSchema).errors.map((error) => error.stack) : []

  return (
    <WidgetEditDialog title={form.title} hasErrors={blocked} onDone={done} onCancel={onCancel}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={draft}
        validator={validator}
        widgets={{ ...FORM_INPUTS, ...(form.widgets as RegistryWidgetsType | undefined) }}
        templates={{ ObjectFieldTemplate: FlatObjectTemplate, FieldErrorTemplate: NoFieldErrors }}
        extraErrors={errorSchemaOf(visible) as ErrorSchema}
        showErrorList={false}
        noHtml5Validate
        formContext={{ draft }}
        onChange={({ formData }) => change({ ...draft, ...(formData as WidgetConfig) })}
      >
        <></>
      </Form>
      {ajvErrors.map((error) => (
        <span key={error} role="alert">
          {error}
        </span>
      ))}
    </WidgetEditDialog>
  )
}
