import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { findParser } from '../../../src/server/processing/parsers/index.js'
import { entryIdOf } from '../../../src/server/ids.js'
import type { ArchiveJson, EntryMainfile, OtherUploadFile, ParsedEntry, ParserContext, ProcessingLogEntry } from '../../../src/server/processing/parsers/types.js'

export const TEST_DATA = join(import.meta.dirname, '..', '..', 'data', 'parsers')

export interface ParsedFile extends ParsedEntry {
  parserName: string
  logs: ProcessingLogEntry[]
}

/**
 * Parses a file the way the pipeline does: findParser on its path (relative to `root`, the upload's
 * raw folder) and first 4096 bytes, then parse with a context that reads siblings from `root`.
 */
export async function parseFile(
  root: string,
  mainfile: string,
  bytes?: Uint8Array,
  /** Files of other uploads the uploader may view: upload id → path → content. */
  otherUploads: Record<string, Record<string, string>> = {},
): Promise<ParsedFile> {
  const content = bytes ?? new Uint8Array(await readFile(join(root, mainfile)))
  const parser = findParser(mainfile, content.subarray(0, 4096))
  if (!parser) throw new Error(`no parser claims ${mainfile}`)
  const logs: ProcessingLogEntry[] = []
  const context: ParserContext = {
    uploadId: 'test-upload',
    entryId: 'test-entry',
    mainfile,
    read: async () => content,
    readFile: async (path) => {
      if (relative(root, join(root, path)).startsWith('..')) return undefined
      return readFile(join(root, path)).then((buffer) => new Uint8Array(buffer), () => undefined)
    },
    readUploadFile: async (uploadId, path): Promise<OtherUploadFile> => {
      const files = otherUploads[uploadId]
      if (!files) return { ok: false, reason: `the upload ${uploadId} does not exist or is not visible to the uploader` }
      return path in files ? { ok: true, data: new TextEncoder().encode(files[path]) } : { ok: false, reason: `the upload ${uploadId} has no file ${path}` }
    },
    readEntryMainfile: async (uploadId, entryId): Promise<EntryMainfile> => {
      const path = Object.keys(otherUploads[uploadId] ?? {}).find((file) => entryIdOf(uploadId, file) === entryId)
      if (path === undefined) return { ok: false, reason: `the entry ${entryId} of the upload ${uploadId} does not exist or is not visible to the uploader` }
      return { ok: true, mainfile: path, data: new TextEncoder().encode(otherUploads[uploadId][path]) }
    },
    log: (level, event, extra) => logs.push({ level, event, timestamp: new Date().toISOString(), ...extra }),
  }
  const entry = await parser.parse(context)
  return { ...entry, parserName: parser.name, logs }
}

/** A path into the archive: at(archive, 'results', 'material', 'elements'). */
export function at(archive: ArchiveJson, ...path: (string | number)[]): unknown {
  let value: unknown = archive
  for (const key of path) value = value === undefined || value === null ? undefined : (value as Record<string | number, unknown>)[key]
  return value
}

export const material = (entry: ParsedEntry) => at(entry.archive, 'results', 'material') as ArchiveJson
export const originalStructure = (entry: ParsedEntry) => at(entry.archive, 'results', 'properties', 'structures', 'structure_original') as ArchiveJson
