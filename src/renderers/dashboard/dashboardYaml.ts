import { Document, isPair, isScalar, visit } from 'yaml'
import { z } from 'zod'
import { ConfigLoadError } from '../../engine/config/issues.js'
import { parseConfigText } from '../../engine/config/validate.js'
import { BREAKPOINTS } from '../../engine/config/widgets.js'
import { knownKeys, widgetJsonSchema } from '../widgets/kind/widgetForm.js'
import type { WidgetConfig } from '../widgets/kind/widgetKind.js'
import { registeredWidgetSchema, widgetKinds } from '../widgets/kind/widgetKinds.js'

/** Editing state is not part of a dashboard's description. */
const STATE_KEYS = new Set(['editing', 'visible', 'index'])

/** The widget with only the keys its type's schema knows (spec 2 §5: unknown keys are stripped), without editing state. */
export function knownKeysOnly(widget: WidgetConfig): WidgetConfig {
  const known = knownKeys(widget, widgetJsonSchema(widgetKinds.resolve(widget.type))) as Record<string, unknown>
  for (const key of STATE_KEYS) delete known[key]
  known.layout ??= {}
  return known as unknown as WidgetConfig
}

const BREAKPOINT_NAMES: readonly string[] = BREAKPOINTS

/**
 * The dashboard as YAML: `widgets:` with each widget's type first, its settings and its layouts, one
 * line per breakpoint (`lg: { x: 0, y: 0, w: 6, h: 9, minW: 3, minH: 3 }`).
 */
export function dashboardToYaml(widgets: readonly WidgetConfig[]): string {
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

/** A list of widgets, or `{widgets: [...]}` as exported; each of a registered type. */
const importSchema = () =>
  z.preprocess((value) => (Array.isArray(value) ? { widgets: value } : value), z.object({ widgets: z.array(registeredWidgetSchema()) }))

export type DashboardImport = { ok: true; widgets: WidgetConfig[] } | { ok: false; errors: string[] }

/** Reads widgets from YAML; each must have a known type and validate against its schema. */
export function dashboardFromYaml(text: string): DashboardImport {
  try {
    const { widgets } = parseConfigText(importSchema(), text, 'dashboard')
    return { ok: true, widgets: (widgets as unknown as WidgetConfig[]).map(knownKeysOnly) }
  } catch (error) {
    if (error instanceof ConfigLoadError) return { ok: false, errors: error.issues.map((issue) => `${issue.line > 0 ? `line ${issue.line}: ` : ''}${issue.path || '(root)'}: ${issue.message}`) }
    throw error
  }
}
