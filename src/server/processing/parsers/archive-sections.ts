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
 * of the upload, read through the context) or a Python-qualified name of a built-in schema.
 */
export async function dataSectionDefinition(
  mDef: unknown,
  ownDefinitions: ArchiveJson | undefined,
  context: Pick<ParserContext, 'uploadId' | 'entryId' | 'readFile'>,
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
  const uploadFile = /^\.\.\/upload\/raw\/(.+)$/.exec(location)
  if (!uploadFile) return { name: location.split('.').at(-1) ?? location, qualifiedName: location }
  const schemaFile = uploadFile[1]
  const bytes = await context.readFile(schemaFile)
  let definitions: ArchiveJson | undefined
  if (bytes) {
    try {
      definitions = asJson(readArchiveDocument(new TextDecoder().decode(bytes), schemaFile).definitions)
    } catch {
      definitions = undefined
    }
  }
  const name = sectionNameIn(definitions, fragment)
  return name ? { name, qualifiedName: `entry_id:${entryIdOf(context.uploadId, schemaFile)}.${name}`, definitions } : undefined
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
