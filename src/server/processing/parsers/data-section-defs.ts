import { loadNomadDefinitions, type Model, type SectionDef } from '../../../engine/metainfo/index.js'
import { collectInstantiated, sectionDefsOf, type SectionDefEntry } from '../section-definitions.js'
import type { DataSectionDefinition } from './archive-sections.js'
import { strataMetainfo } from '../../../engine/metainfo/node.js'
import type { ArchiveJson } from './types.js'

/**
 * The section definitions an entry's `data` instantiates (`sections`) and their `section_defs`,
 * read along the data's schema (a user schema, or Strata's built-in definitions).
 */
export async function dataSectionDefs(data: ArchiveJson, section: DataSectionDefinition): Promise<{ sections: string[]; section_defs: SectionDefEntry[] }> {
  const base = await strataMetainfo()
  const packageName = section.definitions ? section.qualifiedName.slice(0, section.qualifiedName.length - section.name.length - 1) : undefined
  const model = section.definitions ? loadNomadDefinitions(section.definitions, { base, packageName }) : base
  const def = model.sections[section.qualifiedName]
  if (!def) return { sections: [section.qualifiedName], section_defs: sectionDefsOf([section.qualifiedName], model) }
  const instantiated = new Set<string>()
  collectInstantiated(data, def, model, instantiated, (mDef) => resolveMDef(mDef, model, packageName))
  return { sections: [...instantiated].sort(), section_defs: sectionDefsOf(instantiated, model) }
}

/** A nested section's m_def: a qualified or bare name, or a '#/definitions/section_definitions/N/...' path in the data's schema. */
function resolveMDef(mDef: string, model: Model, packageName: string | undefined): SectionDef | undefined {
  if (model.sections[mDef]) return model.sections[mDef]
  if (packageName && model.sections[`${packageName}.${mDef}`]) return model.sections[`${packageName}.${mDef}`]
  const fragment = mDef.includes('#') ? mDef.slice(mDef.indexOf('#') + 1) : undefined
  const pkg = model.packages.find((candidate) => candidate.name === packageName)
  if (fragment === undefined || !pkg) return undefined
  const steps = fragment.split('/').filter(Boolean)
  if (steps[0] !== 'definitions' || steps[1] !== 'section_definitions') return undefined
  let current: SectionDef | undefined = pkg.sections[Number(steps[2])]
  for (let i = 3; current && i + 1 < steps.length; i += 2) current = steps[i] === 'inner_section_definitions' ? current.innerSections[Number(steps[i + 1])] : undefined
  return current
}
