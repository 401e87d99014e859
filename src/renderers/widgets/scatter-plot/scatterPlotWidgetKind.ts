import { scaleSchema } from '../../../engine/config/common.js'
import { scatterPlotWidgetSchema, widgetMessages } from '../../../engine/config/widgets.js'
import { queryMessages } from '../../../engine/query/messages.js'
import type { QuantityChoice } from '../common/QuantityField.js'
import { defineWidgetKind, type FieldInput, type WidgetChecks } from '../kind/widgetKind.js'
import type { WidgetOf } from '../types.js'
import { axisQuantity, parseAxisPath } from './axisPath.js'
import { ScatterPlotWidget } from './ScatterPlotWidget.js'

/** Scatter axes take int, float or timestamp; the marker colour string, enum, float or int (spec 2 §5). */
export const SCATTER_AXIS_QUANTITIES: QuantityChoice = { dtypes: ['int', 'float', 'timestamp'] }
export const SCATTER_COLOR_QUANTITIES: QuantityChoice = { dtypes: ['string', 'enum', 'float', 'int'] }
/** Number of points (spec 2 §9). */
export const SCATTER_SIZES = [100, 1000, 10000] as const

type ScatterPlot = WidgetOf<'scatter_plot'>

/**
 * The error of an axis field, or undefined: it may name a quantity or a JMESPath expression on one
 * (`results.properties.electronic.band_structure_electronic[0].band_gap[0].value`).
 */
function axisPathError(checks: WidgetChecks, choice: QuantityChoice, value: string, optional = false): string | undefined {
  if (value.trim() === '') return optional ? undefined : queryMessages.emptyValue
  const parsed = parseAxisPath(value)
  if (!parsed.ok) return parsed.error
  return checks.options(choice).includes(parsed.quantity) ? undefined : queryMessages.quantityNotAvailable(parsed.quantity)
}

const axisInputs = (name: string, path: string, choice: QuantityChoice): Record<string, FieldInput> => ({
  [`${path}.search_quantity`]: { input: 'quantity', label: `${name} quantity`, choice },
  [`${path}.title`]: { input: 'text', label: `${name} title` },
  [`${path}.unit`]: { input: 'unit', label: `${name} unit` },
})

export const scatterPlotWidgetKind = defineWidgetKind<ScatterPlot>({
  type: 'scatter_plot',
  label: 'Scatter plot',
  schema: scatterPlotWidgetSchema,
  Renderer: ScatterPlotWidget,
  defaults: () => ({ x: { search_quantity: '', scale: 'linear' }, y: { search_quantity: '', scale: 'linear' }, size: 1000, autorange: true, drag_mode: 'zoom' }),
  defaultSize: { w: 9, h: 6 },
  form: {
    title: 'Edit scatter plot widget',
    inputs: {
      title: { input: 'text', label: 'Title' },
      ...axisInputs('X-axis', 'x', SCATTER_AXIS_QUANTITIES),
      'x.scale': { input: 'select', label: 'X-axis scale', options: scaleSchema.options },
      ...axisInputs('Y-axis', 'y', SCATTER_AXIS_QUANTITIES),
      'y.scale': { input: 'select', label: 'Y-axis scale', options: scaleSchema.options },
      ...axisInputs('Marker color', 'markers.color', SCATTER_COLOR_QUANTITIES),
      size: { input: 'select', label: 'Maximum number of entries to load', options: SCATTER_SIZES, clearable: true },
      autorange: { input: 'check', label: 'Autorange' },
    },
    validate: (draft, checks) => ({
      'x.search_quantity': axisPathError(checks, SCATTER_AXIS_QUANTITIES, draft.x.search_quantity),
      'y.search_quantity': axisPathError(checks, SCATTER_AXIS_QUANTITIES, draft.y.search_quantity),
      'markers.color.search_quantity': axisPathError(checks, SCATTER_COLOR_QUANTITIES, draft.markers?.color?.search_quantity ?? '', true),
      'x.unit': checks.unit(axisQuantity(draft.x.search_quantity), draft.x.unit),
      'y.unit': checks.unit(axisQuantity(draft.y.search_quantity), draft.y.unit),
      'markers.color.unit': checks.unit(axisQuantity(draft.markers?.color?.search_quantity ?? ''), draft.markers?.color?.unit),
      size: draft.size === undefined ? widgetMessages.size : undefined,
    }),
    live: ['size'],
    // A marker colour with nothing filled in is no marker colour.
    normalise: (draft) => {
      const color = draft.markers?.color
      if (!color) return draft
      if ((color.search_quantity ?? '') === '' && !color.unit && !color.title) return { ...draft, markers: undefined }
      return { ...draft, markers: { ...draft.markers, color: { ...color, search_quantity: color.search_quantity ?? '', scale: color.scale ?? 'linear' } } }
    },
  },
})
