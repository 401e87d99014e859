import { histogramWidgetKind } from './histogram/histogramWidgetKind.js'
import type { WidgetKind } from './kind/widgetKind.js'
import { periodicTableWidgetKind } from './periodic-table/periodicTableWidgetKind.js'
import { scatterPlotWidgetKind } from './scatter-plot/scatterPlotWidgetKind.js'
import { termsWidgetKind } from './terms/termsWidgetKind.js'

/**
 * The built-in widget types, in the order of the 'Add widget' menu. Each is defined in its own folder
 * (schema, renderer, edit form, label, defaults, default size); a new type is its folder plus a line here
 * (and its schema in WIDGET_SCHEMAS of engine/config/widgets.ts, which the server validates apps with):
 * docs/maintainer-guide.md#a-dashboard-widget-type.
 */
export const BUILT_IN_WIDGETS: readonly WidgetKind[] = [termsWidgetKind, histogramWidgetKind, periodicTableWidgetKind, scatterPlotWidgetKind]
