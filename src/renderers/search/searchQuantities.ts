/**
 * The search quantities the GUI offers: derived once from Strata's bundled metainfo, plus the
 * GUI's global pseudo filters (spec 2 §3), narrowed per app by `search_quantities` include/exclude.
 */
import type { AppConfig } from '../../engine/config/app.js'
import { bundledStrataMetainfo } from '../../engine/metainfo/bundled.js'
import { deriveSearchQuantities, type SearchQuantities } from '../../engine/metainfo/index.js'
import { createQuantityLookup, dataTypeOf, enumValues, isSection, type QuantityLookup } from '../../engine/query/quantities.js'
import { FilterRegistry } from './filterRegistry.js'
import type { SearchQuantityDef } from './types.js'

let registry: SearchQuantities | undefined
let lookup: QuantityLookup | undefined
/** Quantities of user-defined schemas (`<path>#<schema>`), registered as their schemas load. */
const schemaQuantities = new Map<string, SearchQuantities[string]>()

/** Adds the quantities of a loaded schema (see schemaQuantities.ts). */
export function registerSchemaQuantities(quantities: SearchQuantities): void {
  for (const [name, info] of Object.entries(quantities)) schemaQuantities.set(name, info)
}

export function schemaQuantityRegistered(name: string): boolean {
  return schemaQuantities.has(name)
}

/** NOMAD's searchQuantities registry for Strata's metainfo (built on first use). */
export function strataSearchQuantities(): SearchQuantities {
  registry ??= deriveSearchQuantities(bundledStrataMetainfo())
  return registry
}

/** Looks up Strata's search quantities and those of the user schemas loaded so far. */
export function strataQuantityLookup(): QuantityLookup {
  if (!lookup) {
    const base = createQuantityLookup(strataSearchQuantities())
    lookup = (name) => base(name) ?? schemaQuantities.get(name)
  }
  return lookup
}

/** The filters registered so far: the GUI's own ones at once, metainfo quantities on first use. */
const filters = new FilterRegistry((name) => {
  const info = strataQuantityLookup()(name)
  return info !== undefined && !isSection(info)
})

/** Filters the GUI adds that no metainfo quantity backs (spec 2 §3 'Global pseudo-filters' and specials). */
export const GLOBAL_FILTERS: Record<string, SearchQuantityDef> = Object.fromEntries(
  [
    { name: 'visibility', dtype: 'enum', aggregatable: false, multiple: false, global: true, default: 'visible', enumValues: ['all', 'public', 'visible', 'shared', 'user', 'staging'] },
    { name: 'combine', dtype: 'boolean', aggregatable: false, multiple: false, global: true, default: true },
    { name: 'exclusive', dtype: 'boolean', aggregatable: false, multiple: false, global: true, default: false },
    { name: 'optimade_filter', dtype: 'string', aggregatable: false, multiple: true, queryMode: 'all', global: true },
    { name: 'custom_quantities', dtype: 'unknown', aggregatable: false, multiple: true, queryMode: 'all', global: true },
  ].map((filter) => [filter.name, filters.register(filter as SearchQuantityDef)]),
)

/** Quantities whose several values must all match by default (spec 2 §3 'query mode (all)'). */
const ALL_MODE = new Set(['results.material.elements', 'quantities', 'text_search_contents', 'sections'])

/** The GUI's view of one registry entry; undefined for sections and unknown names. */
export function quantityDef(name: string): SearchQuantityDef | undefined {
  const registered = filters.get(name)
  if (registered) return registered
  const info = strataQuantityLookup()(name)
  if (!info || isSection(info)) return undefined
  const shape = info.shape ?? []
  const multiple = shape.length > 0 || info.repeats === true
  return filters.register({
    name,
    dtype: dataTypeOf(info),
    unit: info.unit,
    description: info.description,
    aggregatable: info.aggregatable === true,
    multiple,
    enumValues: enumValues(info),
    ...(multiple && { queryMode: ALL_MODE.has(name) ? 'all' : 'any' }),
    info,
  })
}

/** Glob match of NOMAD's include/exclude patterns (`*` matches any run of characters). */
function globMatches(pattern: string, name: string): boolean {
  if (!pattern.includes('*')) return pattern === name
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
  return regex.test(name)
}

/** Whether the app offers `name`, by its `search_quantities: {include, exclude}`. */
export function appOffersQuantity(app: AppConfig, name: string): boolean {
  const filter = app.search_quantities
  const include = filter?.include as string[] | undefined
  const exclude = filter?.exclude as string[] | undefined
  if (exclude?.some((pattern) => globMatches(pattern, name))) return false
  if (include && include.length > 0) return include.some((pattern) => globMatches(pattern, name))
  return true
}

/** All quantity names the app offers, for suggestions and the quantity pickers. */
export function appQuantityNames(app: AppConfig): string[] {
  const names = [...Object.keys(strataSearchQuantities()), ...schemaQuantities.keys()].filter((name) => quantityDef(name) !== undefined)
  return [...names, ...Object.keys(GLOBAL_FILTERS)].filter((name) => appOffersQuantity(app, name))
}
