import { widgetMessages } from '../../../engine/config/widgets.js'
import { QuantityField, useQuantityValidator, type QuantityChoice } from '../common/QuantityField.js'
import { CheckField, ScaleField, SelectField, TextInput } from '../common/fields.js'
import { useUnitValidator } from '../common/useUnitValidator.js'
import { useWidgetDraft } from '../common/useWidgetDraft.js'
import { WidgetEditDialog } from '../common/WidgetEditDialog.js'
import type { WidgetEditorProps, WidgetOf } from '../types.js'

/** Histograms take float, int or timestamp quantities (spec 2 §5). */
export const HISTOGRAM_QUANTITIES: QuantityChoice = { dtypes: ['float', 'int', 'timestamp'] }
/** Bin choices 10 to 50 in steps of 10 (spec 2 §9). */
export const BIN_CHOICES = [10, 20, 30, 40, 50] as const

export function HistogramEditor({ widget, onDone, onCancel }: WidgetEditorProps<WidgetOf<'histogram'>>) {
  const validateQuantity = useQuantityValidator(HISTOGRAM_QUANTITIES)
  const units = useUnitValidator()
  const { draft, update, errors, hasErrors, done } = useWidgetDraft(
    widget,
    (d) => ({ x: validateQuantity(d.x.search_quantity), unit: units.validate(d.x.search_quantity, d.x.unit), y: d.y?.scale ? undefined : widgetMessages.yAxis }),
    onDone,
    ['y'],
  )
  return (
    <WidgetEditDialog title="Edit histogram widget" hasErrors={hasErrors || (!units.ready && draft.x.unit !== undefined)} onDone={done} onCancel={onCancel}>
      <QuantityField label="X-axis quantity" value={draft.x.search_quantity} onChange={(search_quantity) => update({ x: { ...draft.x, search_quantity } })} error={errors.x} {...HISTOGRAM_QUANTITIES} />
      <TextInput label="X-axis title" value={draft.x.title} onChange={(title) => update({ x: { ...draft.x, title } })} />
      <TextInput label="X-axis unit" value={draft.x.unit} error={errors.unit} onChange={(unit) => update({ x: { ...draft.x, unit } })} />
      <ScaleField
        clearable
        label="Y-axis scaling"
        value={draft.y?.scale}
        error={errors.y}
        // The y axis holds only its scale: without one there is no y-axis configuration.
        onChange={(scale) => update({ y: scale ? { ...draft.y, scale } : undefined } as Partial<typeof draft>)}
      />
      <SelectField label="Number of bins" value={draft.nbins} options={BIN_CHOICES as readonly number[]} onChange={(nbins) => update({ nbins })} />
      <TextInput label="Title" value={draft.title} onChange={(title) => update({ title })} />
      <CheckField label="Autorange" value={draft.autorange} onChange={(autorange) => update({ autorange })} />
      <CheckField label="Show input fields" value={draft.show_input} onChange={(show_input) => update({ show_input })} />
    </WidgetEditDialog>
  )
}
