/** Renders one menu item by asking the registry for its type, inside an error boundary. */
import Box from '@mui/material/Box'
import { createElement } from 'react'
import type { MenuItem } from '../../engine/config/menu.js'
import { rendererRegistry } from '../index.js'
import { MenuItemBoundary } from './MenuItemBoundary.js'
import './types.js'

function Resolved({ item, visible, depth }: { item: MenuItem; visible: boolean; depth: number }) {
  // resolve throws UnknownTypeError naming the known types; the boundary shows it
  return createElement(rendererRegistry('menuItem').resolve(item.type), { item, visible, depth })
}

export function MenuItemView({ item, visible, depth }: { item: MenuItem; visible: boolean; depth: number }) {
  const width = Math.min(12, Math.max(1, item.width ?? 12))
  return (
    <Box sx={{ gridColumn: `span ${width}`, minWidth: 0 }} data-menu-item-type={item.type}>
      <MenuItemBoundary label={String(item.type)}>
        <Resolved item={item} visible={visible} depth={depth} />
      </MenuItemBoundary>
    </Box>
  )
}

/** Items of a (sub)menu in the 12-column grid of their widths. */
export function MenuItemList({ items, visible, depth }: { items: readonly MenuItem[]; visible: boolean; depth: number }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', columnGap: 1, rowGap: 1.5 }}>
      {items.map((item, index) => (
        <MenuItemView key={index} item={item} visible={visible} depth={depth} />
      ))}
    </Box>
  )
}
