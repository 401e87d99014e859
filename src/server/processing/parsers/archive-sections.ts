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
 * file of another upload the uploader may view) or a Python-qualified name of a built-in schema.
 * A schema in another upload that cannot be read is an error that names the reference and why.
 */
export async function dataSectionDefinition(
  mDef: unknown,
  ownDefinitions: ArchiveJson | undefined,
  context: Pick<ParserContext, 'uploadId' | 'entryId' | 'mainfile' | 'readFile' | 'readUploadFile'>,
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
  const schema = schemaFileOf(location, context.uploadId)
  if (!schema) return { name: location.split('.').at(-1) ?? location, qualifiedName: location }
  let bytes: Uint8Array | undefined
  if (schema.uploadId === context.uploadId) bytes = await context.readFile(schema.path)
  else {
    const file = await context.readUploadFile(schema.uploadId, schema.path)
    if (!file.ok) throw new ParseError(`${context.mainfile}: the data section's definition '${mDef}' cannot be read: ${file.reason}`)
    bytes = file.data
  }
  const definitions = bytes ? definitionsIn(bytes, schema.path) : undefined
  const name = sectionNameIn(definitions, fragment)
  return name ? { name, qualifiedName: `entry_id:${entryIdOf(schema.uploadId, schema.path)}.${name}`, definitions } : undefined
}

/** '../upload/raw/{path}' (this upload) or '../uploads/{upload_id}/raw/{path}' → the schema file; else undefined. */
function schemaFileOf(location: string, ownUploadId: string): { uploadId: string; path: string } | undefined {
  const sameUpload = /^\.\.\/upload\/raw\/(.+)$/.exec(location)
  if (sameUpload) return { uploadId: ownUploadId, path: sameUpload[1] }
  const otherUpload = /^\.\.\/uploads\/([^/]+)\/raw\/(.+)$/.exec(location)
  return otherUpload ? { uploadId: otherUpload[1], path: otherUpload[2] } : undefined
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
