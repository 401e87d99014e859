import type { ComponentType } from 'react'
import { rendererRegistry } from '../index.js'
import { HistogramEditor } from './histogram/HistogramEditor.js'
import { HistogramWidget } from './histogram/HistogramWidget.js'
import { PeriodicTableEditor } from './periodic-table/PeriodicTableEditor.js'
import { PeriodicTableWidget } from './periodic-table/PeriodicTableWidget.js'
import { ScatterPlotEditor } from './scatter-plot/ScatterPlotEditor.js'
import { ScatterPlotWidget } from './scatter-plot/ScatterPlotWidget.js'
import { TermsEditor } from './terms/TermsEditor.js'
import { TermsWidget } from './terms/TermsWidget.js'
import type { WidgetEditorProps, WidgetRendererProps } from './types.js'

// Each renderer takes the props of its own widget type; the dashboard hands it only widgets of that type.
const WIDGETS = [
  ['terms', TermsWidget, TermsEditor],
  ['histogram', HistogramWidget, HistogramEditor],
  ['periodic_table', PeriodicTableWidget, PeriodicTableEditor],
  ['scatter_plot', ScatterPlotWidget, ScatterPlotEditor],
] as unknown as [string, ComponentType<WidgetRendererProps>, ComponentType<WidgetEditorProps>][]

/** Registers the renderer and the edit dialog of every widget type; calling it again does nothing. */
export function registerWidgets(): void {
  const renderers = rendererRegistry('widget')
  const editors = rendererRegistry('widgetEditor')
  for (const [type, Renderer, Editor] of WIDGETS) {
    if (!renderers.has(type)) renderers.register(type, Renderer)
    if (!editors.has(type)) editors.register(type, Editor)
  }
}
