import type { Model } from '../../engine/metainfo/index.js'
import { collectInstantiated, mergeSectionDefs, sectionDefsOf, type SectionDefEntry } from './section-definitions.js'

type Json = Record<string, unknown>

const ENTRY_ARCHIVE = 'nomad.datamodel.datamodel.EntryArchive'

/** Sub sections of the metadata that are derived from the sections themselves (NOMAD does not list them). */
const DERIVED = ['section_defs', 'search_quantities']

/**
 * An entry's `sections` and `section_defs`: those of its archive read along Strata's metainfo,
 * merged with what the parser found along the data's own schema (then `data` and `definitions`
 * are the parser's to describe).
 */
export function archiveSectionDefs(archive: Json, model: Model, parserMetadata: Json | undefined): { sections: string[]; section_defs: SectionDefEntry[] } {
  const parserSections = Array.isArray(parserMetadata?.sections) ? (parserMetadata.sections as string[]) : undefined
  const parserDefs = Array.isArray(parserMetadata?.section_defs) ? (parserMetadata.section_defs as SectionDefEntry[]) : []
  const root = model.sections[ENTRY_ARCHIVE]
  const instantiated = new Set<string>()
  const metadata: Json = { ...((archive.metadata as Json | undefined) ?? {}) }
  for (const key of DERIVED) delete metadata[key]
  if (root) collectInstantiated({ ...archive, metadata }, root, model, instantiated, (mDef) => model.sections[mDef], parserSections ? ['data', 'definitions'] : [])
  return {
    sections: [...new Set([...instantiated, ...(parserSections ?? [])])].sort(),
    section_defs: mergeSectionDefs(sectionDefsOf(instantiated, model), parserSections ? parserDefs : []),
  }
}
