import type { SearchQuantity } from '../metainfo/searchQuantities.js'

/** What the query engine needs to know of a search quantity: an entry of searchQuantities.json. */
export type QuantityInfo = SearchQuantity

/** Finds a search quantity (or section: no `type`, has `nested`) by its dotted path. */
export type QuantityLookup = (path: string) => QuantityInfo | undefined

/** The data types of spec 2 §3. */
export type DataType = 'int' | 'float' | 'timestamp' | 'string' | 'enum' | 'boolean' | 'unknown'

/**
 * Top-level sections NOMAD stores as nested documents although its registry does not list
 * top-level sections: a query on two of their quantities must match within one item.
 */
export const NOMAD_TOP_LEVEL_NESTED_SECTIONS = ['entry_references', 'section_defs', 'search_quantities'] as const

export interface LookupOptions {
  /** Sections to treat as nested in addition to those the registry marks `nested: true`. */
  nestedSections?: readonly string[]
}

/** A lookup over a registry keyed by dotted path (NOMAD's searchQuantities.json shape). */
export function createQuantityLookup(
  registry: Record<string, QuantityInfo>,
  options: LookupOptions = {},
): QuantityLookup {
  const extra = new Map<string, QuantityInfo>()
  for (const name of options.nestedSections ?? NOMAD_TOP_LEVEL_NESTED_SECTIONS) {
    if (!Object.hasOwn(registry, name)) extra.set(name, { name: name.split('.').pop() ?? name, nested: true, repeats: true })
  }
  return (path) => (Object.hasOwn(registry, path) ? registry[path] : extra.get(path))
}

/** Sections have no type; everything with a type is a searchable quantity. */
export function isSection(info: QuantityInfo | undefined): boolean {
  return info !== undefined && info.type === undefined
}

export function dataTypeOf(info: QuantityInfo): DataType {
  const type = info.type
  if (!type) return 'unknown'
  const data = String(type.type_data)
  switch (type.type_kind) {
    case 'enum':
      return 'enum'
    case 'custom':
      return data.endsWith('Datetime') ? 'timestamp' : 'string'
    case 'User':
    case 'Author':
    case 'reference':
      return 'string'
    case 'python':
    case 'numpy':
      if (data === 'bool' || data === 'bool_') return 'boolean'
      if (data === 'str') return 'string'
      if (/^u?int/.test(data)) return 'int'
      if (/^float/.test(data)) return 'float'
      return 'unknown'
    default:
      return 'unknown'
  }
}

/** The allowed values of an enum quantity. */
export function enumValues(info: QuantityInfo): string[] | undefined {
  return Array.isArray(info.type?.type_data) ? info.type.type_data : undefined
}

/**
 * The nested sections a path lies in, outermost first:
 * `entry_references.target_entry_id` lies in `entry_references`.
 */
export function nestedPrefixesOf(path: string, lookup: QuantityLookup | undefined): string[] {
  if (!lookup) return []
  const parts = path.split('.')
  const prefixes: string[] = []
  for (let end = 1; end < parts.length; end++) {
    const prefix = parts.slice(0, end).join('.')
    if (lookup(prefix)?.nested === true) prefixes.push(prefix)
  }
  return prefixes
}
