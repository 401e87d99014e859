import { sectionPaths } from './definitionPaths.js'
import type { Model, PackageDef, QuantityDef, SectionDef, SubSectionDef } from './types.js'

/** A metainfo document shaped like NOMAD's artifacts/metainfo.json, for the metainfo browser. */
export interface MetainfoJson {
  packages: Record<string, unknown>[]
}

const M_DEF = 'nomad.metainfo.metainfo.'

/**
 * Serialises the model as `{packages: [{name, section_definitions: [{name, base_sections,
 * quantities, sub_sections, inner_section_definitions}]}]}`; references become definition paths.
 */
export function toMetainfoJson(model: Model): MetainfoJson {
  const paths = sectionPaths(model)
  const ref = (name: string) => paths.get(name) ?? name
  return { packages: model.packages.map((pkg, index) => packageJson(pkg, index, ref)) }
}

/**
 * One package in the form it takes inside an entry archive's `definitions`: references within the
 * package are `#/definitions/section_definitions/N[/inner_section_definitions/M]`, others are
 * qualified names (as NOMAD writes `nomad.datamodel.data.EntryData`).
 */
export function toDefinitionsJson(model: Model, packageName: string): Record<string, unknown> {
  const pkg = model.packages.find((p) => p.name === packageName)
  if (!pkg) throw new Error(`package '${packageName}' is not in the model`)
  const local = sectionPaths({ ...model, packages: [pkg] })
  const ref = (name: string) => {
    const path = local.get(name)
    return path ? path.replace(/^\/packages\/0/, '#/definitions') : (model.sections[name]?.qualifiedName ?? name)
  }
  const { m_parent_index: _index, ...definitions } = packageJson(pkg, 0, ref)
  return { ...definitions, m_parent_sub_section: 'definitions' }
}

function packageJson(pkg: PackageDef, index: number, ref: (name: string) => string) {
  return compact({
    m_def: `${M_DEF}Package`,
    m_parent_index: index,
    m_parent_sub_section: 'packages',
    name: pkg.name,
    description: pkg.description,
    section_definitions: pkg.sections.map((s, i) => sectionJson(s, i, 'section_definitions', ref)),
  })
}

function sectionJson(section: SectionDef, index: number, parentSubSection: string, ref: (name: string) => string): Record<string, unknown> {
  return compact({
    m_def: `${M_DEF}Section`,
    m_parent_index: index,
    m_parent_sub_section: parentSubSection,
    m_annotations: nonEmpty(section.annotations),
    name: section.name,
    label: section.label,
    description: section.description,
    aliases: section.aliases.length ? section.aliases : undefined,
    base_sections: section.baseSections.length ? section.baseSections.map(ref) : undefined,
    quantities: section.quantities.length ? section.quantities.map((q, i) => quantityJson(q, i, ref)) : undefined,
    sub_sections: section.subSections.length ? section.subSections.map((s, i) => subSectionJson(s, i, ref)) : undefined,
    inner_section_definitions: section.innerSections.length
      ? section.innerSections.map((s, i) => sectionJson(s, i, 'inner_section_definitions', ref))
      : undefined,
    ...section.more,
  })
}

function quantityJson(q: QuantityDef, index: number, ref: (name: string) => string) {
  const type = q.type.type_kind === 'reference' ? { ...q.type, type_data: ref(String(q.type.type_data)) } : q.type
  return compact({
    m_def: `${M_DEF}Quantity`,
    m_parent_index: index,
    m_parent_sub_section: 'quantities',
    m_annotations: nonEmpty(q.annotations),
    name: q.name,
    description: q.description,
    type,
    shape: q.shape,
    unit: q.unit,
    default: q.default,
    virtual: q.virtual || undefined,
    ...q.more,
  })
}

function subSectionJson(s: SubSectionDef, index: number, ref: (name: string) => string) {
  return compact({
    m_def: `${M_DEF}SubSection`,
    m_parent_index: index,
    m_parent_sub_section: 'sub_sections',
    m_annotations: nonEmpty(s.annotations),
    name: s.name,
    description: s.description,
    sub_section: ref(s.section),
    repeats: s.repeats || undefined,
    ...s.more,
  })
}

function nonEmpty(record: Record<string, unknown>) {
  return Object.keys(record).length ? record : undefined
}

function compact<T extends Record<string, unknown>>(record: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))
}
