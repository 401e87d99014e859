/** Registers the renderer of every menu item type the app schema allows (MENU_ITEM_SCHEMAS); see docs/maintainer-guide.md#a-filter-menu-item-type. */
import {
  customQuantitiesMenuItemSchema,
  definitionsMenuItemSchema,
  histogramMenuItemSchema,
  menuSchema,
  nestedObjectMenuItemSchema,
  optimadeMenuItemSchema,
  periodicTableMenuItemSchema,
  termsMenuItemSchema,
  visibilityMenuItemSchema,
} from '../../engine/config/menu.js'
import { rendererRegistry } from '../index.js'
import { CustomQuantitiesMenuItem } from './CustomQuantitiesMenuItem.js'
import { DefinitionsMenuItem } from './DefinitionsMenuItem.js'
import { HistogramMenuItem } from './HistogramMenuItem.js'
import { NestedObjectMenuItem } from './NestedObjectMenuItem.js'
import { OptimadeMenuItem } from './OptimadeMenuItem.js'
import { PeriodicTableMenuItem } from './PeriodicTableMenuItem.js'
import { SubMenuItem } from './SubMenuItem.js'
import { TermsMenuItem } from './TermsMenuItem.js'
import { menuItemType, type MenuItemKind } from './menuItemKind.js'
import { VisibilityMenuItem } from './VisibilityMenuItem.js'

/** The renderer of each item type, in the order of MENU_ITEM_SCHEMAS. */
export const BUILT_IN_MENU_ITEMS: readonly MenuItemKind[] = [
  { schema: menuSchema, Renderer: SubMenuItem },
  { schema: nestedObjectMenuItemSchema, Renderer: NestedObjectMenuItem },
  { schema: termsMenuItemSchema, Renderer: TermsMenuItem },
  { schema: histogramMenuItemSchema, Renderer: HistogramMenuItem },
  { schema: periodicTableMenuItemSchema, Renderer: PeriodicTableMenuItem },
  { schema: visibilityMenuItemSchema, Renderer: VisibilityMenuItem },
  { schema: definitionsMenuItemSchema, Renderer: DefinitionsMenuItem },
  { schema: optimadeMenuItemSchema, Renderer: OptimadeMenuItem },
  { schema: customQuantitiesMenuItemSchema, Renderer: CustomQuantitiesMenuItem },
]

const registry = rendererRegistry('menuItem')
for (const kind of BUILT_IN_MENU_ITEMS) if (!registry.has(menuItemType(kind))) registry.register(menuItemType(kind), kind.Renderer)
