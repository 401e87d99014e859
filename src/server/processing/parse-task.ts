/**
 * Parsing one mainfile, the same way in a worker thread and in the main thread: find the parser
 * by path and head, let it parse, collect its log lines. A parser exception is a failed result
 * with an ERROR log line that carries the exception, never a thrown error.
 */
import { strataMetainfo } from '../../engine/metainfo/node.js'
import { encodeEntry, type EncodedEntry, type EntryBuildContext } from './encoded-entry.js'
import { entryHashOfBytes } from './entry-hash.js'
import type { EntryMainfile, LogLevel, OtherUploadFile, ParsedEntry, Parser, ProcessingLogEntry } from './parsers/types.js'

/** What a parsers module exports (src/server/processing/parsers/index.ts, or a test's own). */
export interface ParsersModule {
  findParser(path: string, head: Uint8Array): Parser | undefined
}

export const HEAD_BYTES = 4096

export interface ParseRequest {
  uploadId: string
  entryId: string
  mainfile: string
  /** Who the parse is for (the upload's main author): parses are shared fairly between users. */
  owner?: string
  /**
   * The mainfile's bytes, when the caller has read them already: the parse then does not ask for
   * them again (from a worker thread that is a round trip to the main thread).
   */
  mainfileContent?: Uint8Array
  /** Given: the parse also builds the entry and answers it in the record store's stored form (a BuiltParse). */
  build?: EntryBuildContext
}

/** mainfileHash: the entry hash of the mainfile the parse read (absent when it read none). */
export type ParseOutcome =
  | { ok: true; parserName: string; parsed: ParsedEntry; logs: ProcessingLogEntry[]; mainfileHash?: string }
  | { ok: false; parserName: string | undefined; error: string; logs: ProcessingLogEntry[]; mainfileHash?: string }

/** A parse whose entry was built where it ran (ParseRequest.build): the parse result itself stays there. */
export interface BuiltParse {
  ok: boolean
  parserName: string | undefined
  built: EncodedEntry
}

export type ParseResult = ParseOutcome | BuiltParse

export function isBuilt(result: ParseResult): result is BuiltParse {
  return 'built' in result
}

export interface FileReader {
  /** A file of the upload, or undefined when it does not exist. */
  readFile(path: string): Promise<Uint8Array | undefined>
  /** A file of another upload, subject to the uploader's access; without it no other upload can be read. */
  readUploadFile?(uploadId: string, path: string): Promise<OtherUploadFile>
  /** The mainfile of an entry, subject to the uploader's access to its upload; without it no entry can be read. */
  readEntryMainfile?(uploadId: string, entryId: string): Promise<EntryMainfile>
}

const unreadable = (error: unknown) => ({ ok: false as const, reason: error instanceof Error ? error.message : String(error) })

/** A file of another upload through the reader; a failing read is an unreadable file, never a thrown error. */
export async function readOtherUpload(files: FileReader, uploadId: string, path: string): Promise<OtherUploadFile> {
  if (!files.readUploadFile) return { ok: false, reason: 'files of other uploads cannot be read here' }
  return files.readUploadFile(uploadId, path).catch(unreadable)
}

/** An entry's mainfile through the reader; a failing read is an unreadable file, never a thrown error. */
export async function readEntryMainfile(files: FileReader, uploadId: string, entryId: string): Promise<EntryMainfile> {
  if (!files.readEntryMainfile) return { ok: false, reason: 'entries cannot be read here' }
  return files.readEntryMainfile(uploadId, entryId).catch(unreadable)
}

export async function runParse(parsers: ParsersModule, request: ParseRequest, files: FileReader): Promise<ParseOutcome> {
  const logs: ProcessingLogEntry[] = []
  let parserName: string | undefined
  let mainfileHash: string | undefined
  const log = (level: LogLevel, event: string, extra: Record<string, unknown> = {}) => {
    logs.push({ ...extra, level, event, ...(parserName ? { parser: parserName, logger: parserName } : {}), timestamp: new Date().toISOString() })
  }
  try {
    const content = request.mainfileContent ?? (await files.readFile(request.mainfile))
    if (!content) throw new Error(`mainfile ${request.mainfile} does not exist`)
    // Hashed here, in the parse's thread, while the bytes are at hand: the main thread need not read the file again.
    mainfileHash = entryHashOfBytes(content)
    const parser = parsers.findParser(request.mainfile, content.subarray(0, HEAD_BYTES))
    if (!parser) throw new Error(`no parser matches ${request.mainfile} any more`)
    parserName = parser.name
    log('INFO', 'parsing started')
    const parsed = await parser.parse({
      uploadId: request.uploadId,
      entryId: request.entryId,
      mainfile: request.mainfile,
      read: async () => content,
      readFile: (path) => files.readFile(path),
      readUploadFile: (uploadId, path) => readOtherUpload(files, uploadId, path),
      readEntryMainfile: (uploadId, entryId) => readEntryMainfile(files, uploadId, entryId),
      log,
    })
    log('INFO', 'parsing completed')
    return { ok: true, parserName, parsed, logs, mainfileHash }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    log('ERROR', 'parsing failed', { exception: error instanceof Error ? (error.stack ?? message) : message })
    return { ok: false, parserName, error: message, logs, mainfileHash }
  }
}

/**
 * runParse, and when the request asks for it, the entry built from the outcome and encoded. A
 * build that fails answers the outcome alone: the caller builds the entry itself then (and meets
 * the same error, which ends the run as any other would).
 */
export async function runParseAndBuild(parsers: ParsersModule, request: ParseRequest, files: FileReader): Promise<ParseResult> {
  const outcome = await runParse(parsers, request, files)
  if (!request.build) return outcome
  try {
    return { ok: outcome.ok, parserName: outcome.parserName, built: encodeEntry(request.build, request.mainfile, outcome, outcome.mainfileHash, await strataMetainfo()) }
  } catch {
    return outcome
  }
}
