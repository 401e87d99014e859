/** Which sub-menus of the filter menu are open: one panel per depth, opened from the panel before. */
import { createContext, useContext } from 'react'
import type { Menu } from '../../../engine/config/menu.js'

export interface FilterMenuPanels {
  /** Opens `menu` from the panel at `depth` (closing deeper panels). */
  open(menu: Menu, depth: number): void
  /** Closes the panels deeper than `depth`. */
  close(depth: number): void
  isOpen(menu: Menu, depth: number): boolean
}

export const FilterMenuPanelsContext = createContext<FilterMenuPanels>({
  open: () => undefined,
  close: () => undefined,
  isOpen: () => false,
})

export const useFilterMenuPanels = () => useContext(FilterMenuPanelsContext)
