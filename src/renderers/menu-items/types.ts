/** Props of a filter-menu item renderer, registered in `rendererRegistry('menuItem')` by item type. */
import type { MenuItem } from '../../engine/config/menu.js'

export interface MenuItemRendererProps {
  item: MenuItem
  /** Whether the panel holding the item is open: aggregations are requested only then. */
  visible: boolean
  /** Depth of the panel (0 for the main menu). */
  depth: number
}

declare module '../index.js' {
  interface RendererProps {
    menuItem: MenuItemRendererProps
  }
}
