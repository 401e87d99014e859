import { histogramWidgetKind } from './histogram/histogramWidgetKind.js'
import type { WidgetKind } from './kind/widgetKind.js'
import { periodicTableWidgetKind } from './periodic-table/periodicTableWidgetKind.js'
import { scatterPlotWidgetKind } from './scatter-plot/scatterPlotWidgetKind.js'
import { termsWidgetKind } from './terms/termsWidgetKind.js'

/**
 * The built-in widget types, in the order of the 'Add widget' menu. Each is defined in its own folder
 * (schema, renderer, edit form, label, defaults, default size); a new type is its folder plus a line here
 * (and its schema in engine/config/widgets.ts): docs/maintainer-guide.md#a-dashboard-widget-type.
 */
export const BUILT_IN_WIDGETS: readonly WidgetKind[] = [termsWidgetKind, histogramWidgetKind, periodicTableWidgetKind, scatterPlotWidgetKind]
