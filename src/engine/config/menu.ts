import { z } from 'zod'
import { integer, isRecord, normaliseObject, renameKey, requiredString, scaleSchema } from './common.js'
import { axisSchema, axisScaleSchema, widgetMessages } from './widgets.js'

/** Fields every filter-menu item has. */
const itemBase = {
  width: integer().default(12).describe('Width in a 12-column grid.'),
  show_header: z.boolean().default(true),
  title: z.string().optional(),
}

export const MENU_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const

const termsOptionSchema = z.looseObject({ label: z.string().optional(), description: z.string().optional() })

export const termsMenuItemSchema = z.looseObject({
  ...itemBase,
  type: z.literal('terms'),
  search_quantity: requiredString(widgetMessages.searchQuantity),
  scale: scaleSchema.default('linear'),
  show_input: z.boolean().default(true),
  options: z
    .union([integer(), z.record(z.string(), termsOptionSchema)], {
      error: (issue) => (issue.code === 'invalid_union' ? 'Expected a number of options or a map of options with labels' : undefined),
    })
    .optional()
    .describe('How many options to show as checkboxes, or the fixed options with their labels.'),
  n_columns: integer().default(1),
  sort_static: z.boolean().default(true),
  show_statistics: z.boolean().default(true),
})

export const histogramMenuItemSchema = z.looseObject({
  ...itemBase,
  type: z.literal('histogram'),
  x: axisSchema({ missing: widgetMessages.xAxis }),
  y: axisScaleSchema.prefault({}),
  show_input: z.boolean().default(true),
  autorange: z.boolean().default(false),
  nbins: integer().default(30),
  show_statistics: z.boolean().default(true),
})

export const periodicTableMenuItemSchema = z.looseObject({
  ...itemBase,
  type: z.literal('periodic_table'),
  search_quantity: requiredString(widgetMessages.searchQuantity),
  scale: scaleSchema.default('linear'),
  show_statistics: z.boolean().default(true),
})

const plainItem = <T extends string>(type: T) => z.looseObject({ ...itemBase, type: z.literal(type) })
export const visibilityMenuItemSchema = plainItem('visibility')
export const definitionsMenuItemSchema = plainItem('definitions')
export const optimadeMenuItemSchema = plainItem('optimade')
export const customQuantitiesMenuItemSchema = plainItem('custom_quantities')

type ItemBase = { width: number; show_header: boolean; title?: string; [key: string]: unknown }

/** A (sub)menu; a menu without items is shown as a heading. */
export type Menu = ItemBase & { type: 'menu'; size?: string; indentation: number; items?: MenuItem[] }
export type NestedObjectMenuItem = ItemBase & { type: 'nested_object'; path: string; items?: MenuItem[] }
export type MenuItem =
  | Menu
  | NestedObjectMenuItem
  | z.infer<typeof termsMenuItemSchema>
  | z.infer<typeof histogramMenuItemSchema>
  | z.infer<typeof periodicTableMenuItemSchema>
  | z.infer<typeof visibilityMenuItemSchema>
  | z.infer<typeof definitionsMenuItemSchema>
  | z.infer<typeof optimadeMenuItemSchema>
  | z.infer<typeof customQuantitiesMenuItemSchema>

export const menuSchema = z.looseObject({
  ...itemBase,
  type: z.literal('menu'),
  size: z.string().optional().describe(`Width of the menu: one of ${MENU_SIZES.join(', ')}, or a CSS width.`),
  indentation: integer().default(0),
  get items(): z.ZodOptional<z.ZodArray<z.ZodType<MenuItem, unknown>>> {
    return z.array(menuItemSchema).optional()
  },
})

export const nestedObjectMenuItemSchema = z.looseObject({
  ...itemBase,
  type: z.literal('nested_object'),
  path: requiredString('Path of the nested section is required.'),
  get items(): z.ZodOptional<z.ZodArray<z.ZodType<MenuItem, unknown>>> {
    return z.array(menuItemSchema).optional()
  },
})

/**
 * The schemas of the filter menu item types, one per type. The union that validates an item and
 * MENU_ITEM_TYPES follow this list, and so does the GUI's list of renderers
 * (`src/renderers/menu-items/register.ts`, checked against it by tests/gui/menu-items/kinds.test.tsx).
 */
export const MENU_ITEM_SCHEMAS = [
  menuSchema,
  nestedObjectMenuItemSchema,
  termsMenuItemSchema,
  histogramMenuItemSchema,
  periodicTableMenuItemSchema,
  visibilityMenuItemSchema,
  definitionsMenuItemSchema,
  optimadeMenuItemSchema,
  customQuantitiesMenuItemSchema,
] as const

function normaliseMenuItem(item: Record<string, unknown>): Record<string, unknown> {
  if (item.type === 'periodictable') item.type = 'periodic_table'
  renameKey(item, 'quantity', 'search_quantity')
  renameKey(item, 'showinput', 'show_input')
  return item
}

export const menuItemSchema: z.ZodType<MenuItem, unknown> = z.preprocess(
  normaliseObject(normaliseMenuItem),
  z.discriminatedUnion('type', [...MENU_ITEM_SCHEMAS]),
).meta({ id: 'MenuItem' }) as z.ZodType<MenuItem, unknown>

// After menuItemSchema: reading a shape runs the `items` getters, which refer to it.
export const MENU_ITEM_TYPES = MENU_ITEM_SCHEMAS.map((schema) => schema.shape.type.value)

/** NOMAD's older `filter_menus` sizes and the menu sizes they became. */
const LEGACY_MENU_SIZES: Record<string, string> = { s: 'sm', m: 'md', l: 'lg', xl: 'xl' }
/** Old filter menus that are a single built-in item today rather than a heading. */
const LEGACY_SPECIAL_MENUS = new Set(['custom_quantities', 'optimade', 'visibility', 'definitions'])

/**
 * Turns a legacy `filter_menus: {include, exclude, options: {key: {label, level, size}}}` into a menu
 * tree. The old menus were predefined GUI panels; each becomes a heading with its label, except the
 * ones that exist as an item type of their own.
 */
export function filterMenusToMenu(filterMenus: unknown): unknown {
  if (!isRecord(filterMenus)) return filterMenus
  const options = isRecord(filterMenus.options) ? filterMenus.options : {}
  const include = Array.isArray(filterMenus.include) ? (filterMenus.include as string[]) : Object.keys(options)
  const exclude = new Set(Array.isArray(filterMenus.exclude) ? (filterMenus.exclude as string[]) : [])
  const items = include
    .filter((key) => !exclude.has(key) && key in options)
    .map((key) => {
      const option = isRecord(options[key]) ? options[key] : {}
      if (LEGACY_SPECIAL_MENUS.has(key)) return { type: key, title: option.label }
      const item: Record<string, unknown> = { type: 'menu', title: option.label ?? key }
      if (typeof option.size === 'string') item.size = LEGACY_MENU_SIZES[option.size] ?? option.size
      if (typeof option.level === 'number') item.indentation = option.level
      return item
    })
  return { type: 'menu', title: 'Filters', items }
}
