/**
 * The seam between the processing pipeline and the parsers. A parser claims a mainfile by its
 * path and first bytes, reads it (and, if it must, other files of the same upload) and returns
 * the entry's archive with `results` already normalised. The pipeline adds the upload's
 * metadata (authors, ids, times), stores the archive and indexes the entry.
 */

export type ArchiveJson = Record<string, unknown>

export type LogLevel = 'DEBUG' | 'INFO' | 'WARNING' | 'ERROR' | 'CRITICAL'

/** One processing log line, stored per entry (NOMAD's archive `processing_logs`). */
export interface ProcessingLogEntry {
  level: LogLevel
  event: string
  /** e.g. 'parsers/vasp' or 'normalizers/system' */
  logger?: string
  parser?: string
  timestamp: string
  /** The exception text (stack) of an ERROR or CRITICAL line. */
  exception?: string
  [key: string]: unknown
}

/** A file of another upload, or why it cannot be read (missing, or the upload is not visible to the uploader). */
export type OtherUploadFile = { ok: true; data: Uint8Array } | { ok: false; reason: string }

/** The mainfile of an entry (e.g. the schema an ELN entry names by entry id), or why it cannot be read. */
export type EntryMainfile = { ok: true; mainfile: string; data: Uint8Array } | { ok: false; reason: string }

export interface ParserContext {
  uploadId: string
  entryId: string
  /** The mainfile, relative to the upload's raw folder ('a/b/vasprun.xml'). */
  mainfile: string
  /** The mainfile's bytes. */
  read(): Promise<Uint8Array>
  /** Another file of the same upload, relative to the raw folder; undefined when it does not exist. */
  readFile(path: string): Promise<Uint8Array | undefined>
  /** A file of another upload (e.g. a schema an ELN entry uses), read only when the uploader may view that upload. */
  readUploadFile(uploadId: string, path: string): Promise<OtherUploadFile>
  /** The mainfile of an entry of an upload (this one or another), read only when the uploader may view that upload. */
  readEntryMainfile(uploadId: string, entryId: string): Promise<EntryMainfile>
  log(level: LogLevel, event: string, extra?: Record<string, unknown>): void
}

export interface ParsedEntry {
  /** The archive sections the parser and normalisers produced: run, data, definitions, workflow2, results, ... */
  archive: ArchiveJson
  /**
   * Entry metadata the parser knows (entry_name, entry_type, section_defs, comment, references,
   * external_id, domain); the pipeline merges them into the entry's metadata.
   */
  metadata: Record<string, unknown>
}

export interface Parser {
  /** NOMAD-style parser name, e.g. 'parsers/cif'; stored as the entry's parser_name. */
  name: string
  /** Whether this file is a mainfile of this parser: decided by its path and its first 4096 bytes. */
  matches(path: string, head: Uint8Array): boolean
  /** Parses and normalises; throws on a broken file (the pipeline turns it into a failed entry). */
  parse(context: ParserContext): Promise<ParsedEntry>
}
