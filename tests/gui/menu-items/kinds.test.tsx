// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { MENU_ITEM_SCHEMAS, MENU_ITEM_TYPES, menuItemSchema } from '../../../src/engine/config/menu.js'
import { rendererRegistry } from '../../../src/renderers/index.js'
import { menuItemType } from '../../../src/renderers/menu-items/menuItemKind.js'
import { BUILT_IN_MENU_ITEMS } from '../../../src/renderers/menu-items/register.js'

describe('filter menu item kinds: one schema and one renderer per type', () => {
  it('the GUI draws exactly the item types an app config may use', () => {
    expect(BUILT_IN_MENU_ITEMS.map((kind) => kind.schema)).toEqual([...MENU_ITEM_SCHEMAS])
    const registry = rendererRegistry('menuItem')
    for (const kind of BUILT_IN_MENU_ITEMS) expect(registry.resolve(menuItemType(kind))).toBe(kind.Renderer)
  })

  it('the type names, the validation and its error follow the list of schemas', () => {
    expect(MENU_ITEM_TYPES).toEqual(['menu', 'nested_object', 'terms', 'histogram', 'periodic_table', 'visibility', 'definitions', 'optimade', 'custom_quantities'])
    expect(menuItemSchema.parse({ type: 'periodictable', quantity: 'results.material.elements' })).toMatchObject({ type: 'periodic_table', search_quantity: 'results.material.elements' })
    const result = menuItemSchema.safeParse({ type: 'termz' })
    expect(result.success).toBe(false)
    expect(JSON.stringify(result.error?.issues)).toContain('custom_quantities')
  })
})
