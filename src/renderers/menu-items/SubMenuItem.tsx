/**
 * A nested menu: a row that opens its items in a sub-panel of the filter menu; a menu without
 * items is a heading.
 */
import ChevronRight from '@mui/icons-material/ChevronRight'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { Menu } from '../../engine/config/menu.js'
import { useFilterMenuPanels } from '../search/filter-menu/panels.js'
import type { MenuItemRendererProps } from './types.js'

export function SubMenuItem({ item, depth }: MenuItemRendererProps) {
  const menu = item as Menu
  const panels = useFilterMenuPanels()
  if (!menu.items || menu.items.length === 0) {
    return (
      <Typography variant="overline" component="h3" sx={{ display: 'block', px: 2, pl: 2 + 2 * (menu.indentation ?? 0), pt: 1 }}>
        {menu.title}
      </Typography>
    )
  }
  const open = panels.isOpen(menu, depth)
  return (
    <ListItemButton
      selected={open}
      onClick={() => (open ? panels.close(depth) : panels.open(menu, depth))}
      sx={{ pl: 2 + 2 * (menu.indentation ?? 0), py: 0.5 }}
    >
      <ListItemText primary={menu.title} />
      <ChevronRight fontSize="small" />
    </ListItemButton>
  )
}
