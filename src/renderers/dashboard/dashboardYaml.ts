import { Document, isPair, isScalar, visit } from 'yaml'
import { z } from 'zod'
import { ConfigLoadError } from '../../engine/config/issues.js'
import { parseConfigText } from '../../engine/config/validate.js'
import {
  BREAKPOINTS,
  histogramWidgetSchema,
  periodicTableWidgetSchema,
  scatterPlotWidgetSchema,
  termsWidgetSchema,
  widgetSchema,
  type Widget,
} from '../../engine/config/widgets.js'

const WIDGET_KEYS: Record<Widget['type'], string[]> = {
  terms: Object.keys(termsWidgetSchema.shape),
  histogram: Object.keys(histogramWidgetSchema.shape),
  periodic_table: Object.keys(periodicTableWidgetSchema.shape),
  scatter_plot: Object.keys(scatterPlotWidgetSchema.shape),
}
const LAYOUT_KEYS = ['x', 'y', 'w', 'h', 'minW', 'minH']
const AXIS_KEYS = ['search_quantity', 'title', 'unit', 'scale']
/** Editing state is not part of a dashboard's description. */
const STATE_KEYS = new Set(['editing', 'visible', 'index'])

const pick = (value: unknown, keys: readonly string[]): Record<string, unknown> | undefined => {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  return Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]))
}

/** The widget with only the keys its schema knows (spec 2 §5: unknown keys are stripped). */
export function knownKeysOnly(widget: Widget): Widget {
  const result = pick(widget, WIDGET_KEYS[widget.type].filter((key) => !STATE_KEYS.has(key))) as Record<string, unknown>
  const layout = widget.layout as Record<string, unknown>
  result.layout = Object.fromEntries(
    BREAKPOINTS.filter((breakpoint) => layout?.[breakpoint] !== undefined).map((breakpoint) => [breakpoint, pick(layout[breakpoint], LAYOUT_KEYS)]),
  )
  if (widget.type === 'histogram') {
    result.x = pick(widget.x, AXIS_KEYS)
    result.y = pick(widget.y, ['scale'])
  }
  if (widget.type === 'scatter_plot') {
    result.x = pick(widget.x, AXIS_KEYS)
    result.y = pick(widget.y, AXIS_KEYS)
    result.markers = widget.markers?.color ? { color: pick(widget.markers.color, AXIS_KEYS) } : undefined
    if (result.markers === undefined) delete result.markers
  }
  return result as Widget
}

const BREAKPOINT_NAMES: readonly string[] = BREAKPOINTS

/**
 * The dashboard as YAML: `widgets:` with each widget's type first, its settings and its layouts, one
 * line per breakpoint (`lg: { x: 0, y: 0, w: 6, h: 9, minW: 3, minH: 3 }`).
 */
export function dashboardToYaml(widgets: readonly Widget[]): string {
  const document = new Document({
    widgets: widgets.map((widget) => {
      const { type, ...rest } = knownKeysOnly(widget)
      return { type, ...rest }
    }),
  })
  visit(document, {
    Map(_, node, path) {
      const parent = path[path.length - 1]
      if (isPair(parent) && isScalar(parent.key) && BREAKPOINT_NAMES.includes(String(parent.key.value))) node.flow = true
    },
  })
  return document.toString()
}

/** A list of widgets, or `{widgets: [...]}` as exported. */
const importSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { widgets: value } : value),
  z.object({ widgets: z.array(widgetSchema) }),
)

export type DashboardImport = { ok: true; widgets: Widget[] } | { ok: false; errors: string[] }

/** Reads widgets from YAML; each must have a known type and validate against its schema. */
export function dashboardFromYaml(text: string): DashboardImport {
  try {
    const { widgets } = parseConfigText(importSchema, text, 'dashboard')
    return { ok: true, widgets: widgets.map(knownKeysOnly) }
  } catch (error) {
    if (error instanceof ConfigLoadError) return { ok: false, errors: error.issues.map((issue) => `${issue.line > 0 ? `line ${issue.line}: ` : ''}${issue.path || '(root)'}: ${issue.message}`) }
    throw error
  }
}
