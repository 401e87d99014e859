import { z } from 'zod'
import { integer, isRecord, normaliseObject, renameKey, requiredString, scaleSchema } from './common.js'

/**
 * Texts of spec 2 §5 'Widgets and columns', word for word. Loading a config fills in the scale, the size
 * and the y axis when they are left out (NOMAD's configs omit them); the edit dialogs say these texts
 * when the user clears the field.
 */
export const widgetMessages = {
  searchQuantity: 'Search quantity is required.',
  scale: 'Scale is required.',
  size: 'Size is required.',
  xAxis: 'X-axis configuration is required.',
  yAxis: 'Y-axis configuration is required.',
  xQuantity: 'Search quantity for the x axis is required.',
  yQuantity: 'Search quantity for the y axis is required.',
} as const

/** Grid breakpoints of the dashboard (spec 2 §3 Widgets). */
export const BREAKPOINTS = ['sm', 'md', 'lg', 'xl', 'xxl'] as const

const INFINITY_SPELLINGS = new Set(['Infinity', 'infinity', 'inf', '.inf', '.Inf', '.INF'])

/** Integer or Infinity ("place at the end of the row"); its JSON Schema is written by hand in json-schemas.ts. */
export const layoutXValueSchema = z.union([z.int(), z.literal(Infinity)], {
  error: (issue) => (issue.input === undefined ? undefined : 'Expected an integer or Infinity'),
})

/** JSON cannot say Infinity, so the usual spellings of it are read as well. */
const layoutX = z.preprocess(
  (value) => (typeof value === 'string' && INFINITY_SPELLINGS.has(value) ? Infinity : value),
  layoutXValueSchema,
)

export const widgetLayoutSchema = z
  .looseObject({
    x: layoutX.describe('Column of the left edge; Infinity places the widget at the end of the row.'),
    y: integer(),
    w: integer(),
    h: integer(),
    minW: integer().default(3),
    minH: integer().default(3),
  })
  .meta({ id: 'WidgetLayout', description: 'Position and size in grid units at one breakpoint.' })

export const widgetLayoutsSchema = z.looseObject(
  Object.fromEntries(BREAKPOINTS.map((breakpoint) => [breakpoint, widgetLayoutSchema.optional()])) as Record<
    (typeof BREAKPOINTS)[number],
    z.ZodOptional<typeof widgetLayoutSchema>
  >,
)

/** An axis bound to a search quantity; `"quantity"` and a bare string are NOMAD's older spellings. */
export const axisSchema = ({ missing = 'Required', missingQuantity = widgetMessages.searchQuantity }: { missing?: string; missingQuantity?: string } = {}) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'string') return { search_quantity: value }
      if (!isRecord(value)) return value
      const axis = { ...value }
      renameKey(axis, 'quantity', 'search_quantity')
      return axis
    },
    z.looseObject(
      {
        search_quantity: requiredString(missingQuantity),
        title: z.string().optional(),
        unit: z.string().optional(),
        scale: scaleSchema.default('linear'),
      },
      { error: (issue) => (issue.input === undefined ? missing : undefined) },
    ),
  )

export const axisScaleSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { scale: value } : value),
  z.looseObject({ scale: scaleSchema.default('linear') }),
)

const widgetBase = {
  id: z.string().optional().describe('Unique id within the dashboard (NOMAD uses a timestamp string).'),
  title: z.string().optional(),
  description: z.string().optional(),
  editing: z.boolean().optional(),
  visible: z.boolean().optional(),
  index: z.number().optional(),
  layout: widgetLayoutsSchema.prefault({}),
}

export const termsWidgetSchema = z.looseObject({
  ...widgetBase,
  type: z.literal('terms'),
  search_quantity: requiredString(widgetMessages.searchQuantity),
  scale: scaleSchema.default('linear'),
  show_input: z.boolean().default(true),
  query_mode: z.enum(['and', 'or']).optional(),
})

export const histogramWidgetSchema = z.looseObject({
  ...widgetBase,
  type: z.literal('histogram'),
  x: axisSchema({ missing: widgetMessages.xAxis }),
  y: axisScaleSchema.prefault({}),
  nbins: integer().default(30),
  autorange: z.boolean().default(true),
  show_input: z.boolean().default(true),
})

export const periodicTableWidgetSchema = z.looseObject({
  ...widgetBase,
  type: z.literal('periodic_table'),
  search_quantity: requiredString(widgetMessages.searchQuantity),
  scale: scaleSchema.default('linear'),
})

export const scatterPlotWidgetSchema = z.looseObject({
  ...widgetBase,
  type: z.literal('scatter_plot'),
  x: axisSchema({ missing: widgetMessages.xQuantity, missingQuantity: widgetMessages.xQuantity }),
  y: axisSchema({ missing: widgetMessages.yQuantity, missingQuantity: widgetMessages.yQuantity }),
  markers: z.looseObject({ color: axisSchema().optional() }).optional(),
  size: z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), integer()).default(1000),
  autorange: z.boolean().default(true),
  drag_mode: z.enum(['zoom', 'pan', 'select']).default('zoom'),
})

const WIDGET_TYPE_ALIASES: Record<string, string> = { scatterplot: 'scatter_plot', periodictable: 'periodic_table' }

/** Brings NOMAD's older widget spellings to the current shape before validation. */
export function normaliseWidget(widget: Record<string, unknown>): Record<string, unknown> {
  if (typeof widget.type === 'string' && widget.type in WIDGET_TYPE_ALIASES) widget.type = WIDGET_TYPE_ALIASES[widget.type]
  renameKey(widget, 'showinput', 'show_input')
  renameKey(widget, 'n_bins', 'nbins')
  if (widget.type === 'histogram') {
    // Old histograms named the quantity and the statistics scale at the top level.
    if ('quantity' in widget) {
      if (widget.x === undefined) widget.x = { search_quantity: widget.quantity }
      delete widget.quantity
    }
    if ('scale' in widget) {
      if (widget.y === undefined) widget.y = { scale: widget.scale }
      delete widget.scale
    }
  } else if (widget.type === 'scatter_plot') {
    if ('color' in widget) {
      const markers = isRecord(widget.markers) ? { ...widget.markers } : {}
      if (markers.color === undefined) markers.color = widget.color
      widget.markers = markers
      delete widget.color
    }
  } else {
    renameKey(widget, 'quantity', 'search_quantity')
  }
  return widget
}

/**
 * The schemas of the built-in widget types, one per type. The union that validates a widget, the list of
 * type names and the GUI's 'Add widget' menu (`src/renderers/widgets/builtInWidgets.ts`, checked against this
 * list by tests/gui/dashboard/newWidgetType.test.tsx) all follow it.
 */
export const WIDGET_SCHEMAS = [termsWidgetSchema, histogramWidgetSchema, periodicTableWidgetSchema, scatterPlotWidgetSchema] as const

type WidgetTypeSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>

/** One widget of any of the given types, NOMAD's older spellings read as today's. */
export const widgetUnion = <S extends readonly [WidgetTypeSchema, ...WidgetTypeSchema[]]>(schemas: S) =>
  z.preprocess(normaliseObject(normaliseWidget), z.discriminatedUnion('type', [...schemas] as unknown as [S[number], ...S[number][]]))

export const WIDGET_TYPES = WIDGET_SCHEMAS.map((schema) => schema.shape.type.value)

export const widgetSchema = widgetUnion(WIDGET_SCHEMAS).meta({
  id: 'Widget',
  description: 'A dashboard widget; `scatterplot` and `periodictable` are read as `scatter_plot` and `periodic_table`.',
})

export type Widget = z.infer<typeof widgetSchema>
export type WidgetLayout = z.infer<typeof widgetLayoutSchema>
export type Axis = z.infer<ReturnType<typeof axisSchema>>
