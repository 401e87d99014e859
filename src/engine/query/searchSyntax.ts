import type { SEARCH_SYNTAXES } from '../config/app.js'
import { convertUnit } from '../units/convert.js'
import { parseValueWithUnit } from '../units/validate.js'
import type { QueryNode, RangeBounds, RangeOperator, ScalarValue } from './ast.js'
import { coerceValue } from './coerce.js'
import { queryMessages } from './messages.js'
import { dataTypeOf, isSection, type QuantityInfo, type QuantityLookup } from './quantities.js'

export type SearchSyntax = (typeof SEARCH_SYNTAXES)[number]

/** In order of precedence: `a = *` is existence, not equality with `*`. */
export const SEARCH_SYNTAX_ORDER: SearchSyntax[] = ['existence', 'equality', 'range_bounded', 'range_half_bounded', 'free_text']

/** The search-bar texts of spec 2 §5. */
export const searchBarMessages = {
  notSupported: (name: string) => `The quantity '${name}' is not supported`,
  section: 'Cannot target metainfo sections',
  unsupported: 'Unsupported query',
  invalidValue: (name: string) => `Invalid value for the metainfo ${name}. Please check your syntax.`,
  empty: queryMessages.emptyValue,
} as const

/** The quantities the two special syntaxes target. */
export const EXISTENCE_TARGET = 'quantities'
export const FREE_TEXT_TARGET = 'text_search_contents'

export interface SyntaxMatch {
  syntax: SearchSyntax
  /** The quantity name as typed (before abbreviations are resolved). */
  target: string
  /** The value text, or the bounds' texts of a range. */
  value: string | Partial<Record<RangeOperator, string>>
  inputNormalized: string
}

const COMPARATOR = /(<=|>=|<|>|=)/
/** For `value op name`: the operator as seen from the name. */
const MIRROR: Record<string, RangeOperator> = { '<': 'gt', '<=': 'gte', '>': 'lt', '>=': 'lte' }
const FORWARD: Record<string, RangeOperator> = { '<': 'lt', '<=': 'lte', '>': 'gt', '>=': 'gte' }

const looksNumeric = (text: string) => /^[+-]?(\d|\.\d)/.test(text)

/**
 * Reads search-bar input with the syntaxes of spec 2 §5: `a = b`, `a = *`, `a < 5` (and the
 * other half-bounded ranges, the number on either side), `1 < a <= 5`, else free text.
 * Returns the first allowed syntax that fits.
 */
export function matchSearchSyntax(input: string, allowed: readonly SearchSyntax[] = SEARCH_SYNTAX_ORDER): SyntaxMatch | undefined {
  const text = input.trim()
  if (text === '') return undefined
  const pieces = text.split(COMPARATOR).map((piece) => piece.trim())
  const operands = pieces.filter((_, i) => i % 2 === 0)
  const operators = pieces.filter((_, i) => i % 2 === 1)
  const complete = operands.every((operand) => operand !== '')
  const candidates: SyntaxMatch[] = []

  if (complete && operators.length === 1 && operators[0] === '=') {
    const [name, value] = operands
    if (value === '*') candidates.push({ syntax: 'existence', target: name, value: name, inputNormalized: `${name} = *` })
    candidates.push({ syntax: 'equality', target: name, value, inputNormalized: `${name} = ${value}` })
  }
  const ranged = operators.length > 0 && !operators.includes('=')
  if (complete && ranged && operators.length === 2) {
    const [low, name, high] = operands
    const [op1, op2] = operators
    candidates.push({
      syntax: 'range_bounded',
      target: name,
      value: { [MIRROR[op1]]: low, [FORWARD[op2]]: high },
      inputNormalized: `${low} ${op1} ${name} ${op2} ${high}`,
    })
  }
  if (complete && ranged && operators.length === 1) {
    const [a, b] = operands
    const op = operators[0]
    const [name, bound, rangeOp] = looksNumeric(a) && !looksNumeric(b) ? [b, a, MIRROR[op]] : [a, b, FORWARD[op]]
    candidates.push({ syntax: 'range_half_bounded', target: name, value: { [rangeOp]: bound }, inputNormalized: `${a} ${op} ${b}` })
  }
  candidates.push({ syntax: 'free_text', target: FREE_TEXT_TARGET, value: text, inputNormalized: text })
  return candidates.find((candidate) => allowed.includes(candidate.syntax))
}

export interface SearchInputOptions {
  lookup: QuantityLookup
  /** Syntaxes an app switches off (`search_syntaxes.exclude`). */
  exclude?: readonly SearchSyntax[]
  /** Short names the search context accepts for full ones (`n_elements` for `results.material.n_elements`). */
  fullNames?: Record<string, string>
  /** Restricts the quantities to those of the app; defaults to every quantity the lookup knows. */
  available?: (fullName: string) => boolean
  /** The unit a number without unit is meant in (the display unit); defaults to the quantity's unit. */
  displayUnit?: (fullName: string) => string | undefined
}

export type SearchInputResult =
  | { ok: true; syntax: SearchSyntax; quantity: string; value: ScalarValue | RangeBounds; inputNormalized: string }
  | { ok: false; error: string }

/** Reads search-bar input into a filter: the quantity and its value (a range for range syntaxes). */
export function parseSearchInput(input: string, options: SearchInputOptions): SearchInputResult {
  if (input.trim() === '') return { ok: false, error: searchBarMessages.empty }
  const allowed = SEARCH_SYNTAX_ORDER.filter((syntax) => !options.exclude?.includes(syntax))
  const match = matchSearchSyntax(input, allowed)
  if (!match) return { ok: false, error: searchBarMessages.unsupported }
  if (match.syntax === 'existence') {
    return { ok: true, syntax: match.syntax, quantity: EXISTENCE_TARGET, value: fullName(match.target, options), inputNormalized: match.inputNormalized }
  }
  const quantity = fullName(match.target, options)
  const info = options.lookup(quantity)
  const available = options.available ? options.available(quantity) : info !== undefined
  if (!available || !info) return { ok: false, error: searchBarMessages.notSupported(match.target) }
  if (isSection(info)) return { ok: false, error: searchBarMessages.section }
  try {
    const value =
      typeof match.value === 'string'
        ? readValue(quantity, info, match.value, options, match.syntax !== 'free_text')
        : readRange(quantity, info, match.value, options)
    return { ok: true, syntax: match.syntax, quantity, value, inputNormalized: match.inputNormalized }
  } catch {
    return { ok: false, error: searchBarMessages.invalidValue(quantity) }
  }
}

/** The query a search-bar filter stands for. */
export function searchInputToQuery(result: Extract<SearchInputResult, { ok: true }>): QueryNode {
  if (result.syntax === 'existence') return { kind: 'set', quantity: EXISTENCE_TARGET, op: 'all', values: [result.value as string] }
  if (typeof result.value === 'object') return { kind: 'range', quantity: result.quantity, bounds: result.value }
  return { kind: 'equals', quantity: result.quantity, value: result.value }
}

function fullName(name: string, options: SearchInputOptions): string {
  return options.fullNames?.[name] ?? name
}

function readRange(name: string, info: QuantityInfo, texts: Partial<Record<RangeOperator, string>>, options: SearchInputOptions): RangeBounds {
  const type = dataTypeOf(info)
  if (type !== 'int' && type !== 'float' && type !== 'timestamp') throw new Error('not ordered')
  const bounds: RangeBounds = {}
  for (const [op, text] of Object.entries(texts) as [RangeOperator, string][]) {
    bounds[op] = readValue(name, info, text, options, true) as number | string
  }
  return bounds
}

/** A value text for a quantity: numbers may carry a unit (`1e-3 eV`), converted to the quantity's unit. */
function readValue(name: string, info: QuantityInfo, text: string, options: SearchInputOptions, strict: boolean): ScalarValue {
  const type = dataTypeOf(info)
  if (type === 'float' || (type === 'int' && /[a-zA-Z]/.test(text))) {
    const parsed = parseValueWithUnit(text)
    if (!parsed.ok) throw new Error(parsed.error)
    const target = info.unit
    let value = parsed.value
    if (target) {
      const from = parsed.unit ? parsed.unit.expression : (options.displayUnit?.(name) ?? target)
      value = convertUnit(value, from, target)
    } else if (parsed.unit && !parsed.unit.dimensionless) {
      throw new Error('unit for a quantity without unit')
    }
    if (type === 'int' && !Number.isInteger(value)) throw new Error('not an integer')
    return value
  }
  const coerced = coerceValue(name, info, text)
  if (!coerced.ok && strict) throw new Error(coerced.message)
  return coerced.ok ? coerced.value : text
}
