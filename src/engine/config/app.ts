import { z } from 'zod'
import { includeExcludeShape, integer, jsonValueSchema, normaliseObject, requiredString } from './common.js'
import { columnsSchema } from './columns.js'
import { noteDeprecation, renamedNote } from './deprecations.js'
import { filterMenusToMenu, menuSchema } from './menu.js'
import { widgetSchema } from './widgets.js'

export const paginationSchema = z.looseObject({
  order_by: z.string().default('upload_create_time'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page_size: integer().default(20),
})

const rowActionBase = { description: z.string().optional(), icon: z.string().optional() }

/** What the action button at the end of a result row does (spec 2 §3 Other entities). */
export const rowActionSchema = z.discriminatedUnion('type', [
  z.looseObject({
    ...rowActionBase,
    type: z.literal('url'),
    path: requiredString('Path is required.').describe('JMESPath into the entry giving the URL to open.'),
  }),
  z.looseObject({
    ...rowActionBase,
    type: z.literal('north'),
    filepath: requiredString('File path is required.').describe('JMESPath into the entry giving the file to open.'),
    tool_name: requiredString('Tool name is required.'),
  }),
])

const enabled = z.looseObject({ enabled: z.boolean().default(true) })

export const rowsSchema = z.looseObject({
  actions: z
    .looseObject({
      enabled: z.boolean().default(true),
      ...includeExcludeShape,
      options: z.record(z.string(), rowActionSchema).optional(),
    })
    .prefault({}),
  details: enabled.prefault({}),
  selection: enabled.prefault({}),
})

export const SEARCH_SYNTAXES = ['existence', 'equality', 'range_bounded', 'range_half_bounded', 'free_text'] as const

const quantityFilterSchema = z
  .looseObject(includeExcludeShape)
  .describe('Which search quantities the app offers; glob patterns such as `*#my.schema.Section` are allowed.')

/** Reads NOMAD's older spellings: `filter_menus` becomes `menu`, `filters` stands in for `search_quantities`. */
function normaliseApp(app: Record<string, unknown>): Record<string, unknown> {
  if ('filter_menus' in app) {
    noteDeprecation(renamedNote('filter_menus', 'menu'))
    if (app.menu === undefined) app.menu = filterMenusToMenu(app.filter_menus)
    delete app.filter_menus
  }
  if (app.search_quantities === undefined && app.filters !== undefined) {
    noteDeprecation(renamedNote('filters', 'search_quantities'))
    app.search_quantities = app.filters
  }
  return app
}

export const appConfigSchema = z
  .preprocess(
    normaliseObject(normaliseApp),
    z.looseObject({
      path: z
        .string({ error: (issue) => (issue.input === undefined ? 'Path is required.' : undefined) })
        .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only: the path becomes part of the URL'),
      label: requiredString('Label is required.'),
      description: z.string().optional(),
      breadcrumb: z.string().optional().describe('Text of the breadcrumb; the label when absent.'),
      category: requiredString('Category is required.'),
      resource: z.enum(['entries', 'materials']).default('entries'),
      pagination: paginationSchema.prefault({}),
      columns: columnsSchema.default([]),
      rows: rowsSchema.prefault({}),
      menu: menuSchema.optional(),
      search_quantities: quantityFilterSchema.optional(),
      filters: quantityFilterSchema.optional().describe('Older name of `search_quantities`.'),
      filters_locked: z
        .record(z.string(), jsonValueSchema)
        .optional()
        .describe('Filters applied to every search of the app and hidden from the user.'),
      dashboard: z.looseObject({ widgets: z.array(widgetSchema).default([]) }).optional(),
      search_syntaxes: z.looseObject({ exclude: z.array(z.enum(SEARCH_SYNTAXES)).optional() }).optional(),
      readme: z.string().optional(),
    }),
  )
  .meta({ id: 'App', description: 'One search app: a route with a filter menu, a dashboard and a result table.' })

export type AppConfig = z.infer<typeof appConfigSchema>
export type Pagination = z.infer<typeof paginationSchema>
export type RowAction = z.infer<typeof rowActionSchema>

/** A plugin's app entry point, as NOMAD's plugins declare them (`{name, description, app}`). */
export const appEntryPointSchema = z.looseObject({
  id: z.string().optional(),
  entry_point_type: z.literal('app').optional(),
  name: requiredString('Name is required.'),
  description: z.string().optional(),
  plugin_package: z.string().optional(),
  app: appConfigSchema,
})

export type AppEntryPoint = z.infer<typeof appEntryPointSchema>
