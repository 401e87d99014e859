import type { ApiClient } from '../../../engine/api/client.js'
import { schemaEntriesQuery } from '../../../engine/archive/schemaEntries.js'
import type { Model } from '../../../engine/metainfo/types.js'

/**
 * The schemas a new entry can be created from (spec 1 §2 'Create from schema'): section definitions of the
 * user's schema entries, and the project's built-in notebook sections. No React.
 */

export interface SchemaOption {
  /** What the user picks, e.g. 'Sample'. */
  label: string
  /** Where it comes from: 'Built-in' or the schema file, e.g. 'schema.archive.yaml (eln_upload_id)'. */
  group: string
  /** The `data.m_def` of a new entry's archive. */
  mDef: string
}

const ENTRY_DATA = 'nomad.datamodel.data.EntryData'
const ELN_PACKAGE = 'nomad.datamodel.metainfo.eln'

/** Spec 1 §5: spaces in the name become underscores. */
export function entryNameFromInput(input: string): string {
  return input.replace(/\s/g, '_')
}

/** Spec 1 §5: the new file is named {name}.archive.json. */
export function entryFileName(name: string): string {
  return `${name}.archive.json`
}

/** The archive of a new entry: an empty data section of the chosen definition. */
export function newEntryArchive(option: SchemaOption): { data: { m_def: string } } {
  return { data: { m_def: option.mDef } }
}

/** The built-in notebook sections a user may create an entry of: those of the ELN package that are entry data. */
export function builtInSchemaOptions(model: Model): SchemaOption[] {
  const eln = model.packages.find((pkg) => pkg.name === ELN_PACKAGE)
  return (eln?.sections ?? [])
    .filter((section) => section.allBaseSections.includes(ENTRY_DATA))
    .map((section) => ({ label: section.label ?? section.name, group: 'Built-in', mDef: section.qualifiedName }))
}

type Json = Record<string, unknown>
const asObject = (value: unknown): Json | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined)

/** A schema file's top-level section definitions in file order (NOMAD's list form, or the YAML `sections:` map). */
function sectionDefinitions(definitions: Json): { name: string; baseSections: string[] }[] {
  const listed = definitions.section_definitions ?? definitions.sections
  const sections = Array.isArray(listed)
    ? listed.map((section) => [asObject(section)?.name, section] as const)
    : Object.entries(asObject(listed) ?? {}).map(([name, section]) => [asObject(section)?.name ?? name, section] as const)
  return sections.flatMap(([name, section]) => {
    if (typeof name !== 'string') return []
    const body = asObject(section) ?? {}
    const bases = [body.base_sections, body.base_section].flat().filter((base): base is string => typeof base === 'string')
    return [{ name, baseSections: bases }]
  })
}

export interface SchemaEntry {
  entry_id: string
  upload_id: string
  mainfile: string
  definitions: Json
}

/**
 * The entry sections of one schema file. The reference is relative to the new entry's upload, as NOMAD writes
 * it: '../upload/raw/..' within the same upload, '../uploads/{id}/raw/..' to another one.
 */
export function customSchemaOptions(schema: SchemaEntry, targetUploadId: string, groupName?: string): SchemaOption[] {
  const file = schema.upload_id === targetUploadId ? `../upload/raw/${schema.mainfile}` : `../uploads/${schema.upload_id}/raw/${schema.mainfile}`
  const group = groupName ?? (schema.upload_id === targetUploadId ? schema.mainfile : `${schema.mainfile} (${schema.upload_id})`)
  return sectionDefinitions(schema.definitions).flatMap((section, index) =>
    section.baseSections.some((base) => base === ENTRY_DATA || base.endsWith('.EntryData') || base === 'EntryData')
      ? [{ label: section.name, group, mDef: `${file}#/definitions/section_definitions/${index}` }]
      : [],
  )
}

/** How many of the user's schema entries the dialog offers, as NOMAD does. */
const SCHEMA_ENTRIES_OFFERED = 20

/**
 * Schema entries with their definitions, in one archive query for all of them: the user's own, or (with
 * `uploadIds`) those of the given uploads that the user may see, e.g. the schemas of plugins.
 */
export async function fetchSchemaEntries(api: ApiClient, uploadIds?: string[]): Promise<SchemaEntry[]> {
  const base = schemaEntriesQuery(uploadIds ? 'visible' : 'user', SCHEMA_ENTRIES_OFFERED)
  const query = uploadIds ? { ...base, query: { ...base.query, upload_id: uploadIds } } : base
  const answer = await api.post<{ data?: { entry_id: string; upload_id: string; archive?: { metadata?: { mainfile?: unknown }; definitions?: unknown } }[] }>(
    'entries/archive/query',
    { ...query, required: { metadata: { mainfile: '*' }, definitions: '*' } },
  )
  return (answer?.data ?? []).flatMap(({ entry_id, upload_id, archive }) => {
    const mainfile = archive?.metadata?.mainfile
    const definitions = asObject(archive?.definitions)
    return typeof mainfile === 'string' && definitions ? [{ entry_id, upload_id, mainfile, definitions }] : []
  })
}
