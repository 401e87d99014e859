import { dynamicSearchValues, loadNomadDefinitions, type DynamicSearchValue } from '../../engine/metainfo/index.js'
import { strataMetainfo } from '../../engine/metainfo/node.js'

/**
 * The `search_quantities` rows of an entry's data section that follows a section of a user
 * schema (`<package>.<name>`, the package being `entry_id:<schema entry>`), read along the
 * schema's definitions. Empty when the section is not found in them.
 */
export async function userSchemaSearchValues(
  data: Record<string, unknown>,
  section: { name: string; qualifiedName: string; definitions?: Record<string, unknown> },
): Promise<DynamicSearchValue[]> {
  if (!section.definitions) return []
  const packageName = section.qualifiedName.slice(0, section.qualifiedName.length - section.name.length - 1)
  const model = loadNomadDefinitions(section.definitions, { base: await strataMetainfo(), packageName })
  const definition = model.sections[section.qualifiedName]
  return definition ? dynamicSearchValues(data, definition, model.sections) : []
}
