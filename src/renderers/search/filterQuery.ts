/** Turns the GUI's filters into the NOMAD query and owner that entries/query and materials/query take. */
import type { AppConfig } from '../../engine/config/app.js'
import type { MenuItem } from '../../engine/config/menu.js'
import type { SetOperator } from '../../engine/query/ast.js'
import { customQuantitiesQuery } from '../../engine/query/customQuantities.js'
import { exclusiveElementsValue } from '../../engine/query/elements.js'
import type { Owner } from '../../engine/query/requestSchema.js'
import { quantityDef } from './searchQuantities.js'
import type { CustomQuantityRow, Filters, FilterValue, RangeValue } from './types.js'

const ELEMENTS = 'results.material.elements'
/** Pseudo filters that set the owner or the mode of another filter, not a criterion. */
const GLOBAL_ONLY = new Set(['visibility', 'combine', 'exclusive'])
const RANGE_KEYS = ['gte', 'gt', 'lte', 'lt'] as const

export function isRangeValue(value: unknown): value is RangeValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => (RANGE_KEYS as readonly string[]).includes(key))
}

/** Whether a value sets nothing (an empty set or range): such filters are dropped. */
export function isEmptyFilterValue(value: FilterValue | undefined): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.values(value).every((inner) => inner === undefined || inner === null || inner === '')
  return false
}

/** The owner of the search: the visibility filter, locked or chosen; visible when logged in, else public (spec 2 §6). */
export function ownerOf(filters: Filters, locked: Filters, loggedIn: boolean): Owner {
  const chosen = locked.visibility ?? filters.visibility
  return typeof chosen === 'string' ? (chosen as Owner) : loggedIn ? 'visible' : 'public'
}

/** Name of a quantity in the materials index: `results.material.x` is `x`, the rest lies below `entries`. */
export function materialsName(name: string): string {
  if (name.startsWith('results.material.')) return name.slice('results.material.'.length)
  return `entries.${name}`
}

/** A set filter's mode when something (a terms widget's `query_mode`) chose one for it, by quantity. */
export type QueryModes = Record<string, SetOperator>

function criterionKey(name: string, value: FilterValue, modes: QueryModes): string {
  if (!Array.isArray(value)) return name
  const def = quantityDef(name)
  return `${name}:${modes[name] ?? def?.queryMode ?? 'any'}`
}

/**
 * The NOMAD query for the filters: sets become `name:any`/`name:all` lists, ranges
 * `{gte, lte, ...}`, the elements in exclusive mode `elements_exclusive` (spec 2 §4), several
 * OPTIMADE filters a list, the custom quantities their `and` list; `modes` overrides a set's default mode. Global pseudo filters (visibility, combine, exclusive) are not part of it.
 */
export function filtersToApiQuery(
  filters: Filters,
  locked: Filters = {},
  resource: 'entries' | 'materials' = 'entries',
  modes: QueryModes = {},
  nestedPaths: readonly string[] = [],
): Record<string, unknown> {
  const rename = resource === 'materials' ? materialsName : (name: string) => name
  const query: Record<string, unknown> = {}
  const exclusive = filters.exclusive === true || locked.exclusive === true
  for (const [name, value] of Object.entries({ ...filters, ...locked })) {
    if (GLOBAL_ONLY.has(name) || isEmptyFilterValue(value)) continue
    if (name === ELEMENTS && exclusive && Array.isArray(value)) {
      query[rename(`${ELEMENTS}_exclusive`)] = exclusiveElementsValue(value as string[])
    } else if (name === 'optimade_filter' && Array.isArray(value)) {
      query.optimade_filter = value.length === 1 ? value[0] : value
    } else if (name === 'custom_quantities' && Array.isArray(value)) {
      query.custom_quantities = customQuantitiesQuery(value as CustomQuantityRow[])
    } else {
      const suffix = criterionKey(name, value, modes).slice(name.length)
      const section = nestedPaths.find((path) => name.startsWith(`${path}.`))
      if (section === undefined) {
        query[rename(name) + suffix] = value
      } else {
        // Criteria of one nested_object menu must hold for the same instance of its section (NOMAD's nested query).
        const inner = (query[rename(section)] ??= {}) as Record<string, unknown>
        inner[name.slice(section.length + 1) + suffix] = value
      }
    }
  }
  return query
}

/** The section paths of the app's nested_object menu items, innermost first (their filters go to the API grouped per section). */
export function nestedObjectPaths(app: AppConfig): string[] {
  const paths: string[] = []
  const visit = (items: readonly MenuItem[] | undefined) => {
    for (const item of items ?? []) {
      if (item.type === 'nested_object') paths.push(item.path)
      if ('items' in item) visit(item.items as MenuItem[] | undefined)
    }
  }
  visit(app.menu ? [app.menu] : [])
  return paths.sort((a, b) => b.length - a.length)
}
