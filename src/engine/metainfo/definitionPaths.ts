import type { Model, SectionDef } from './types.js'

/**
 * NOMAD-style archive paths of section definitions within a model's metainfo document:
 * `/packages/19/section_definitions/0`, inner ones `.../inner_section_definitions/1`.
 */
export function sectionPaths(model: Model): Map<string, string> {
  const paths = new Map<string, string>()
  const visit = (section: SectionDef, path: string) => {
    paths.set(section.qualifiedName, path)
    section.innerSections.forEach((inner, i) => visit(inner, `${path}/inner_section_definitions/${i}`))
  }
  model.packages.forEach((pkg, p) => pkg.sections.forEach((s, i) => visit(s, `/packages/${p}/section_definitions/${i}`)))
  return paths
}
