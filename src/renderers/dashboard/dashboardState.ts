import type { WidgetConfig } from '../widgets/kind/widgetKind.js'
import { widgetKinds } from '../widgets/kind/widgetKinds.js'
import { appendedLayout, applyGridItems, type Breakpoint, type GridItem } from './layout.js'

/** A widget on the dashboard always has an id (NOMAD: a timestamp string). */
export type DashboardWidget = WidgetConfig & { id: string }

export type DashboardAction =
  | { type: 'reset'; widgets: readonly WidgetConfig[] }
  | { type: 'add'; widgetType: string; id: string }
  | { type: 'edit'; id: string }
  | { type: 'done'; widget: DashboardWidget }
  | { type: 'cancel'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'layout'; breakpoint: Breakpoint; items: readonly GridItem[] }

/** The settings a newly added widget starts from (its type's defaults); the user completes them in its edit dialog. */
export function newWidget(type: string): WidgetConfig {
  return { type, ...widgetKinds.resolve(type).defaults(), layout: {} }
}

/** Widgets from a config or an import: each gets an id, and they are shown. */
export function dashboardWidgets(widgets: readonly WidgetConfig[]): DashboardWidget[] {
  const taken = new Set<string>()
  return widgets.map((widget, index) => {
    let id = widget.id ?? String(index)
    while (taken.has(id)) id = `${id}-${index}`
    taken.add(id)
    return { ...widget, id, editing: false, visible: widget.visible ?? true }
  })
}

/**
 * Edit semantics of spec 2 §4: a new widget starts with editing true and visible false; Done sets editing
 * false and visible true; Cancel sets editing false and removes the widget if it was never visible.
 */
export function dashboardReducer(widgets: DashboardWidget[], action: DashboardAction): DashboardWidget[] {
  switch (action.type) {
    case 'reset':
      return dashboardWidgets(action.widgets)
    case 'add': {
      const widget = newWidget(action.widgetType)
      return [...widgets, { ...widget, id: action.id, editing: true, visible: false, layout: appendedLayout(widgets, action.widgetType) }]
    }
    case 'edit':
      return widgets.map((widget) => (widget.id === action.id ? { ...widget, editing: true } : widget))
    case 'done':
      return widgets.map((widget) => (widget.id === action.widget.id ? { ...action.widget, editing: false, visible: true } : widget))
    case 'cancel':
      return widgets.flatMap((widget) => {
        if (widget.id !== action.id) return [widget]
        return widget.visible ? [{ ...widget, editing: false }] : []
      })
    case 'remove':
      return widgets.filter((widget) => widget.id !== action.id)
    case 'layout':
      return applyGridItems(widgets, action.breakpoint, action.items)
  }
}
