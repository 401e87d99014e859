import type { Model, SectionDef } from './types.js'

/** Sections that name this one as a base, directly or (with `transitive`) through others. */
export function inheritingSections(model: Model, qualifiedName: string, transitive = false): SectionDef[] {
  const unique = new Set(Object.values(model.sections))
  return [...unique].filter((s) => (transitive ? s.allBaseSections : s.baseSections).includes(qualifiedName))
}

/** True when `section` is `base` or inherits from it. */
export function inheritsFrom(section: SectionDef, base: string): boolean {
  return section.qualifiedName === base || section.allBaseSections.includes(base)
}
