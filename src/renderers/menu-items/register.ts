/** Registers the renderer of every menu item type the app schema allows (MENU_ITEM_TYPES); see docs/maintainer-guide.md#a-filter-menu-item-type. */
import type { ComponentType } from 'react'
import { rendererRegistry } from '../index.js'
import { CustomQuantitiesMenuItem } from './CustomQuantitiesMenuItem.js'
import { DefinitionsMenuItem } from './DefinitionsMenuItem.js'
import { HistogramMenuItem } from './HistogramMenuItem.js'
import { NestedObjectMenuItem } from './NestedObjectMenuItem.js'
import { OptimadeMenuItem } from './OptimadeMenuItem.js'
import { PeriodicTableMenuItem } from './PeriodicTableMenuItem.js'
import { SubMenuItem } from './SubMenuItem.js'
import { TermsMenuItem } from './TermsMenuItem.js'
import type { MenuItemRendererProps } from './types.js'
import { VisibilityMenuItem } from './VisibilityMenuItem.js'

const renderers: Record<string, ComponentType<MenuItemRendererProps>> = {
  menu: SubMenuItem,
  nested_object: NestedObjectMenuItem,
  terms: TermsMenuItem,
  histogram: HistogramMenuItem,
  periodic_table: PeriodicTableMenuItem,
  visibility: VisibilityMenuItem,
  definitions: DefinitionsMenuItem,
  optimade: OptimadeMenuItem,
  custom_quantities: CustomQuantitiesMenuItem,
}

const registry = rendererRegistry('menuItem')
for (const [type, renderer] of Object.entries(renderers)) if (!registry.has(type)) registry.register(type, renderer)
