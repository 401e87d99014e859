/** Finds the metainfo definition of an archive section from the root section (EntryArchive) down. */
import type { Model, SectionDef, SubSectionDef } from '../../engine/metainfo/index.js'
import { USER_PACKAGE_PREFIX } from './entryModel.js'
import type { LaneKey } from './lanes.js'

export const ROOT_SECTION = 'nomad.datamodel.datamodel.EntryArchive'

/** A section's chosen definition (m_def) when the model knows it: a qualified name or '#/definitions/...' name. */
function chosenDefinition(model: Model, mDef: unknown): SectionDef | undefined {
  if (typeof mDef !== 'string') return undefined
  if (model.sections[mDef]) return model.sections[mDef]
  // '#/definitions/section_definitions/N' (this entry's schema, loaded first) or '../upload/raw/<file>#/...' (loaded last)
  const index = /#\/definitions\/section_definitions\/(\d+)$/.exec(mDef)
  if (index) {
    const user = model.packages.filter((p) => p.name.startsWith(USER_PACKAGE_PREFIX))
    const pkg = mDef.startsWith('#') ? user[0] : user[user.length - 1]
    return pkg?.sections[Number(index[1])]
  }
  const name = mDef.split(/[#/.]/).pop()
  if (!name) return undefined
  return Object.values(model.sections).find((section) => section.name === name && !section.qualifiedName.startsWith('nomad.'))
}

/** The definition of a sub section's section: its chosen m_def where the model knows it, else what the parent declares. */
export function childDefinition(model: Model, parent: SectionDef | undefined, name: string, mDef?: unknown): SectionDef | undefined {
  const sub: SubSectionDef | undefined = parent?.allSubSections.find((s) => s.name === name) ?? undeclared(model, name)
  return chosenDefinition(model, mDef) ?? (sub ? model.sections[sub.section] : undefined)
}

export const PLOT_SECTION = 'nomad.datamodel.metainfo.plot.PlotSection'

/** Processing adds `figures` (PlotSection's sub section) to sections whose schema does not declare it. */
function undeclared(model: Model, name: string): SubSectionDef | undefined {
  return name === 'figures' ? model.sections[PLOT_SECTION]?.allSubSections.find((s) => s.name === name) : undefined
}

/**
 * The definition of the section at the lane keys below the root, or undefined where the model
 * has none (parser-specific sections the model does not declare are shown from their data alone).
 */
export function sectionDefinitionAt(model: Model | undefined, keys: readonly LaneKey[], mDefAt?: (depth: number) => unknown): SectionDef | undefined {
  if (!model) return undefined
  let current: SectionDef | undefined = model.sections[ROOT_SECTION]
  for (let depth = 0; depth < keys.length && current; depth++) current = childDefinition(model, current, keys[depth].name, mDefAt?.(depth + 1))
  return current
}
