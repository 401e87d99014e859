/**
 * The metainfo browser (spec 3 §2.1), without React: root lists, definitions at a path, the
 * facts a quantity page shows, tags and the definition search.
 */
import type { CategoryDef, Model, PackageDef, QuantityDef, SectionDef, SubSectionDef } from '../../engine/metainfo/index.js'
import { inheritingSections } from '../../engine/metainfo/index.js'
import { attributeDefinitions, attributeName, isAttributeStep, type AttributeDef } from './attributes.js'
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
  | { kind: 'category'; def: CategoryDef; pkg: PackageDef }
  | { kind: 'attribute'; def: AttributeDef; qualifiedName: string }

/** The path step of a category definition page, after its package: 'category:{name}'. */
export const CATEGORY_PREFIX = 'category:'
export const categoryStep = (name: string) => `${CATEGORY_PREFIX}${name}`

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
    const step = path[1] ?? ''
    if (step.startsWith(CATEGORY_PREFIX)) {
      const category = pkg.categories?.find((c) => c.name === step.slice(CATEGORY_PREFIX.length))
      if (category) found.push({ kind: 'category', def: category, pkg })
      return found
    }
    section = pkg.sections.find((s) => s.name === step)
    if (!section) return found
    start = 2
  }
  if (!section) return found
  found.push({ kind: 'section', def: section })
  const steps = path.slice(start)
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]
    if (isAttributeStep(step)) {
      pushAttribute(found, section.qualifiedName, section.more, step)
      break
    }
    const sub: SubSectionDef | undefined = section.allSubSections.find((s) => s.name === step)
    if (sub) {
      const target: SectionDef | undefined = model.sections[sub.section]
      if (!target) break
      found.push({ kind: 'subsection', def: sub, section: target })
      section = target
      continue
    }
    const quantity = section.allQuantities.find((q) => q.name === step)
    if (quantity) {
      found.push({ kind: 'quantity', def: quantity, parent: section })
      if (isAttributeStep(steps[i + 1])) pushAttribute(found, quantity.qualifiedName, quantity.more, steps[i + 1])
    }
    break
  }
  return found
}

function pushAttribute(found: Definition[], owner: string, more: Record<string, unknown> | undefined, step: string) {
  const def = attributeDefinitions(more).find((a) => a.name === attributeName(step))
  if (def) found.push({ kind: 'attribute', def, qualifiedName: `${owner}@${def.name}` })
}

/**
 * The category definitions a definition names in its `categories`: by qualified name, by name
 * (its own package first), or as '#/category_definitions/{index}' of its own package.
 */
export function categoriesOf(model: Model, more: Record<string, unknown> | undefined, packageName: string): { ref: string; category?: CategoryDef; pkg?: PackageDef }[] {
  const refs = Array.isArray(more?.categories) ? more.categories.map(String) : []
  const own = model.packages.find((p) => p.name === packageName)
  return refs.map((ref) => {
    const index = /#\/category_definitions\/(\d+)$/.exec(ref)
    if (index && ref.startsWith('#') && own?.categories?.[Number(index[1])]) return { ref, category: own.categories[Number(index[1])], pkg: own }
    const candidates = [own, ...model.packages.filter((p) => p !== own)].filter((p): p is PackageDef => p !== undefined)
    for (const pkg of candidates) {
      const category = pkg.categories?.find((c) => c.qualifiedName === ref || c.name === ref)
      if (category) return { ref, category, pkg }
    }
    return { ref }
  })
}

/** The package a section, quantity or sub section belongs to. */
export function packageOf(model: Model, definition: Definition): string | undefined {
  switch (definition.kind) {
    case 'package':
      return definition.def.name
    case 'section':
      return definition.def.packageName
    case 'subsection':
      return model.packages.find((p) => definition.def.qualifiedName.startsWith(`${p.name}.`))?.name
    case 'quantity':
      return definition.parent.packageName
    case 'category':
      return definition.pkg.name
    default:
      return undefined
  }
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
    case 'category':
      return 'category'
    case 'attribute':
      return 'attribute'
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

/** Lower case without underscores: 'band_gap', 'BandGap' and 'bandgap' compare equal. */
const searchForm = (text: string) => text.toLowerCase().replaceAll('_', '')

/**
 * Definitions whose name or qualified name contains the text, in snake_case or CamelCase alike:
 * sections, their own quantities and sub sections, and categories.
 */
export function searchDefinitions(model: Model, text: string, source = 'all', limit = 50): SearchOption[] {
  const needle = searchForm(text.trim())
  if (!needle) return []
  const options: SearchOption[] = []
  for (const pkg of model.packages) {
    if (source !== 'all' && sourceLabel(pkg.name) !== source) continue
    for (const section of pkg.sections) {
      if (searchForm(section.qualifiedName).includes(needle)) options.push({ label: section.qualifiedName, path: [section.qualifiedName] })
      for (const q of section.quantities) if (searchForm(q.name).includes(needle)) options.push({ label: q.qualifiedName, path: [section.qualifiedName, q.name] })
      for (const sub of section.subSections) if (searchForm(sub.name).includes(needle)) options.push({ label: `${section.qualifiedName}.${sub.name}`, path: [section.qualifiedName, sub.name] })
      if (options.length >= limit) return options.slice(0, limit)
    }
    for (const category of pkg.categories ?? [])
      if (searchForm(category.qualifiedName).includes(needle)) options.push({ label: category.qualifiedName, path: [pkg.name, categoryStep(category.name)] })
    if (options.length >= limit) return options.slice(0, limit)
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
