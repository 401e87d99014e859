import type { DraftPackage, DraftQuantity, DraftSection, DraftSubSection } from './draft.js'
import { defaultAggregatable, searchEligible } from './searchDefaults.js'
import type { MetainfoProblem, Model, PackageDef, QuantityDef, QuantityType, SectionDef, SubSectionDef } from './types.js'

export interface ResolveContext {
  /** Sections known so far: the base model's and the drafts', by qualified name and alias. */
  sections: Record<string, SectionDef>
  packageName: string
  /** Qualified name of the section whose definition holds the reference. */
  sectionName: string
}

/** Why a reference did not resolve, when the resolver knows better than "not found". */
export interface Unresolved {
  severity: MetainfoProblem['severity']
  message: string
}

/**
 * Turns a written reference (name, path, qualified name) into a qualified section name;
 * undefined (an error) or an Unresolved explanation when it cannot.
 */
export type SectionResolver = (ref: string, context: ResolveContext) => string | Unresolved | undefined

export interface BuildOptions {
  /** Definitions the drafts may refer to; its packages come first in the result. */
  base?: Model
  resolve: SectionResolver
}

interface Pending {
  section: SectionDef
  draft: DraftSection
  pkg: DraftPackage
}

/** Resolves drafts into a Model: qualified names, references, and inherited properties. */
export function buildModel(drafts: DraftPackage[], options: BuildOptions): Model {
  const problems: MetainfoProblem[] = [...(options.base?.problems ?? [])]
  const sections: Record<string, SectionDef> = { ...(options.base?.sections ?? {}) }
  const pending: Pending[] = []
  const packages: PackageDef[] = drafts.map((pkg) => ({
    name: pkg.name,
    description: pkg.description,
    source: pkg.source,
    sections: pkg.sections.map((draft) => createSection(draft, pkg, pkg.name, pending)),
    ...(pkg.categories?.length && { categories: pkg.categories.map((c) => ({ m_def: 'Category' as const, ...c, qualifiedName: `${pkg.name}.${c.name}` })) }),
  }))

  const report = (severity: MetainfoProblem['severity'], path: string, message: string, source?: string) =>
    problems.push({ severity, path, message, source })

  for (const { section, draft, pkg } of pending) {
    for (const name of [section.qualifiedName, ...section.aliases]) {
      if (sections[name] && sections[name] !== section) report('error', draft.path, `section '${name}' is defined twice`, draft.source ?? pkg.source)
      else sections[name] = section
    }
  }

  for (const { section, draft, pkg } of pending) {
    const context: ResolveContext = { sections, packageName: pkg.name, sectionName: section.qualifiedName }
    const source = draft.source ?? pkg.source
    const sectionReport: Report = (severity, path, message) => report(severity, path, message, source)
    const resolve: Resolve = (ref, path, what) => {
      const result = options.resolve(ref, context)
      if (typeof result === 'string') return result
      sectionReport(result?.severity ?? 'error', path, result?.message ?? `${what} '${ref}' cannot be resolved`)
      return undefined
    }
    section.baseSections = draft.baseSections.flatMap((ref) => resolve(ref, `${draft.path}.base_sections`, 'base section') ?? [])
    section.quantities = draft.quantities.map((quantity) => createQuantity(quantity, section, pkg, resolve, sectionReport))
    section.subSections = draft.subSections.flatMap((sub) => {
      const created = createSubSection(sub, section, pkg, resolve, sectionReport)
      return created ? [created] : []
    })
  }

  const inherit = inheritanceResolver(sections, new Set(pending.map((p) => p.section)), report)
  for (const { section } of pending) inherit(section)

  return { packages: [...(options.base?.packages ?? []), ...packages], sections, problems }
}

function createSection(draft: DraftSection, pkg: DraftPackage, parentName: string, pending: Pending[]): SectionDef {
  const qualifiedName = `${parentName}.${draft.name}`
  const section: SectionDef = {
    m_def: 'Section',
    name: draft.name,
    qualifiedName,
    packageName: pkg.name,
    description: draft.description,
    label: draft.label,
    aliases: draft.aliases,
    baseSections: [],
    quantities: [],
    subSections: [],
    innerSections: [],
    annotations: draft.annotations,
    more: draft.more,
    allBaseSections: [],
    allQuantities: [],
    allSubSections: [],
  }
  pending.push({ section, draft, pkg })
  section.innerSections = draft.innerSections.map((inner) => createSection(inner, pkg, qualifiedName, pending))
  return section
}

type Report = (severity: MetainfoProblem['severity'], path: string, message: string, source?: string) => void
/** Resolves a reference or reports why not (at `path`, naming it as `what`). */
type Resolve = (ref: string, path: string, what: string) => string | undefined

function createQuantity(
  draft: DraftQuantity,
  section: SectionDef,
  pkg: DraftPackage,
  resolve: Resolve,
  report: Report,
): QuantityDef {
  let type: QuantityType
  if (draft.type.kind === 'resolved') type = draft.type.type
  else if (draft.type.kind === 'reference') {
    const target = resolve(draft.type.ref, `${draft.path}.type`, 'type')
    type = { type_kind: 'reference', type_data: target ?? draft.type.ref }
  } else {
    report('error', `${draft.path}.type`, draft.type.message)
    type = { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Any' }
  }
  const searchable = draft.searchable ?? ((draft.searchableByDefault ?? pkg.searchableByDefault) && searchEligible(type, draft.shape))
  return {
    m_def: 'Quantity',
    name: draft.name,
    qualifiedName: `${section.qualifiedName}.${draft.name}`,
    description: draft.description,
    type,
    shape: draft.shape,
    unit: draft.unit,
    default: draft.default,
    virtual: draft.virtual,
    searchable,
    aggregatable: draft.aggregatable ?? defaultAggregatable(type),
    suggestion: draft.suggestion ?? false,
    searchFields: draft.searchFields,
    annotations: draft.annotations,
    more: draft.more,
  }
}

function createSubSection(
  draft: DraftSubSection,
  section: SectionDef,
  pkg: DraftPackage,
  resolve: Resolve,
  report: Report,
): SubSectionDef | undefined {
  if (draft.section === undefined) {
    report('error', draft.path, `sub section '${draft.name}' does not name its section`)
    return undefined
  }
  const target = resolve(draft.section, `${draft.path}.section`, `section of sub section '${draft.name}'`)
  if (!target) return undefined
  return {
    m_def: 'SubSection',
    name: draft.name,
    qualifiedName: `${section.qualifiedName}.${draft.name}`,
    description: draft.description,
    section: target,
    repeats: draft.repeats,
    searchable: draft.searchable ?? pkg.searchableByDefault,
    nested: draft.nested,
    flatten: draft.flatten,
    annotations: draft.annotations,
    more: draft.more,
  }
}

/** Fills allBaseSections/allQuantities/allSubSections, bases first so that own definitions win. */
function inheritanceResolver(sections: Record<string, SectionDef>, ours: Set<SectionDef>, report: Report) {
  const done = new Set<SectionDef>()
  const active = new Set<SectionDef>()
  const resolve = (section: SectionDef): void => {
    // sections of the base model are already resolved and must not change
    if (done.has(section) || !ours.has(section)) return
    if (active.has(section)) {
      report('error', section.qualifiedName, `section '${section.qualifiedName}' inherits from itself`)
      return
    }
    active.add(section)
    const bases: string[] = []
    const quantities = new Map<string, QuantityDef>()
    const subSections = new Map<string, SubSectionDef>()
    for (const baseName of [...section.baseSections].reverse()) {
      const base = sections[baseName]
      if (!base) continue
      resolve(base)
      for (const q of base.allQuantities) quantities.set(q.name, q)
      for (const s of base.allSubSections) subSections.set(s.name, s)
    }
    for (const baseName of section.baseSections) {
      const base = sections[baseName]
      if (!base) continue
      for (const name of [base.qualifiedName, ...base.allBaseSections]) if (!bases.includes(name)) bases.push(name)
    }
    for (const q of section.quantities) { quantities.delete(q.name); quantities.set(q.name, q) }
    for (const s of section.subSections) { subSections.delete(s.name); subSections.set(s.name, s) }
    section.allBaseSections = bases
    section.allQuantities = [...quantities.values()]
    section.allSubSections = [...subSections.values()]
    active.delete(section)
    done.add(section)
  }
  return resolve
}
