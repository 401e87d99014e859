/** Items about quantities of one repeating section (spec 2 §3 'Nested object'): they are shown together. */
import Box from '@mui/material/Box'
import type { NestedObjectMenuItem as NestedObject } from '../../engine/config/menu.js'
import { ItemHeader } from './ItemHeader.js'
import { MenuItemList } from './MenuItemView.js'
import type { MenuItemRendererProps } from './types.js'

export function NestedObjectMenuItem({ item, visible, depth }: MenuItemRendererProps) {
  const nested = item as NestedObject
  return (
    <Box data-nested-path={nested.path}>
      {nested.title && nested.show_header !== false && <ItemHeader title={nested.title} />}
      <MenuItemList items={nested.items ?? []} visible={visible} depth={depth} />
    </Box>
  )
}
