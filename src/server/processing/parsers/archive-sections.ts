import { parse as parseYaml } from 'yaml'
import { entryIdOf } from '../../ids.js'
import { ParseError } from './text.js'
import type { ArchiveJson, ParserContext } from './types.js'

export function asJson(value: unknown): ArchiveJson | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ArchiveJson) : undefined
}

/** The document of a *.archive.json / *.archive.yaml file; a clear error when it is not an object. */
export function readArchiveDocument(text: string, path: string): ArchiveJson {
  const isYaml = /\.ya?ml$/i.test(path)
  let document: unknown
  try {
    document = isYaml ? parseYaml(text) : JSON.parse(text)
  } catch (error) {
    throw new ParseError(`${path}: not valid ${isYaml ? 'YAML' : 'JSON'}: ${(error as Error).message.split('\n')[0]}`)
  }
  const archive = asJson(document)
  if (!archive) throw new ParseError(`${path}: an archive file must hold an object (with data, definitions, run, results, ...)`)
  return archive
}

/** The section definition a data section uses, as NOMAD lists it in section_defs. */
export interface DataSectionDefinition {
  name: string
  qualifiedName: string
  /** The `definitions` of the schema (this file's or the upload file's) when it is a user schema. */
  definitions?: ArchiveJson
}

/**
 * Resolves a data section's m_def: '#/definitions/section_definitions/0' or 'Sample' (this file's
 * definitions), '../upload/raw/schema.archive.yaml#/definitions/section_definitions/1' (another file
 * of the upload), '../uploads/{upload_id}/raw/schema.archive.yaml#/definitions/sections/Sample' (a
 * file of another upload the uploader may view), '../upload/archive/{entry_id}#...' and
 * '../uploads/{upload_id}/archive/{entry_id}#...' (the mainfile of an entry of this or another
 * upload) or a Python-qualified name of a built-in schema.
 * A schema that cannot be read from another upload or an entry is an error that names the reference and why.
 */
export async function dataSectionDefinition(
  mDef: unknown,
  ownDefinitions: ArchiveJson | undefined,
  context: Pick<ParserContext, 'uploadId' | 'entryId' | 'mainfile' | 'readFile' | 'readUploadFile' | 'readEntryMainfile'>,
): Promise<DataSectionDefinition | undefined> {
  if (typeof mDef !== 'string' || mDef === '') return undefined
  const hash = mDef.indexOf('#')
  const location = hash < 0 ? mDef : mDef.slice(0, hash)
  const fragment = hash < 0 ? '' : mDef.slice(hash + 1)
  const own = (name: string | undefined) => (name ? { name, qualifiedName: `entry_id:${context.entryId}.${name}`, definitions: ownDefinitions } : undefined)
  if (location === '') return own(sectionNameIn(ownDefinitions, fragment))
  if (hash < 0 && !location.includes('.') && !location.includes('/')) {
    // A bare section name: a section of this file's definitions, or of a built-in schema.
    return sectionNames(ownDefinitions).includes(location) ? own(location) : { name: location, qualifiedName: location }
  }
  const source = schemaSourceOf(location, context.uploadId)
  if (!source) return { name: location.split('.').at(-1) ?? location, qualifiedName: location }
  const schema = await readSchema(source, context)
  if (!schema.ok) throw new ParseError(`${context.mainfile}: the data section's definition '${mDef}' cannot be read: ${schema.reason}`)
  const definitions = schema.data ? definitionsIn(schema.data, schema.path) : undefined
  const name = sectionNameIn(definitions, fragment)
  return name ? { name, qualifiedName: `entry_id:${schema.entryId}.${name}`, definitions } : undefined
}

type SchemaSource = { uploadId: string; path: string; entryId?: undefined } | { uploadId: string; entryId: string; path?: undefined }

/**
 * '../upload/raw/{path}', '../upload/archive/{entry_id}' (this upload), '../uploads/{upload_id}/raw/{path}'
 * or '../uploads/{upload_id}/archive/{entry_id}' → where the schema is; else undefined.
 */
function schemaSourceOf(location: string, ownUploadId: string): SchemaSource | undefined {
  const sameUpload = /^\.\.\/upload\/(raw|archive)\/(.+)$/.exec(location)
  const otherUpload = /^\.\.\/uploads\/([^/]+)\/(raw|archive)\/(.+)$/.exec(location)
  const [uploadId, kind, rest] = sameUpload ? [ownUploadId, sameUpload[1], sameUpload[2]] : otherUpload ? otherUpload.slice(1) : []
  if (uploadId === undefined || rest === undefined) return undefined
  if (kind === 'raw') return { uploadId, path: rest }
  return rest.includes('/') ? undefined : { uploadId, entryId: rest }
}

type SchemaFile = { ok: true; entryId: string; path: string; data: Uint8Array | undefined } | { ok: false; reason: string }

async function readSchema(source: SchemaSource, context: Pick<ParserContext, 'uploadId' | 'readFile' | 'readUploadFile' | 'readEntryMainfile'>): Promise<SchemaFile> {
  if (source.entryId !== undefined) {
    const entry = await context.readEntryMainfile(source.uploadId, source.entryId)
    return entry.ok ? { ok: true, entryId: source.entryId, path: entry.mainfile, data: entry.data } : entry
  }
  const entryId = entryIdOf(source.uploadId, source.path)
  if (source.uploadId === context.uploadId) return { ok: true, entryId, path: source.path, data: await context.readFile(source.path) }
  const file = await context.readUploadFile(source.uploadId, source.path)
  return file.ok ? { ok: true, entryId, path: source.path, data: file.data } : file
}

function definitionsIn(bytes: Uint8Array, path: string): ArchiveJson | undefined {
  try {
    return asJson(readArchiveDocument(new TextDecoder().decode(bytes), path).definitions)
  } catch {
    return undefined
  }
}

function sectionNames(definitions: ArchiveJson | undefined): string[] {
  const sections = definitions?.sections ?? definitions?.section_definitions
  if (Array.isArray(sections)) return sections.map((section) => asJson(section)?.name).filter((name): name is string => typeof name === 'string')
  return Object.keys(asJson(sections) ?? {})
}

/** '/definitions/section_definitions/0', '/definitions/sections/Sample' or 'Sample' → the section's name. */
function sectionNameIn(definitions: ArchiveJson | undefined, fragment: string): string | undefined {
  const last = fragment.split('/').filter(Boolean).at(-1)
  if (last === undefined) return undefined
  if (!/^\d+$/.test(last)) return last
  return sectionNames(definitions)[Number(last)]
}
