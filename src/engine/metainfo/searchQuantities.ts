import { sectionPaths } from './definitionPaths.js'
import { isDynamicQuantity } from './dynamicQuantities.js'
import type { Model, QuantityDef, QuantityType, SectionDef, Shape, SubSectionDef } from './types.js'

/** One entry of the search-quantity registry, in the shape of NOMAD's searchQuantities.json. */
export interface SearchQuantity {
  name: string
  description?: string
  /** Absent for section entries. */
  type?: QuantityType
  unit?: string
  shape?: Shape
  aggregatable?: boolean
  dynamic?: boolean
  repeats?: boolean
  suggestion?: boolean
  /** Present (true/false) only on section entries: stored as nested documents in the index. */
  nested?: boolean
  /** For dynamic quantities: the qualified name of the schema section they come from. */
  schema?: string
}

export type SearchQuantities = Record<string, SearchQuantity>

export interface DeriveOptions {
  /** The section an indexed entry follows. */
  root?: string
  /**
   * Sections (qualified names) whose quantities are indexed below `data` with a
   * `#<qualified name>` suffix, as NOMAD does for user schemas: every quantity that holds plain
   * values (strings, enums, numbers, booleans, dates), in every sub section.
   */
  dynamicSchemas?: string[]
}

const USER_SECTIONS: Record<string, string> = {
  User: 'nomad.datamodel.data.User',
  Author: 'nomad.datamodel.data.Author',
}

/** The search-quantity registry derived from the definitions: keyed by dotted path. */
export function deriveSearchQuantities(model: Model, options: DeriveOptions = {}): SearchQuantities {
  const root = model.sections[options.root ?? 'nomad.datamodel.datamodel.EntryArchive']
  if (!root) throw new Error(`search root section '${options.root ?? 'nomad.datamodel.datamodel.EntryArchive'}' is not defined`)
  const paths = sectionPaths(model)
  const quantities: SearchQuantities = {}
  const sections: SearchQuantities = {}

  const emitQuantity = (key: string, q: QuantityDef, repeats: boolean, schema?: string) => {
    const base = {
      name: q.name,
      ...(q.description !== undefined && { description: q.description }),
      type: publicType(q.type, paths),
      ...(q.unit !== undefined && { unit: q.unit }),
      ...(q.shape !== undefined && { shape: q.shape }),
    }
    const flags = (aggregatable: boolean, withSuggestion: boolean) => ({
      aggregatable,
      dynamic: schema !== undefined,
      repeats,
      ...(withSuggestion && q.suggestion && { suggestion: true }),
      ...(schema !== undefined && { schema }),
    })
    const suffix = schema !== undefined ? `#${schema}` : ''
    quantities[key + suffix] = { ...base, ...flags(q.aggregatable, true) }
    for (const field of q.searchFields) quantities[`${key}.${field.name}${suffix}`] = { ...base, ...flags(field.aggregatable, false) }
  }

  const walk = (section: SectionDef, prefix: string, repeats: boolean, topLevel: boolean, trail: Set<SectionDef>, schema?: string) => {
    for (const q of section.allQuantities) {
      if (schema === undefined ? !q.searchable : !isDynamicQuantity(q)) continue
      const key = prefix + q.name
      emitQuantity(key, q, repeats, schema)
      const target = referencedSection(model, q)
      if (schema !== undefined) continue
      for (const inner of target?.allQuantities ?? []) if (inner.searchable) emitQuantity(`${key}.${inner.name}`, inner, repeats, schema)
    }
    for (const sub of section.allSubSections) {
      const target = model.sections[sub.section]
      if ((!sub.searchable && schema === undefined) || !target || trail.has(target)) continue
      const subRepeats = repeats || sub.repeats
      const subPrefix = sub.flatten ? prefix : `${prefix}${sub.name}.`
      if (!sub.flatten && !topLevel && schema === undefined) sections[prefix + sub.name] = sectionEntry(sub, target, subRepeats)
      walk(target, subPrefix, subRepeats, sub.flatten && topLevel, new Set([...trail, target]), schema)
    }
  }

  walk(root, '', false, true, new Set([root]))
  for (const name of options.dynamicSchemas ?? []) {
    const schema = model.sections[name]
    if (schema) walk(schema, 'data.', false, false, new Set([schema]), schema.qualifiedName)
  }
  return { ...quantities, ...sections }
}

function sectionEntry(sub: SubSectionDef, target: SectionDef, repeats: boolean): SearchQuantity {
  const description = sub.description ?? target.description
  return { name: sub.name, ...(description !== undefined && { description }), nested: sub.nested, repeats }
}

function referencedSection(model: Model, q: QuantityDef): SectionDef | undefined {
  if (q.type.type_kind === 'reference') return model.sections[String(q.type.type_data)]
  const userSection = USER_SECTIONS[q.type.type_kind]
  return userSection ? model.sections[userSection] : undefined
}

/** References point to definition paths in the published metainfo, as NOMAD's registry does. */
function publicType(type: QuantityType, paths: Map<string, string>): QuantityType {
  if (type.type_kind !== 'reference') return type
  return { type_kind: 'reference', type_data: paths.get(String(type.type_data)) ?? type.type_data }
}
