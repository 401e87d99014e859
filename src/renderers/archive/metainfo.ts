/**
 * The metainfo browser (spec 3 §2.1), without React: root lists, definitions at a path, the
 * facts a quantity page shows, tags and the definition search.
 */
import type { Model, PackageDef, QuantityDef, SectionDef, SubSectionDef } from '../../engine/metainfo/index.js'
import { inheritingSections } from '../../engine/metainfo/index.js'
import { ROOT_SECTION } from './definitions.js'

export const NOT_USED = 'This metadata is not used at all.'
export const UNKNOWN_DEFINITION = 'Unknown metainfo definition type'
/** Usage aggregation page size (spec 3 §9). */
export const USAGE_PAGE_SIZE = 100

export type Definition =
  | { kind: 'package'; def: PackageDef }
  | { kind: 'section'; def: SectionDef }
  | { kind: 'subsection'; def: SubSectionDef; section: SectionDef }
  | { kind: 'quantity'; def: QuantityDef; parent: SectionDef }

export interface MetainfoRoots {
  entry?: SectionDef
  sources: string[]
  /** Sections no other section holds as a sub section (besides the archive root). */
  others: SectionDef[]
}

export function metainfoRoots(model: Model): MetainfoRoots {
  const sections = model.packages.flatMap((p) => p.sections)
  const held = new Set(sections.flatMap((s) => s.subSections.map((sub) => sub.section)))
  return {
    entry: model.sections[ROOT_SECTION],
    sources: model.packages.map((p) => p.name).sort(),
    others: sections.filter((s) => s.qualifiedName !== ROOT_SECTION && !held.has(s.qualifiedName)).sort((a, b) => a.name.localeCompare(b.name)),
  }
}

/** A source label as the selector shows it: the code package prefix without the parser suffix. */
export const sourceLabel = (packageName: string) => packageName.replace(/\.(parser|metainfo)(\..*)?$/, '')

/**
 * The definition a browser path names: [qualified section or package name, then sub section and
 * quantity names]. Each step is one lane.
 */
export function definitionsAlong(model: Model, path: readonly string[]): Definition[] {
  const found: Definition[] = []
  if (path.length === 0) return found
  const pkg = model.packages.find((p) => p.name === path[0])
  let section: SectionDef | undefined = model.sections[path[0]]
  let start = 1
  if (!section && pkg) {
    found.push({ kind: 'package', def: pkg })
    section = pkg.sections.find((s) => s.name === path[1])
    if (!section) return found
    start = 2
  }
  if (!section) return found
  found.push({ kind: 'section', def: section })
  for (const step of path.slice(start)) {
    const sub: SubSectionDef | undefined = section.allSubSections.find((s) => s.name === step)
    if (sub) {
      const target: SectionDef | undefined = model.sections[sub.section]
      if (!target) break
      found.push({ kind: 'subsection', def: sub, section: target })
      section = target
      continue
    }
    const quantity = section.allQuantities.find((q) => q.name === step)
    if (quantity) found.push({ kind: 'quantity', def: quantity, parent: section })
    break
  }
  return found
}

export function kindLabel(definition: Definition): string {
  switch (definition.kind) {
    case 'package':
      return 'package'
    case 'section':
      return 'section'
    case 'subsection':
      return 'sub section'
    case 'quantity':
      return 'quantity'
    default:
      throw new Error(UNKNOWN_DEFINITION)
  }
}

/** Tags of an item in a section's lists: repeats, inherited (declared by a base), overwritten (own, also in a base). */
export function itemTags(section: SectionDef, item: QuantityDef | SubSectionDef, model: Model): string[] {
  const tags: string[] = []
  if (item.m_def === 'SubSection' && item.repeats) tags.push('repeats')
  const own = item.qualifiedName === `${section.qualifiedName}.${item.name}`
  if (!own) tags.push('inherited')
  else {
    const inBase = section.allBaseSections.some((base) => {
      const baseDef = model.sections[base]
      return baseDef && [...baseDef.quantities, ...baseDef.subSections].some((d) => d.name === item.name)
    })
    if (inBase) tags.push('overwritten')
  }
  return tags
}

export interface QuantityFacts {
  type: string
  shape: string
  unit?: string
  dimensionality?: string
  default?: string
  derived: boolean
  variable: boolean
}

export function typeText(type: QuantityDef['type']): string {
  if (type.type_kind === 'enum') return `Enum(${(Array.isArray(type.type_data) ? [...type.type_data] : [type.type_data]).sort().join(', ')})`
  if (type.type_kind === 'reference') return `reference to ${String(type.type_data)}`
  return String(type.type_data)
}

export function quantityFacts(q: QuantityDef): QuantityFacts {
  const more = q.more ?? {}
  return {
    type: typeText(q.type),
    shape: JSON.stringify(q.shape ?? []),
    unit: q.unit,
    dimensionality: typeof more.dimensionality === 'string' ? more.dimensionality : undefined,
    default: q.default === undefined ? undefined : JSON.stringify(q.default),
    derived: q.virtual === true,
    variable: more.variable === true,
  }
}

export interface SearchOption {
  label: string
  path: string[]
}

/** Definitions whose name or qualified name contains the text: sections and their own quantities. */
export function searchDefinitions(model: Model, text: string, source = 'all', limit = 50): SearchOption[] {
  const needle = text.trim().toLowerCase()
  if (!needle) return []
  const options: SearchOption[] = []
  for (const pkg of model.packages) {
    if (source !== 'all' && sourceLabel(pkg.name) !== source) continue
    for (const section of pkg.sections) {
      if (section.qualifiedName.toLowerCase().includes(needle)) options.push({ label: section.qualifiedName, path: [section.qualifiedName] })
      for (const q of section.quantities) if (q.name.toLowerCase().includes(needle)) options.push({ label: q.qualifiedName, path: [section.qualifiedName, q.name] })
      if (options.length >= limit) return options.slice(0, limit)
    }
  }
  return options
}

/** The search path of a definition reached from the archive root (results.material.elements), else undefined. */
export function searchPathOf(path: readonly string[]): string | undefined {
  if (path[0] !== ROOT_SECTION || path.length < 2) return undefined
  return path.slice(1).join('.')
}

/** Inheriting sections, for the collapsed list on a section page. */
export const inheritingOf = (model: Model, section: SectionDef) => inheritingSections(model, section.qualifiedName, true)
