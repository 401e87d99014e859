import type { FilterNode } from './filterAst.js'
import { parse, SyntaxError as PeggySyntaxError, type FilterLocation } from './parser.generated.js'

export interface FilterSyntaxError {
  /** Short: `Expected IDENTIFIER, NOT, ... but "." found.` */
  message: string
  /** NOMAD-like report: position, the line with a caret, and the expected tokens one per line. */
  report: string
  location: FilterLocation
  /** Token names that would have been accepted (`IDENTIFIER`, `NOT`, `ESCAPED_STRING`, ...). */
  expected: string[]
  /** What was found instead; undefined at the end of the input. */
  found?: string
}

export type ParsedFilter = { ok: true; tree: FilterNode } | { ok: false; error: FilterSyntaxError }

/** Parses an OPTIMADE filter string (the language of the OPTIMADE API specification v1.1). */
export function parseFilter(filter: string): ParsedFilter {
  try {
    return { ok: true, tree: parse(filter) }
  } catch (error) {
    if (!(error instanceof PeggySyntaxError)) throw error
    return { ok: false, error: describe(filter, error) }
  }
}

function describe(filter: string, error: PeggySyntaxError): FilterSyntaxError {
  const location = error.location.start
  const expected = [
    ...new Set(
      (error.expected ?? []).map((e) => {
        if (e.type === 'other') return e.description
        if (e.type === 'literal') return JSON.stringify(e.text)
        if (e.type === 'end') return '$END'
        return e.type
      }),
    ),
  ]
  const found = error.found ?? undefined
  const where = `at line ${location.line} col ${location.column}`
  const unexpected = found === undefined ? `Unexpected end-of-input ${where}` : `Unexpected ${JSON.stringify(found)} ${where}`
  const line = filter.split(/\r?\n/)[location.line - 1] ?? ''
  const report = [
    `Unable to parse filter ${filter}. ${unexpected}`,
    '',
    line,
    `${' '.repeat(Math.max(0, location.column - 1))}^`,
    'Expected one of: ',
    ...expected.map((token) => `\t* ${token}`),
    '',
  ].join('\n')
  return { message: error.message, report, location, expected, found }
}
