import type { AppConfig } from '../../engine/config/app.js'
import { quantityDef } from './searchQuantities.js'

/**
 * Whether the search page shows values with a unit before its first results: a column shown by
 * default whose quantity has a unit, or a dashboard widget (axes and ranges carry units).
 * Only then is the units library loaded with the page.
 */
export function showsUnitsAtStart(app: AppConfig): boolean {
  const hasUnit = (quantity: string) => quantityDef(quantity.split('#')[0])?.unit !== undefined
  if (app.columns.some((column) => column.selected && hasUnit(column.search_quantity))) return true
  return (app.dashboard?.widgets.length ?? 0) > 0
}
