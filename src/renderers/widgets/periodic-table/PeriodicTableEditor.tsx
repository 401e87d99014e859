import { widgetMessages } from '../../../engine/config/widgets.js'
import { QuantityField, useQuantityValidator, type QuantityChoice } from '../common/QuantityField.js'
import { ScaleField, TextInput } from '../common/fields.js'
import { useWidgetDraft } from '../common/useWidgetDraft.js'
import { WidgetEditDialog } from '../common/WidgetEditDialog.js'
import type { WidgetEditorProps, WidgetOf } from '../types.js'

/** Periodic tables take string or enum quantities that can be aggregated (spec 2 §5). */
export const PERIODIC_TABLE_QUANTITIES: QuantityChoice = { dtypes: ['string', 'enum'], aggregatableOnly: true }

export function PeriodicTableEditor({ widget, onDone, onCancel }: WidgetEditorProps<WidgetOf<'periodic_table'>>) {
  const validateQuantity = useQuantityValidator(PERIODIC_TABLE_QUANTITIES)
  const { draft, update, errors, hasErrors, done } = useWidgetDraft(
    widget,
    (d) => ({ search_quantity: validateQuantity(d.search_quantity), scale: d.scale ? undefined : widgetMessages.scale }),
    onDone,
    ['scale'],
  )
  return (
    <WidgetEditDialog title="Edit periodic table widget" hasErrors={hasErrors} onDone={done} onCancel={onCancel}>
      <QuantityField label="Search quantity" value={draft.search_quantity} onChange={(search_quantity) => update({ search_quantity })} error={errors.search_quantity} {...PERIODIC_TABLE_QUANTITIES} />
      <TextInput label="Title" value={draft.title} onChange={(title) => update({ title })} />
      <ScaleField clearable value={draft.scale} error={errors.scale} onChange={(scale) => update({ scale })} />
    </WidgetEditDialog>
  )
}
