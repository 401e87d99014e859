import { widgetMessages } from '../../../engine/config/widgets.js'
import { QuantityField, useQuantityValidator, type QuantityChoice } from '../common/QuantityField.js'
import { CheckField, ScaleField, SelectField, TextInput } from '../common/fields.js'
import { useWidgetDraft } from '../common/useWidgetDraft.js'
import { WidgetEditDialog } from '../common/WidgetEditDialog.js'
import { useSearchContext } from '../searchContext.js'
import type { WidgetEditorProps, WidgetOf } from '../types.js'

/** Terms take string, enum or boolean quantities that can be aggregated (spec 2 §5). */
export const TERMS_QUANTITIES: QuantityChoice = { dtypes: ['string', 'enum', 'boolean'], aggregatableOnly: true }

export function TermsEditor({ widget, onDone, onCancel }: WidgetEditorProps<WidgetOf<'terms'>>) {
  const validateQuantity = useQuantityValidator(TERMS_QUANTITIES)
  const { draft, update, errors, hasErrors, done } = useWidgetDraft(
    widget,
    (d) => ({ search_quantity: validateQuantity(d.search_quantity), scale: d.scale ? undefined : widgetMessages.scale }),
    onDone,
    ['scale'],
  )
  // Without a choice the quantity's own mode applies: show that one.
  const defaultMode = useSearchContext().quantity(draft.search_quantity)?.queryMode === 'all' ? 'and' : 'or'
  return (
    <WidgetEditDialog title="Edit terms widget" hasErrors={hasErrors} onDone={done} onCancel={onCancel}>
      <QuantityField label="Search quantity" value={draft.search_quantity} onChange={(search_quantity) => update({ search_quantity })} error={errors.search_quantity} {...TERMS_QUANTITIES} />
      <TextInput label="Title" value={draft.title} onChange={(title) => update({ title })} />
      <ScaleField clearable value={draft.scale} error={errors.scale} onChange={(scale) => update({ scale })} />
      <SelectField label="Query mode" value={draft.query_mode ?? defaultMode} options={['or', 'and'] as const} onChange={(query_mode) => update({ query_mode })} />
      <CheckField label="Show input field" value={draft.show_input} onChange={(show_input) => update({ show_input })} />
    </WidgetEditDialog>
  )
}
