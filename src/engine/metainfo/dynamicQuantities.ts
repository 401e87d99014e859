/**
 * User-defined schema quantities in search (NOMAD's dynamic search quantities): every quantity
 * of an entry's data section that holds plain values is searchable as `<path>#<schema>`, e.g.
 * `data.name#entry_id:abc.Sample`, and indexed as one `search_quantities` row per value.
 */
import { typeFamily } from './typeNames.js'
import type { QuantityDef, QuantityType, SectionDef, Shape } from './types.js'
import { isRecord } from '../json.js'

/** The value keys of a `search_quantities` row, by the quantity's type family. */
const VALUE_KEYS: Record<string, DynamicValueKey> = {
  str: 'str_value',
  enum: 'str_value',
  int: 'int_value',
  float: 'float_value',
  bool: 'bool_value',
  datetime: 'datetime_value',
}

export type DynamicValueKey = 'str_value' | 'int_value' | 'float_value' | 'bool_value' | 'datetime_value'

/** The search type a value key stands for (as searchQuantities.json spells types). */
export const DYNAMIC_VALUE_TYPES: Record<DynamicValueKey, QuantityType> = {
  str_value: { type_kind: 'python', type_data: 'str' },
  int_value: { type_kind: 'python', type_data: 'int' },
  float_value: { type_kind: 'python', type_data: 'float' },
  bool_value: { type_kind: 'python', type_data: 'bool' },
  datetime_value: { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' },
}

/** Where a dynamic quantity's values are stored; undefined for types that are not searchable this way. */
export function dynamicValueKey(type: QuantityType, shape: Shape | undefined): DynamicValueKey | undefined {
  if ((shape?.length ?? 0) > 1) return undefined
  return VALUE_KEYS[typeFamily(type)]
}

/** Whether a quantity of a user schema is searchable as a dynamic quantity. */
export function isDynamicQuantity(q: QuantityDef): boolean {
  return !q.virtual && dynamicValueKey(q.type, q.shape) !== undefined
}

/** Splits `data.name#my.Schema` into the path and the schema's qualified name. */
export function splitDynamicName(name: string): { path: string; schema: string } | undefined {
  const at = name.indexOf('#')
  if (at <= 0 || at === name.length - 1) return undefined
  return { path: name.slice(0, at), schema: name.slice(at + 1) }
}

/** One `search_quantities` row: one value of one dynamic quantity. */
export interface DynamicSearchValue {
  /** `<path>#<schema qualified name>` */
  id: string
  /** The quantity definition's qualified name. */
  definition: string
  /** Where the value sits in the archive, with list indices (`data.measurements.0.temperature`). */
  path_archive: string
  str_value?: string
  int_value?: number
  float_value?: number
  bool_value?: boolean
  datetime_value?: string
}

type Sections = Record<string, SectionDef>

/**
 * The `search_quantities` rows of a data section that follows `section` (a section of a user
 * schema, `sections` resolving its sub sections): one per value, lists giving one per item.
 */
export function dynamicSearchValues(data: Record<string, unknown>, section: SectionDef, sections: Sections): DynamicSearchValue[] {
  const rows: DynamicSearchValue[] = []
  walk(data, section, sections, 'data', 'data', section.qualifiedName, rows, new Set())
  return rows
}

function walk(
  value: Record<string, unknown>,
  section: SectionDef,
  sections: Sections,
  path: string,
  archivePath: string,
  schema: string,
  rows: DynamicSearchValue[],
  trail: Set<SectionDef>,
): void {
  for (const q of section.allQuantities) {
    const key = isDynamicQuantity(q) ? dynamicValueKey(q.type, q.shape) : undefined
    const raw = value[q.name]
    if (!key || raw === undefined || raw === null) continue
    const items = Array.isArray(raw) ? raw : [raw]
    for (const item of items) {
      const stored = storedValue(key, item)
      if (stored === undefined) continue
      rows.push({ id: `${path}.${q.name}#${schema}`, definition: q.qualifiedName, path_archive: `${archivePath}.${q.name}`, [key]: stored })
    }
  }
  for (const sub of section.allSubSections) {
    const target = sections[sub.section]
    const raw = value[sub.name]
    if (!target || trail.has(target) || raw === undefined || raw === null) continue
    const inner = new Set([...trail, target])
    if (Array.isArray(raw)) {
      raw.forEach((item, index) => {
        if (isRecord(item)) walk(item, target, sections, `${path}.${sub.name}`, `${archivePath}.${sub.name}.${index}`, schema, rows, inner)
      })
    } else if (isRecord(raw)) {
      walk(raw, target, sections, `${path}.${sub.name}`, `${archivePath}.${sub.name}`, schema, rows, inner)
    }
  }
}

function storedValue(key: DynamicValueKey, value: unknown): string | number | boolean | undefined {
  switch (key) {
    case 'str_value':
      return typeof value === 'string' ? value : undefined
    case 'int_value':
      return typeof value === 'number' && Number.isInteger(value) ? value : undefined
    case 'float_value':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined
    case 'bool_value':
      return typeof value === 'boolean' ? value : undefined
    case 'datetime_value': {
      const time = typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN
      return Number.isFinite(time) ? new Date(time).toISOString() : undefined
    }
  }
}

