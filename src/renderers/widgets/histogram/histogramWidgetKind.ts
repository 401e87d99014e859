import { scaleSchema } from '../../../engine/config/common.js'
import { histogramWidgetSchema, widgetMessages } from '../../../engine/config/widgets.js'
import type { QuantityChoice } from '../common/QuantityField.js'
import { defineWidgetKind } from '../kind/widgetKind.js'
import type { WidgetOf } from '../types.js'
import { HistogramWidget } from './HistogramWidget.js'

/** Histograms take float, int or timestamp quantities (spec 2 §5). */
export const HISTOGRAM_QUANTITIES: QuantityChoice = { dtypes: ['float', 'int', 'timestamp'] }
/** Bin choices 10 to 50 in steps of 10 (spec 2 §9). */
export const BIN_CHOICES = [10, 20, 30, 40, 50] as const

type Histogram = WidgetOf<'histogram'>

export const histogramWidgetKind = defineWidgetKind<Histogram>({
  type: 'histogram',
  label: 'Histogram',
  schema: histogramWidgetSchema,
  Renderer: HistogramWidget,
  defaults: () => ({ x: { search_quantity: '', scale: 'linear' }, y: { scale: 'linear' }, nbins: 30, autorange: true, show_input: true }),
  defaultSize: { w: 8, h: 3 },
  form: {
    title: 'Edit histogram widget',
    inputs: {
      'x.search_quantity': { input: 'quantity', label: 'X-axis quantity', choice: HISTOGRAM_QUANTITIES },
      'x.title': { input: 'text', label: 'X-axis title' },
      'x.unit': { input: 'unit', label: 'X-axis unit' },
      'y.scale': { input: 'select', label: 'Y-axis scaling', options: scaleSchema.options, clearable: true },
      nbins: { input: 'select', label: 'Number of bins', options: BIN_CHOICES },
      title: { input: 'text', label: 'Title' },
      autorange: { input: 'check', label: 'Autorange' },
      show_input: { input: 'check', label: 'Show input fields' },
    },
    validate: (draft, checks) => ({
      'x.search_quantity': checks.quantity(HISTOGRAM_QUANTITIES, draft.x.search_quantity),
      'x.unit': checks.unit(draft.x.search_quantity, draft.x.unit),
      'y.scale': draft.y?.scale ? undefined : widgetMessages.yAxis,
    }),
    live: ['y.scale'],
    // The y axis holds only its scale: without one there is no y-axis configuration.
    normalise: (draft) => (draft.y?.scale ? draft : ({ ...draft, y: undefined } as unknown as Histogram)),
  },
})
