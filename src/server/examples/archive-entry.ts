/**
 * Entry metadata, in NOMAD's shape, for an archive file (*.archive.json|yaml) that already holds
 * its results: what the archive parser does for such files. Processing of other raw files
 * (parsers, normalizers) belongs to the processing pipeline.
 */
import type { StoredDoc } from '../store/interfaces.js'
import { entryIdOf, websafeHash } from '../ids.js'

type Json = Record<string, unknown>

export const ARCHIVE_PARSER = 'parsers/archive'

/** A user as entry metadata names them. */
export interface MetadataUser {
  user_id: string
  name: string
}

/** The upload fields entry metadata repeats. */
export interface UploadFacts {
  upload_id: string
  upload_name: string
  upload_create_time: string
  main_author: MetadataUser
  published: boolean
  publish_time?: string
  with_embargo: boolean
  embargo_length: number
  license: string
}

export interface ArchiveEntryInput {
  upload: UploadFacts
  mainfile: string
  archive: Json
  /** Reads another archive file of the same upload (for a data section whose m_def points there). */
  archiveOf: (mainfile: string) => Json | undefined
  processedAt: string
  /** Name and version of the processing software (NOMAD's nomad_version). */
  version: string
}

export interface ArchiveEntry {
  entry_id: string
  metadata: StoredDoc
  /** The archive as stored: the file's sections plus metadata and results. */
  archive: StoredDoc
}

export function entryFromArchive(input: ArchiveEntryInput): ArchiveEntry {
  const { upload, mainfile, archive } = input
  const entryId = entryIdOf(upload.upload_id, mainfile)
  const data = asJson(archive.data)
  const dataSection = data ? sectionOfData(data, upload.upload_id, mainfile, input.archiveOf) : undefined
  const results = resultsOf(archive, data, dataSection?.name)
  const givenMetadata = asJson(archive.metadata) ?? {}
  const author = upload.main_author

  const metadata: Json = {
    upload_id: upload.upload_id,
    upload_name: upload.upload_name,
    upload_create_time: upload.upload_create_time,
    entry_id: entryId,
    // NOMAD still sends the legacy name of the entry id.
    calc_id: entryId,
    entry_name: entryNameOf(archive, data, givenMetadata, mainfile),
    ...(entryTypeOf(archive, dataSection?.name) ? { entry_type: entryTypeOf(archive, dataSection?.name) } : {}),
    mainfile,
    parser_name: ARCHIVE_PARSER,
    process_status: 'SUCCESS',
    process_running: false,
    processed: true,
    processing_errors: [],
    entry_create_time: input.processedAt,
    complete_time: input.processedAt,
    last_processing_time: input.processedAt,
    nomad_version: input.version,
    nomad_commit: '',
    published: upload.published,
    ...(upload.publish_time ? { publish_time: upload.publish_time } : {}),
    with_embargo: upload.with_embargo,
    embargo_length: upload.embargo_length,
    license: upload.license,
    main_author: author,
    authors: [author],
    writers: [author],
    viewers: [author],
    coauthors: [],
    reviewers: [],
    origin: author.name,
    comment: typeof givenMetadata.comment === 'string' ? givenMetadata.comment : undefined,
    references: Array.isArray(givenMetadata.references) ? givenMetadata.references : [],
    external_id: typeof givenMetadata.external_id === 'string' ? givenMetadata.external_id : undefined,
    datasets: [],
    entry_references: [],
    section_defs: dataSection ? [{ definition_qualified_name: dataSection.qualifiedName, used_directly: true }] : [],
    ...(isSimulation(results) ? { domain: 'dft' } : {}),
    results,
    quantities: [],
    n_quantities: 0,
  }
  const stored: Json = { ...archive, metadata: withoutUndefined({ ...givenMetadata, ...metadata }), results }
  const quantities = quantityPaths(stored)
  metadata.quantities = quantities
  metadata.n_quantities = quantities.length
  stored.metadata = withoutUndefined({ ...givenMetadata, ...metadata })
  return { entry_id: entryId, metadata: withoutUndefined(metadata), archive: stored }
}

/**
 * The distinct paths of sections and quantities present in an archive ('' for the root,
 * 'data', 'data.name', ...), as NOMAD lists them in `quantities`; n_quantities is their number.
 */
export function quantityPaths(archive: Json): string[] {
  const paths = new Set<string>([''])
  const walk = (section: Json, prefix: string) => {
    for (const [key, value] of Object.entries(section)) {
      if (key.startsWith('m_') || value === undefined || value === null) continue
      const path = prefix ? `${prefix}.${key}` : key
      paths.add(path)
      const subSections = Array.isArray(value) ? value.filter((item) => asJson(item)) : asJson(value) ? [value] : []
      for (const sub of subSections) walk(sub as Json, path)
    }
  }
  walk(archive, '')
  return [...paths].sort()
}

interface DataSection {
  name: string
  qualifiedName: string
}

/** The section definition a data section uses: from a schema file of the upload, or a built-in name. */
function sectionOfData(data: Json, uploadId: string, mainfile: string, archiveOf: ArchiveEntryInput['archiveOf']): DataSection | undefined {
  const mDef = data.m_def
  if (typeof mDef !== 'string' || mDef === '') return undefined
  const [location, fragment = ''] = mDef.split('#')
  if (location === '') {
    const name = sectionNameIn(undefined, fragment)
    return name ? { name, qualifiedName: `entry_id:${entryIdOf(uploadId, mainfile)}.${name}` } : undefined
  }
  const uploadFile = /^\.\.\/upload\/raw\/(.+)$/.exec(location)
  if (!uploadFile) return { name: mDef.split('.').at(-1) ?? mDef, qualifiedName: mDef }
  const schemaFile = uploadFile[1]
  const name = sectionNameIn(asJson(archiveOf(schemaFile)?.definitions), fragment)
  return name ? { name, qualifiedName: `entry_id:${entryIdOf(uploadId, schemaFile)}.${name}` } : undefined
}

/** '/definitions/section_definitions/0' or '/definitions/sections/Sample' or 'Sample' → the section's name. */
function sectionNameIn(definitions: Json | undefined, fragment: string): string | undefined {
  const segments = fragment.split('/').filter(Boolean)
  const last = segments.at(-1)
  if (last === undefined) return undefined
  if (!/^\d+$/.test(last)) return last
  const index = Number(last)
  if (!definitions) return undefined
  const sections = definitions.sections ?? definitions.section_definitions
  if (Array.isArray(sections)) {
    const name = asJson(sections[index])?.name
    return typeof name === 'string' ? name : undefined
  }
  const names = Object.keys(asJson(sections) ?? {})
  return names[index]
}

function entryNameOf(archive: Json, data: Json | undefined, given: Json, mainfile: string): string {
  if (typeof given.entry_name === 'string' && given.entry_name !== '') return given.entry_name
  if (data && typeof data.name === 'string' && data.name !== '') return data.name
  if (asJson(archive.definitions) && typeof asJson(archive.definitions)!.name === 'string') return asJson(archive.definitions)!.name as string
  return mainfile.split('/').at(-1) ?? mainfile
}

function entryTypeOf(archive: Json, dataSectionName: string | undefined): string | undefined {
  if (dataSectionName) return dataSectionName
  if (archive.definitions && !archive.data) return 'Schema'
  return undefined
}

/** The archive's results, completed where the archive parser can: eln names, ids and a material id. */
function resultsOf(archive: Json, data: Json | undefined, sectionName: string | undefined): Json {
  const results: Json = structuredClone(asJson(archive.results) ?? {})
  if (data && sectionName) {
    const eln: Json = { ...(asJson(results.eln) ?? {}), sections: [sectionName] }
    if (typeof data.name === 'string') eln.names = [data.name]
    if (typeof data.lab_id === 'string') eln.lab_ids = [data.lab_id]
    if (typeof data.description === 'string') eln.descriptions = [data.description]
    if (Array.isArray(data.tags)) eln.tags = data.tags.filter((tag) => typeof tag === 'string')
    results.eln = eln
  }
  const material = asJson(results.material)
  if (material && typeof material.material_id !== 'string') {
    // Until the structure normaliser exists, a material is identified by what the archive says
    // about it: reduced formula, space group and structural type.
    const symmetry = asJson(material.symmetry) ?? {}
    const key = [material.chemical_formula_reduced, symmetry.space_group_number, material.structural_type].map((part) => String(part ?? '')).join('|')
    if (key !== '||') material.material_id = websafeHash(['material', key], 28)
  }
  return results
}

function isSimulation(results: Json): boolean {
  return asJson(asJson(results.method)?.simulation) !== undefined
}

function asJson(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined
}

function withoutUndefined(doc: Json): Json {
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined))
}
