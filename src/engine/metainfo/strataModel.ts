import { buildModel, type SectionResolver } from './buildModel.js'
import type { DraftPackage, DraftQuantity, DraftSection, DraftSubSection, DraftType } from './draft.js'
import type { StrataMetainfoFile, StrataQuantitySpec, StrataSectionSpec, StrataSubSectionSpec } from './strataFileSchema.js'
import { primitiveType } from './typeNames.js'
import type { Model, SearchField } from './types.js'

/** One of Strata's metainfo files, valid by strataMetainfoFileSchema (its parse output). */
export interface ValidStrataFile {
  /** Shown in messages, e.g. `schemas/metainfo/results.yaml`. */
  source: string
  file: StrataMetainfoFile
}

/**
 * Builds the model from Strata's own metainfo files, already validated (loadStrata.ts validates; the
 * GUI's copy is validated when it is built). Unresolvable names end up in `model.problems`.
 * Kept apart from the file schema, so that the GUI does not build the schema to use its output.
 */
export function strataModelOf(parsed: ValidStrataFile[]): Model {
  const enums = new Map<string, string[]>()
  for (const { file } of parsed) for (const [name, values] of Object.entries(file.enums ?? {})) enums.set(name, values)

  const packages = new Map<string, DraftPackage>()
  for (const { source, file } of parsed) {
    const pkg = packages.get(file.package) ?? { name: file.package, source, searchableByDefault: false, sections: [] }
    pkg.description ??= file.description
    packages.set(file.package, pkg)
    const searchable = file.searchable ?? false
    for (const [name, spec] of Object.entries(file.sections)) {
      pkg.sections.push({ ...draftSection(name, spec, `sections.${name}`, { enums, searchable }), source })
    }
  }
  return buildModel([...packages.values()], { resolve: resolveStrataReference })
}

/** A reference in our own files is a qualified name or a name in the same package. */
export const resolveStrataReference: SectionResolver = (ref, { sections, packageName }) => {
  if (sections[ref]) return sections[ref].qualifiedName
  const local = sections[`${packageName}.${ref}`]
  return local?.qualifiedName
}

interface FileContext {
  enums: Map<string, string[]>
  /** The file's default for `searchable`. */
  searchable: boolean
}

function draftSection(name: string, spec: StrataSectionSpec, path: string, context: FileContext): DraftSection {
  return {
    name,
    path,
    description: spec.description,
    label: spec.label,
    aliases: spec.aliases ?? [],
    baseSections: spec.base_sections ?? [],
    quantities: Object.entries(spec.quantities ?? {}).map(([qName, q]) => draftQuantity(qName, q, `${path}.quantities.${qName}`, context)),
    subSections: Object.entries(spec.sub_sections ?? {}).map(([sName, s]) => draftSubSection(sName, s, `${path}.sub_sections.${sName}`, context)),
    innerSections: [],
    annotations: spec.m_annotations ?? {},
  }
}

function draftQuantity(name: string, q: StrataQuantitySpec, path: string, context: FileContext): DraftQuantity {
  return {
    name,
    path,
    description: q.description,
    type: draftType(q, context),
    shape: q.shape,
    unit: q.unit,
    default: q.default,
    virtual: q.virtual,
    searchable: q.searchable,
    searchableByDefault: context.searchable,
    aggregatable: q.aggregatable,
    suggestion: q.suggestion,
    searchFields: searchFields(q.search_fields),
    annotations: q.m_annotations ?? {},
  }
}

function draftType(q: StrataQuantitySpec, { enums }: FileContext): DraftType {
  if (q.type === 'enum') {
    const values = typeof q.values === 'string' ? enums.get(q.values) : q.values
    if (!values) return { kind: 'invalid', message: `enum '${String(q.values)}' is not declared` }
    return { kind: 'resolved', type: { type_kind: 'enum', type_data: values } }
  }
  if (q.type === 'reference') return { kind: 'reference', ref: q.target as string }
  const type = primitiveType(q.type)
  return type ? { kind: 'resolved', type } : { kind: 'invalid', message: `unknown type '${q.type}'` }
}

function draftSubSection(name: string, s: StrataSubSectionSpec, path: string, context: FileContext): DraftSubSection {
  return {
    name,
    path,
    description: s.description,
    section: s.section,
    repeats: s.repeats ?? false,
    searchable: s.searchable ?? context.searchable,
    nested: s.nested ?? false,
    flatten: s.flatten ?? false,
    annotations: s.m_annotations ?? {},
  }
}

function searchFields(spec: StrataQuantitySpec['search_fields']): SearchField[] {
  if (!spec) return []
  if (Array.isArray(spec)) return spec.map((name) => ({ name, aggregatable: false }))
  return Object.entries(spec).map(([name, options]) => ({ name, aggregatable: options.aggregatable ?? false }))
}
