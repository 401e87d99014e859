import { widgetMessages, type Axis } from '../../../engine/config/widgets.js'
import { queryMessages } from '../../../engine/query/messages.js'
import { QuantityField, useQuantityOptions, type QuantityChoice } from '../common/QuantityField.js'
import { CheckField, ScaleField, SelectField, TextInput } from '../common/fields.js'
import { useUnitValidator } from '../common/useUnitValidator.js'
import { useWidgetDraft } from '../common/useWidgetDraft.js'
import { WidgetEditDialog } from '../common/WidgetEditDialog.js'
import type { WidgetEditorProps, WidgetOf } from '../types.js'
import { axisQuantity, parseAxisPath } from './axisPath.js'

/** Scatter axes take int, float or timestamp; the marker colour string, enum, float or int (spec 2 §5). */
export const SCATTER_AXIS_QUANTITIES: QuantityChoice = { dtypes: ['int', 'float', 'timestamp'] }
export const SCATTER_COLOR_QUANTITIES: QuantityChoice = { dtypes: ['string', 'enum', 'float', 'int'] }
/**
 * The error of an axis field, or undefined: it may name a quantity or a JMESPath expression on one
 * (`results.properties.electronic.band_structure_electronic[0].band_gap[0].value`).
 */
function useAxisPathValidator(choice: QuantityChoice): (value: string, optional?: boolean) => string | undefined {
  const options = useQuantityOptions(choice)
  return (value, optional = false) => {
    if (value.trim() === '') return optional ? undefined : queryMessages.emptyValue
    const parsed = parseAxisPath(value)
    if (!parsed.ok) return parsed.error
    return options.includes(parsed.quantity) ? undefined : queryMessages.quantityNotAvailable(parsed.quantity)
  }
}

/** Number of points (spec 2 §9). */
export const SCATTER_SIZES = [100, 1000, 10000] as const

function AxisFields({
  name,
  axis,
  onChange,
  error,
  unitError,
  withScale = true,
}: {
  name: string
  axis: Axis
  onChange: (axis: Axis) => void
  error?: string
  unitError?: string
  withScale?: boolean
}) {
  return (
    <>
      <QuantityField label={`${name} quantity`} value={axis.search_quantity} onChange={(search_quantity) => onChange({ ...axis, search_quantity })} error={error} {...(name === 'Marker color' ? SCATTER_COLOR_QUANTITIES : SCATTER_AXIS_QUANTITIES)} />
      <TextInput label={`${name} title`} value={axis.title} onChange={(title) => onChange({ ...axis, title })} />
      <TextInput label={`${name} unit`} value={axis.unit} error={unitError} onChange={(unit) => onChange({ ...axis, unit })} />
      {withScale && <ScaleField label={`${name} scale`} value={axis.scale} onChange={(scale) => onChange({ ...axis, scale: scale ?? axis.scale })} />}
    </>
  )
}

export function ScatterPlotEditor({ widget, onDone, onCancel }: WidgetEditorProps<WidgetOf<'scatter_plot'>>) {
  const validateAxis = useAxisPathValidator(SCATTER_AXIS_QUANTITIES)
  const validateColor = useAxisPathValidator(SCATTER_COLOR_QUANTITIES)
  const units = useUnitValidator()
  const { draft, update, errors, hasErrors, done } = useWidgetDraft(
    widget,
    (d) => ({
      x: validateAxis(d.x.search_quantity),
      y: validateAxis(d.y.search_quantity),
      color: validateColor(d.markers?.color?.search_quantity ?? '', true),
      xUnit: units.validate(axisQuantity(d.x.search_quantity), d.x.unit),
      yUnit: units.validate(axisQuantity(d.y.search_quantity), d.y.unit),
      colorUnit: units.validate(axisQuantity(d.markers?.color?.search_quantity ?? ''), d.markers?.color?.unit),
      size: d.size === undefined ? widgetMessages.size : undefined,
    }),
    onDone,
    ['size'],
  )
  const color: Axis = draft.markers?.color ?? { search_quantity: '', scale: 'linear' }
  const unitPending = !units.ready && [draft.x.unit, draft.y.unit, color.unit].some((unit) => unit !== undefined)
  return (
    <WidgetEditDialog title="Edit scatter plot widget" hasErrors={hasErrors || unitPending} onDone={done} onCancel={onCancel}>
      <TextInput label="Title" value={draft.title} onChange={(title) => update({ title })} />
      <AxisFields name="X-axis" axis={draft.x} onChange={(x) => update({ x })} error={errors.x} unitError={errors.xUnit} />
      <AxisFields name="Y-axis" axis={draft.y} onChange={(y) => update({ y })} error={errors.y} unitError={errors.yUnit} />
      <AxisFields
        name="Marker color"
        axis={color}
        withScale={false}
        error={errors.color}
        unitError={errors.colorUnit}
        onChange={(next) => update({ markers: next.search_quantity === '' && !next.unit && !next.title ? undefined : { ...draft.markers, color: next } })}
      />
      <SelectField
        clearable
        label="Maximum number of entries to load"
        value={draft.size}
        error={errors.size}
        options={SCATTER_SIZES as readonly number[]}
        onChange={(size) => update({ size } as Partial<typeof draft>)}
      />
      <CheckField label="Autorange" value={draft.autorange} onChange={(autorange) => update({ autorange })} />
    </WidgetEditDialog>
  )
}
