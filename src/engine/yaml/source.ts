import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml'
import type { ConfigIssue, IssuePath } from '../config/issues.js'

export interface SourcePosition {
  /** 1-based */
  line: number
  /** 1-based */
  column: number
  /** How many leading segments of the asked path exist in the file. */
  matched: number
}

/** A parsed YAML (or JSON) file that can say where a path into its data was written. */
export interface SourceDocument {
  file: string
  data: unknown
  /** Position of the value at `path`, or of its closest ancestor that exists in the file. */
  locate(path: IssuePath): SourcePosition
}

export type ParseResult = { ok: true; source: SourceDocument } | { ok: false; issues: ConfigIssue[] }

/**
 * Parses YAML 1.2 (JSON included). Syntax errors come back as issues with file, line and column.
 * JSON text is read with JSON.parse, which is far faster on large files; its positions are only worked
 * out (by the YAML parser) when something asks for one.
 */
export function parseSource(text: string, file: string): ParseResult {
  const json = parseJson(text)
  if (json.ok) {
    let located: SourceDocument | undefined
    return {
      ok: true,
      source: {
        file,
        data: json.data,
        locate: (path) => {
          if (!located) {
            const parsed = parseYaml(text, file)
            if (!parsed.ok) return { line: 0, column: 0, matched: 0 }
            located = parsed.source
          }
          return located.locate(path)
        },
      },
    }
  }
  return parseYaml(text, file)
}

function parseJson(text: string): { ok: true; data: unknown } | { ok: false } {
  if (!/^\s*[[{]/.test(text)) return { ok: false }
  try {
    return { ok: true, data: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

function parseYaml(text: string, file: string): ParseResult {
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  if (document.errors.length > 0) {
    return {
      ok: false,
      issues: document.errors.map((error) => {
        const { line, col } = lineCounter.linePos(error.pos[0])
        return { file, line, column: col, path: '', message: firstLine(error.message) }
      }),
    }
  }
  const data: unknown = document.toJS({ maxAliasCount: 1000 })
  const positionOf = ({ offset, matched }: { offset: number; matched: number }): SourcePosition => {
    const { line, col } = lineCounter.linePos(offset)
    return { line, column: col, matched }
  }
  return {
    ok: true,
    source: {
      file,
      data,
      locate: (path) => positionOf(offsetOf(document, path)),
    },
  }
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
}

/** Offset of the deepest node along `path`; a missing key points at the map that lacks it. */
function offsetOf(document: Document, path: IssuePath): { offset: number; matched: number } {
  let node: unknown = document.contents
  let offset = rangeStart(node) ?? 0
  let matched = 0
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(document)
    let next: unknown
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(segment))
      if (!pair) break
      next = pair.value
      // An empty value has no position of its own; its key does.
      offset = rangeStart(pair.value) ?? rangeStart(pair.key) ?? offset
    } else if (isSeq(node) && typeof segment === 'number' && segment < node.items.length) {
      next = node.items[segment]
      offset = rangeStart(next) ?? offset
    } else {
      break
    }
    node = next
    matched++
  }
  return { offset, matched }
}

function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value)
  return undefined
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range
  return range ? range[0] : undefined
}
