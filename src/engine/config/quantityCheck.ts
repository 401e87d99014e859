/**
 * Search quantities named by apps (columns, menus, widgets, filters) checked against the search
 * quantities the metainfo defines, so that a misspelt name is an error when the config is validated,
 * not first a broken widget at run time.
 */
import type { IssuePath } from './issues.js'

/** Names that are not search quantities but are allowed where a quantity is named. */
const NOT_QUANTITIES = new Set(['combine'])

/** Quantities of user schemas (`data.x#schema.Section`) and patterns are only known once uploads exist. */
const checkable = (name: string) => !name.includes('#') && !name.includes('*') && !NOT_QUANTITIES.has(name)

export interface UnknownQuantity {
  path: IssuePath
  message: string
}

/**
 * Every `search_quantity` (and NOMAD's older `quantity`) string below each app that is not a search
 * quantity; a materials app names its quantities below `results.material.` or in full.
 */
export function unknownQuantities(apps: Record<string, unknown>, isKnown: (name: string) => boolean, at: IssuePath = [], inner: IssuePath = []): UnknownQuantity[] {
  const found: UnknownQuantity[] = []
  for (const [name, app] of Object.entries(apps)) {
    const materials = (app as { resource?: unknown } | undefined)?.resource === 'materials'
    const known = (quantity: string) => isKnown(quantity) || (materials && isKnown(`results.material.${quantity}`))
    const walk = (node: unknown, path: IssuePath) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, [...path, index]))
      if (typeof node !== 'object' || node === null) return
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'search_quantity' || key === 'quantity') && typeof value === 'string') {
          if (checkable(value) && !known(value)) found.push({ path: [...path, key], message: `Unknown search quantity '${value}'` })
        } else walk(value, [...path, key])
      }
    }
    walk(app, [...at, name, ...inner])
  }
  return found
}
