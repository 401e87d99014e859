import { BREAKPOINTS, type WidgetLayout } from '../../engine/config/widgets.js'
import type { WidgetConfig } from '../widgets/kind/widgetKind.js'
import { widgetKinds } from '../widgets/kind/widgetKinds.js'

export type Breakpoint = (typeof BREAKPOINTS)[number]

/** Grid columns per breakpoint (spec 2 §9). */
export const GRID_COLUMNS: Record<Breakpoint, number> = { xxl: 36, xl: 30, lg: 24, md: 18, sm: 12 }

/** Smallest container width (px) of each breakpoint. */
export const GRID_BREAKPOINTS: Record<Breakpoint, number> = { xxl: 1900, xl: 1500, lg: 1200, md: 900, sm: 0 }

/** A widget type's default size w × h (spec 2 §9, given by each type); a type nobody registered gets a square. */
export const defaultWidgetSize = (type: string): { w: number; h: number } => (widgetKinds.has(type) ? widgetKinds.resolve(type).defaultSize : { w: 6, h: 6 })

export const MIN_WIDGET_SIZE = 3

export interface GridItem {
  i: string
  x: number
  y: number
  w: number
  h: number
  minW: number
  minH: number
}

const bottomOf = (items: readonly GridItem[]): number => Math.max(0, ...items.map((item) => item.y + item.h))

/**
 * The grid items of one breakpoint: the widget's own layout there, else its default size appended below
 * the others. x = Infinity (NOMAD: "at the end of the row") becomes the rightmost column that fits.
 */
export function gridItems(widgets: readonly (WidgetConfig & { id: string })[], breakpoint: Breakpoint): GridItem[] {
  const columns = GRID_COLUMNS[breakpoint]
  const items: GridItem[] = []
  for (const widget of widgets) {
    const own = widget.layout?.[breakpoint] as WidgetLayout | undefined
    const size = defaultWidgetSize(widget.type)
    const w = Math.min(columns, own?.w ?? size.w)
    const h = own?.h ?? size.h
    const x = own === undefined ? 0 : Number.isFinite(own.x) ? Math.min(own.x, columns - w) : columns - w
    const y = own === undefined ? bottomOf(items) : own.y
    items.push({ i: widget.id, x, y, w, h, minW: own?.minW ?? MIN_WIDGET_SIZE, minH: own?.minH ?? MIN_WIDGET_SIZE })
  }
  return items
}

/** Writes the positions of `items` back into the widgets' layouts at `breakpoint`. */
export function applyGridItems<W extends WidgetConfig & { id: string }>(widgets: readonly W[], breakpoint: Breakpoint, items: readonly GridItem[]): W[] {
  const byId = new Map(items.map((item) => [item.i, item]))
  let changed = false
  const next = widgets.map((widget) => {
    const item = byId.get(widget.id)
    if (!item) return widget
    const { x, y, w, h, minW, minH } = item
    const current = widget.layout?.[breakpoint]
    if (current && current.x === x && current.y === y && current.w === w && current.h === h) return widget
    changed = true
    return { ...widget, layout: { ...widget.layout, [breakpoint]: { x, y, w, h, minW: minW ?? MIN_WIDGET_SIZE, minH: minH ?? MIN_WIDGET_SIZE } } }
  })
  // The grid reports its layout on every render; an unchanged one must not change the state.
  return changed ? next : (widgets as W[])
}

/** A new widget's layout at every breakpoint: its default size, below everything else. */
export function appendedLayout(widgets: readonly (WidgetConfig & { id: string })[], type: string): WidgetConfig['layout'] {
  const size = defaultWidgetSize(type)
  const layout: Record<string, WidgetLayout> = {}
  for (const breakpoint of BREAKPOINTS) {
    const w = Math.min(GRID_COLUMNS[breakpoint], size.w)
    layout[breakpoint] = { x: 0, y: bottomOf(gridItems(widgets, breakpoint)), w, h: size.h, minW: MIN_WIDGET_SIZE, minH: MIN_WIDGET_SIZE }
  }
  return layout
}
