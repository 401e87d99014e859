/**
 * The sections of one entry's archive a reference may point to: those of the referenced section
 * type (or derived from it), found below `data` along the entry's definitions. The search index
 * records only which definitions an entry holds, not where, so the section-select dialog asks the
 * chosen entry's archive and looks here. No React here.
 */
import type { Model, SectionDef } from '../../../engine/metainfo/index.js'
import { childDefinition, ROOT_SECTION } from '../definitions.js'

type Json = Record<string, unknown>

/** The body of POST entries/{id}/archive/query: the top-level keys (a schema entry has `definitions`), the upload and the whole data. */
export const SECTION_ARCHIVE_REQUEST = { required: { m_request: { depth: 1 }, metadata: { upload_id: '*', mainfile: '*' }, data: '*' } }

/** Sections nested deeper than this are not looked at. */
const MAX_DEPTH = 20

export interface MatchingSection {
  /** The archive path, `/data` or e.g. `/data/samples/2`. */
  path: string
  /** The section's `name` quantity, when it has one. */
  name?: string
}

const isJson = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)

/** Whether a section of definition `def` can stand where a section of type `target` (a qualified name or alias) is referenced. */
export function isOfType(def: SectionDef, target: string, model?: Model): boolean {
  const wanted = model?.sections[target]?.qualifiedName ?? target
  return def.qualifiedName === wanted || def.qualifiedName === target || def.aliases.includes(target) || def.allBaseSections.includes(wanted)
}

/**
 * The sections below the archive's `data` (data included) whose definition is `target` or derives
 * from it, in archive order. Where the model does not know a section's definition, its `m_def`
 * naming `target` decides. Values of quantities (JSON objects) are not sections and are skipped.
 */
export function matchingSections(archive: Json, model: Model | undefined, target: string): MatchingSection[] {
  const data = archive.data
  if (!isJson(data)) return []
  const found: MatchingSection[] = []
  const visit = (section: Json, def: SectionDef | undefined, path: string, depth: number) => {
    if (def ? isOfType(def, target, model) : section.m_def === target) found.push({ path, ...(typeof section.name === 'string' && section.name !== '' && { name: section.name }) })
    if (depth >= MAX_DEPTH) return
    for (const [key, value] of Object.entries(section)) {
      if (key.startsWith('m_')) continue
      const declared = def ? def.allSubSections.some((sub) => sub.name === key) : true
      const items = Array.isArray(value) ? value : [value]
      items.forEach((item, index) => {
        if (!isJson(item) || (!declared && typeof item.m_def !== 'string')) return
        const childDef = model ? childDefinition(model, def, key, item.m_def) : undefined
        visit(item, childDef, Array.isArray(value) ? `${path}/${key}/${index}` : `${path}/${key}`, depth + 1)
      })
    }
  }
  const dataDef = model ? childDefinition(model, model.sections[ROOT_SECTION], 'data', data.m_def) : undefined
  visit(data, dataDef, '/data', 0)
  return found
}

/** How the dialog lists a section: its name (when it has one) and its path below the archive's root. */
export function sectionLabel(section: MatchingSection): string {
  const path = section.path.replace(/^\//, '')
  return section.name ? `${section.name} (${path})` : path
}
