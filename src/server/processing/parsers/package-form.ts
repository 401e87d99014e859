import { loadNomadDefinitions, toDefinitionsJson, type MetainfoProblem } from '../../../engine/metainfo/index.js'
import { strataMetainfo } from '../../../engine/metainfo/node.js'
import type { ArchiveJson } from './types.js'

export type PackageForm =
  | { ok: true; definitions: ArchiveJson; reference: (sectionName: string) => string | undefined; ignored: MetainfoProblem[] }
  | { ok: false; problem: MetainfoProblem }

/**
 * A schema's `definitions` as NOMAD stores them in an archive: a package with a
 * `section_definitions` list, references inside it written `#/definitions/section_definitions/N`.
 * YAML's `sections:` mapping is only a way of writing; NOMAD's GUI reads this form alone.
 * Refused (ok: false) when the definitions do not load cleanly, so nothing the file says is lost.
 */
export async function packageForm(definitions: ArchiveJson, packageName: string, source: string): Promise<PackageForm> {
  const model = loadNomadDefinitions({ definitions }, { base: await strataMetainfo(), packageName, source })
  // Keys NOMAD's metainfo ignores are dropped as NOMAD drops them; anything else keeps the file's form.
  const problem = model.problems.find((candidate) => candidate.severity !== 'warning' || !/ignored( here)?$/.test(candidate.message))
  if (problem) return { ok: false, problem }
  const pkg = model.packages.find((candidate) => candidate.name === packageName)
  // The package keeps the name the file gives it (or none); the qualified name is Strata's bookkeeping.
  const { name: _qualified, ...json } = toDefinitionsJson(model, packageName)
  if (typeof definitions.name === 'string') json.name = definitions.name
  listAnnotations(json)
  return {
    ok: true,
    ignored: model.problems,
    definitions: { m_def: json.m_def, m_parent_sub_section: json.m_parent_sub_section, ...(json.name !== undefined && { name: json.name }), ...json },
    reference: (sectionName) => {
      const index = pkg?.sections.findIndex((section) => section.name === sectionName) ?? -1
      return index < 0 ? undefined : `#/definitions/section_definitions/${index}`
    },
  }
}

/** NOMAD serialises every annotation of a definition as a list: `m_annotations: {eln: [{...}]}`. */
function listAnnotations(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(listAnnotations)
  if (value === null || typeof value !== 'object') return
  const record = value as ArchiveJson
  const annotations = record.m_annotations
  if (annotations !== null && typeof annotations === 'object' && !Array.isArray(annotations)) {
    record.m_annotations = Object.fromEntries(Object.entries(annotations).map(([key, item]) => [key, Array.isArray(item) ? item : [item]]))
  }
  for (const key of ['section_definitions', 'inner_section_definitions', 'quantities', 'sub_sections']) listAnnotations(record[key])
}
