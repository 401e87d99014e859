import { DIMENSION_NAMES, lookupUnitAtom, type Dimension } from './unitTable.js'

export type { Dimension } from './unitTable.js'

export interface ParsedUnit {
  /** pint-like canonical spelling: `joule / gram / kelvin`, `1 / meter ** 3`. */
  canonical: string
  dimension: Dimension
}

type Factor = { name: string; power: number }

/**
 * Parses a unit expression (`J/(g*K)`, `meter ** 3`, `g/cm^3`, `1 / second`).
 * Returns undefined when a name is unknown or the expression is malformed.
 */
export function parseUnit(expression: string): ParsedUnit | undefined {
  const tokens = tokenize(expression)
  if (!tokens) return undefined
  const parser = new Parser(tokens)
  const factors = parser.expression()
  if (!factors || !parser.atEnd()) return undefined
  const dimension: Dimension = [0, 0, 0, 0, 0, 0, 0]
  const merged = new Map<string, number>()
  for (const { name, power } of factors) {
    const atom = lookupUnitAtom(name)
    if (!atom) return undefined
    atom.dimension.forEach((exponent, i) => { dimension[i] += exponent * power })
    merged.set(atom.name, (merged.get(atom.name) ?? 0) + power)
  }
  return { canonical: formatFactors(merged), dimension }
}

/** The canonical spelling, or the expression unchanged when it cannot be parsed. */
export function normalizeUnit(expression: string): string {
  return parseUnit(expression)?.canonical ?? expression.trim()
}

/** The dimension in pint's notation, e.g. `[length] ** 2 * [mass] / [time] ** 2`; `dimensionless` for none. */
export function unitDimensionality(expression: string | undefined): string | undefined {
  if (expression === undefined) return 'dimensionless'
  const parsed = parseUnit(expression)
  if (!parsed) return undefined
  const factors = new Map<string, number>()
  parsed.dimension.forEach((exponent, i) => { if (exponent) factors.set(`[${DIMENSION_NAMES[i]}]`, exponent) })
  return factors.size ? formatFactors(factors) : 'dimensionless'
}

/** True when both units measure the same kind of thing (joule and electron_volt do). */
export function sameDimension(a: string | undefined, b: string | undefined): boolean {
  const da = unitDimensionality(a)
  return da !== undefined && da === unitDimensionality(b)
}

function formatFactors(factors: Map<string, number>): string {
  const power = (name: string, p: number) => (p === 1 ? name : `${name} ** ${p}`)
  const numerator = [...factors].filter(([, p]) => p > 0).map(([n, p]) => power(n, p))
  const denominator = [...factors].filter(([, p]) => p < 0).map(([n, p]) => power(n, -p))
  if (!numerator.length && !denominator.length) return 'dimensionless'
  return [numerator.length ? numerator.join(' * ') : '1', ...denominator].join(' / ')
}

type Token = { kind: 'name'; value: string } | { kind: 'number'; value: number } | { kind: 'op'; value: string }

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = []
  const pattern = /\s*(?:(\*\*|\^|\*|\/|\(|\))|(-?\d+(?:\.\d+)?)|([A-Za-zµΩÅ°%_][A-Za-z0-9µΩÅ°_]*))/y
  let index = 0
  while (index < text.length) {
    if (/^\s*$/.test(text.slice(index))) break
    pattern.lastIndex = index
    const match = pattern.exec(text)
    if (!match) return undefined
    index = pattern.lastIndex
    if (match[1]) tokens.push({ kind: 'op', value: match[1] === '^' ? '**' : match[1] })
    else if (match[2]) tokens.push({ kind: 'number', value: Number(match[2]) })
    else tokens.push({ kind: 'name', value: match[3] })
  }
  return tokens
}

/** expression := term (('*' | '/') term)* ; term := atom ('**' number)? ; atom := name | number | '(' expression ')' */
class Parser {
  private index = 0
  constructor(private readonly tokens: Token[]) {}

  atEnd() { return this.index === this.tokens.length }

  expression(): Factor[] | undefined {
    let factors = this.term()
    while (factors && this.peekOp('*', '/')) {
      const op = (this.tokens[this.index++] as { value: string }).value
      const next = this.term()
      if (!next) return undefined
      factors = [...factors, ...(op === '/' ? next.map((f) => ({ ...f, power: -f.power })) : next)]
    }
    return factors
  }

  private term(): Factor[] | undefined {
    const atom = this.atom()
    if (!atom || !this.peekOp('**')) return atom
    this.index++
    const exponent = this.tokens[this.index++]
    if (exponent?.kind !== 'number') return undefined
    return atom.map((f) => ({ ...f, power: f.power * exponent.value }))
  }

  private atom(): Factor[] | undefined {
    const token = this.tokens[this.index++]
    if (!token) return undefined
    if (token.kind === 'name') return [{ name: token.value, power: 1 }]
    if (token.kind === 'number') return token.value === 1 ? [] : undefined
    if (token.value !== '(') return undefined
    const inner = this.expression()
    if (!inner || !this.peekOp(')')) return undefined
    this.index++
    return inner
  }

  private peekOp(...ops: string[]) {
    const token = this.tokens[this.index]
    return token?.kind === 'op' && ops.includes(token.value)
  }
}
