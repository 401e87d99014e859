import { materialIdOf } from '../normalize/material.js'
import { resultsOfRun } from '../normalize/run.js'
import { userSchemaSearchValues } from '../../search/dynamic-values.js'
import { asJson, dataSectionDefinition, readArchiveDocument } from './archive-sections.js'
import { baseName, decodeText } from './text.js'
import { packageForm } from './package-form.js'
import { dataSectionDefs } from './data-section-defs.js'
import { definitionsSectionDefs, mergeSectionDefs } from '../section-definitions.js'
import type { ArchiveJson, Parser, ParserContext } from './types.js'

/** Sections of an archive file the pipeline owns (ids, authors, logs); never taken from the file. */
const PIPELINE_SECTIONS = new Set(['metadata', 'processing_logs'])

/** Entry metadata an archive file may set itself. */
const FILE_METADATA = ['entry_name', 'comment', 'references', 'external_id'] as const

/** NOMAD archive files: ELN data (data.m_def), schemas (definitions) or processed results. */
export const archiveParser: Parser = {
  name: 'parsers/archive',
  matches(path) {
    return /\.archive\.(json|ya?ml)$/i.test(path)
  },
  async parse(context) {
    const file = readArchiveDocument(decodeText(await context.read()), context.mainfile)
    const data = asJson(file.data)
    const definitions = asJson(file.definitions)
    const dataSection = data ? await dataSectionDefinition(data.m_def, definitions, context) : undefined
    if (data && data.m_def !== undefined && !dataSection) context.log('WARNING', `the data section's definition '${String(data.m_def)}' could not be resolved`)

    const archive: ArchiveJson = Object.fromEntries(Object.entries(file).filter(([key]) => !PIPELINE_SECTIONS.has(key)))
    const results = resultsOf(file, data, dataSection?.name)
    if (!asJson(results.material)) {
      // An archive with a run of its own (e.g. written by another tool) is normalised like a parsed one.
      const normalized = resultsOfRun(file, context.log)
      if (normalized) for (const [key, value] of Object.entries(normalized)) results[key] ??= value
    }
    if (Object.keys(results).length > 0) archive.results = results
    if (definitions) await writeDefinitionsAsPackage(archive, definitions, dataSection?.qualifiedName, context)

    const given = asJson(file.metadata) ?? {}
    const metadata: ArchiveJson = {}
    for (const key of FILE_METADATA) if (given[key] !== undefined) metadata[key] = given[key]
    metadata.entry_name = entryNameOf(data, definitions, given, context.mainfile)
    const entryType = dataSection?.name ?? (definitions && !data ? 'Schema' : undefined)
    if (entryType) metadata.entry_type = entryType
    // The definitions data and schema instantiate; the pipeline adds those of the rest of the archive.
    const dataDefs = data && dataSection ? await dataSectionDefs(data, dataSection) : { sections: [], section_defs: [] }
    const schemaDefs = definitionsSectionDefs(Array.isArray(asJson(archive.definitions)?.section_definitions) ? asJson(archive.definitions) : undefined)
    metadata.sections = [...new Set([...dataDefs.sections, ...schemaDefs.sections])].sort()
    metadata.section_defs = mergeSectionDefs(dataDefs.section_defs, schemaDefs.section_defs)
    // The data's quantities, searchable as `<path>#<schema>` (NOMAD's dynamic search quantities).
    const searchValues = data && dataSection ? await userSchemaSearchValues(data, dataSection) : []
    if (searchValues.length > 0) metadata.search_quantities = searchValues
    if (asJson(asJson(results.method)?.simulation)) metadata.domain = 'dft'
    return { archive, metadata }
  },
}

/** The file's definitions in NOMAD's package form, and data that names one of them pointing at it by path. */
async function writeDefinitionsAsPackage(archive: ArchiveJson, definitions: ArchiveJson, dataSection: string | undefined, context: ParserContext) {
  const packageName = `entry_id:${context.entryId}`
  const form = await packageForm(definitions, packageName, context.mainfile)
  if (!form.ok) {
    context.log('WARNING', `the definitions are stored as written, not as NOMAD stores a package: ${form.problem.path}: ${form.problem.message}`)
    return
  }
  for (const problem of form.ignored) context.log('WARNING', `${problem.path}: ${problem.message}`)
  archive.definitions = form.definitions
  const data = asJson(archive.data)
  if (!data || !dataSection?.startsWith(`${packageName}.`)) return
  const reference = form.reference(dataSection.slice(packageName.length + 1))
  if (reference) archive.data = { ...data, m_def: reference }
}

function entryNameOf(data: ArchiveJson | undefined, definitions: ArchiveJson | undefined, given: ArchiveJson, mainfile: string): string {
  if (typeof given.entry_name === 'string' && given.entry_name !== '') return given.entry_name
  if (data && typeof data.name === 'string' && data.name !== '') return data.name
  // NOMAD names a file after its definitions only when it is a schema; one that holds data too is named after the file.
  if (!data && definitions && typeof definitions.name === 'string' && definitions.name !== '') return definitions.name
  return baseName(mainfile)
}

/** The file's results, completed as NOMAD's ELN normaliser does (results.eln) plus a material id and the elements of a composition. */
function resultsOf(file: ArchiveJson, data: ArchiveJson | undefined, sectionName: string | undefined): ArchiveJson {
  const results: ArchiveJson = structuredClone(asJson(file.results) ?? {})
  if (data && sectionName) {
    const eln: ArchiveJson = { ...(asJson(results.eln) ?? {}), sections: [sectionName] }
    if (typeof data.name === 'string') eln.names = [data.name]
    if (typeof data.lab_id === 'string') eln.lab_ids = [data.lab_id]
    if (typeof data.description === 'string') eln.descriptions = [data.description]
    if (Array.isArray(data.tags)) eln.tags = data.tags.filter((tag) => typeof tag === 'string')
    results.eln = eln
    const elements = compositionElements(data)
    if (elements.length > 0) {
      const material = asJson(results.material) ?? {}
      if (!Array.isArray(material.elements)) results.material = { ...material, elements, n_elements: elements.length }
    }
  }
  const material = asJson(results.material)
  if (material && typeof material.material_id !== 'string') {
    const symmetry = asJson(material.symmetry) ?? {}
    const parts = [material.chemical_formula_reduced, symmetry.space_group_number, material.structural_type]
    if (parts.some((part) => part !== undefined && part !== null && part !== '')) {
      const [reduced, spaceGroup, structuralType] = parts.map((part) => String(part ?? ''))
      material.material_id = materialIdOf(reduced, spaceGroup === '' ? undefined : Number(spaceGroup), structuralType)
    }
  }
  return results
}

/** Elements of an ELN sample's elemental_composition ([{element: 'Cu', ...}]), sorted. */
function compositionElements(data: ArchiveJson): string[] {
  const composition = data.elemental_composition
  if (!Array.isArray(composition)) return []
  const elements = composition.map((item) => asJson(item)?.element).filter((element): element is string => typeof element === 'string')
  return [...new Set(elements)].sort()
}
