import type { ComponentType } from 'react'
import type { z } from 'zod'
import type { MenuItemRendererProps } from './types.js'

/**
 * One filter menu item type: its schema (from the engine, whose `type` literal names it) and its renderer.
 * The list in `register.ts` holds one per type of MENU_ITEM_SCHEMAS; nothing else names the type again.
 */
export interface MenuItemKind {
  schema: z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>
  Renderer: ComponentType<MenuItemRendererProps>
}

export const menuItemType = (kind: MenuItemKind): string => kind.schema.shape.type.value
