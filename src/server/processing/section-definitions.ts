/**
 * NOMAD's `sections` and `section_defs` of an entry: the qualified names of the section
 * definitions the archive instantiates, and those definitions with their base sections. As in
 * NOMAD 1.3's recordings, `used_directly` is true for an instantiated definition and for a direct
 * base of one, false for the bases further up.
 */
import { createHash } from 'node:crypto'
import type { Model, SectionDef } from '../../engine/metainfo/index.js'

type Json = Record<string, unknown>

export interface SectionDefEntry {
  definition_qualified_name: string
  definition_id: string
  used_directly: boolean
}

const asJson = (value: unknown): Json | undefined => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined)

/** Finds the definition a section's `m_def` names; undefined leaves the sub section's own definition. */
export type MDefResolver = (mDef: string) => SectionDef | undefined

/**
 * Adds to `into` the qualified names of the definitions `section` (of definition `def`) and its
 * sub sections instantiate. Sub sections the model does not define are not followed.
 */
export function collectInstantiated(section: Json, def: SectionDef, model: Model, into: Set<string>, resolve: MDefResolver = () => undefined, skip: readonly string[] = []): void {
  into.add(def.qualifiedName)
  const subSections = subSectionsByName(def)
  for (const key in section) {
    if (!Object.hasOwn(section, key) || key.startsWith('m_') || skip.includes(key)) continue
    const subSection = subSections.get(key)
    if (!subSection) continue
    const value = section[key]
    for (const item of Array.isArray(value) ? value : [value]) {
      const child = asJson(item)
      if (!child) continue
      const childDef = (typeof child.m_def === 'string' ? resolve(child.m_def) : undefined) ?? model.sections[subSection.section]
      if (childDef) collectInstantiated(child, childDef, model, into, resolve)
    }
  }
}

/** A definition's sub sections by name (every entry's archive is walked along them; a definition does not change once built). */
function subSectionsByName(def: SectionDef): Map<string, SectionDef['allSubSections'][number]> {
  let byName = subSectionMaps.get(def)
  if (!byName) subSectionMaps.set(def, (byName = new Map(def.allSubSections.map((subSection) => [subSection.name, subSection]))))
  return byName
}

const subSectionMaps = new WeakMap<SectionDef, Map<string, SectionDef['allSubSections'][number]>>()

/** The `section_defs` of instantiated definitions: those and all their bases, by qualified name. */
export function sectionDefsOf(instantiated: Iterable<string>, model: Model): SectionDefEntry[] {
  const used = new Map<string, boolean>()
  const mark = (name: string, direct: boolean) => used.set(name, (used.get(name) ?? false) || direct)
  for (const name of instantiated) {
    const def = model.sections[name]
    mark(def?.qualifiedName ?? name, true)
    if (!def) continue
    for (const base of def.baseSections) mark(model.sections[base]?.qualifiedName ?? base, true)
    for (const base of def.allBaseSections) mark(model.sections[base]?.qualifiedName ?? base, false)
  }
  return [...used].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, direct]) => ({
    definition_qualified_name: name,
    definition_id: definitionId(model.sections[name], name),
    used_directly: direct,
  }))
}

/**
 * A content hash of a definition (40 hex digits, as NOMAD's): its name, bases, quantities and sub
 * sections. Strata's definitions are not NOMAD's, so the values differ from NOMAD's for the same name.
 */
export function definitionId(def: SectionDef | undefined, name: string): string {
  // A definition does not change once its model is built: its id is hashed once.
  const known = def ? idsOfDefinitions.get(def) : idsOfUndefined.get(name)
  if (known !== undefined) return known
  const id = hashedDefinitionId(def, name)
  if (def) idsOfDefinitions.set(def, id)
  else {
    if (idsOfUndefined.size >= MAX_UNDEFINED_IDS) idsOfUndefined.clear()
    idsOfUndefined.set(name, id)
  }
  return id
}

const idsOfDefinitions = new WeakMap<SectionDef, string>()
const idsOfUndefined = new Map<string, string>()
const MAX_UNDEFINED_IDS = 10_000

function hashedDefinitionId(def: SectionDef | undefined, name: string): string {
  const content = def
    ? {
        name: def.qualifiedName,
        bases: def.baseSections,
        quantities: def.quantities.map((q) => [q.name, q.type, q.shape ?? [], q.unit ?? null]),
        sub_sections: def.subSections.map((s) => [s.name, s.section, s.repeats]),
      }
    : { name }
  return createHash('sha1').update(JSON.stringify(content)).digest('hex')
}

/** Merges lists of section_defs: one item per name (used directly when any list says so), sorted by name. */
export function mergeSectionDefs(...lists: SectionDefEntry[][]): SectionDefEntry[] {
  const byName = new Map<string, SectionDefEntry>()
  for (const item of lists.flat()) {
    const known = byName.get(item.definition_qualified_name)
    byName.set(item.definition_qualified_name, known ? { ...known, used_directly: known.used_directly || item.used_directly } : item)
  }
  return [...byName.values()].sort((a, b) => (a.definition_qualified_name < b.definition_qualified_name ? -1 : a.definition_qualified_name > b.definition_qualified_name ? 1 : 0))
}

const METAINFO = 'nomad.metainfo.metainfo'

/**
 * The metainfo's own sections a schema entry's `definitions` instantiate (NOMAD lists them:
 * Package, Section, Quantity, SubSection) and their bases. Strata's model does not define them.
 */
export function definitionsSectionDefs(definitions: Json | undefined): { sections: string[]; section_defs: SectionDefEntry[] } {
  if (!definitions) return { sections: [], section_defs: [] }
  const kinds = new Set<string>(['Package'])
  const visit = (section: Json) => {
    kinds.add('Section')
    if (Array.isArray(section.quantities) && section.quantities.length > 0) kinds.add('Quantity')
    if (Array.isArray(section.sub_sections) && section.sub_sections.length > 0) kinds.add('SubSection')
    for (const inner of [section.inner_section_definitions, ...(Array.isArray(section.sub_sections) ? section.sub_sections.map((s) => asJson(s)?.sub_section) : [])]) {
      for (const item of Array.isArray(inner) ? inner : [inner]) if (asJson(item)) visit(item as Json)
    }
  }
  for (const section of Array.isArray(definitions.section_definitions) ? definitions.section_definitions : []) if (asJson(section)) visit(section as Json)
  const bases: Record<string, string> = { Package: 'Definition', Section: 'Definition', Quantity: 'Property', SubSection: 'Property', Property: 'Definition' }
  const named = (kind: string) => `${METAINFO}.${kind}`
  const defs: SectionDefEntry[] = []
  for (const kind of kinds) {
    defs.push({ definition_qualified_name: named(kind), definition_id: definitionId(undefined, named(kind)), used_directly: true })
    const base = bases[kind]
    defs.push({ definition_qualified_name: named(base), definition_id: definitionId(undefined, named(base)), used_directly: true })
    if (bases[base]) defs.push({ definition_qualified_name: named(bases[base]), definition_id: definitionId(undefined, named(bases[base])), used_directly: false })
  }
  return { sections: [...kinds].map(named).sort(), section_defs: mergeSectionDefs(defs) }
}
