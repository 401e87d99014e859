import { archiveParser } from './archive.js'
import { cifParser } from './cif.js'
import { poscarParser } from './poscar.js'
import type { Parser } from './types.js'
import { vasprunParser } from './vasprun.js'
import { xyzParser } from './xyz.js'

export type { Parser, ParserContext, ParsedEntry, ProcessingLogEntry } from './types.js'

/** Every parser, in priority order: the first that matches a file parses it. */
export const PARSERS: Parser[] = [archiveParser, vasprunParser, cifParser, poscarParser, xyzParser]

/** The parser for a file of an upload, decided by its path and its first 4096 bytes; undefined when none claims it. */
export function findParser(path: string, head: Uint8Array): Parser | undefined {
  return PARSERS.find((parser) => parser.matches(path, head))
}
