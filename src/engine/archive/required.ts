/**
 * The archive `required` specification of NOMAD's archive/query (shared by the server, which
 * evaluates it, and the GUI, whose cards declare what they read):
 *   "*"                  everything below this point
 *   "include-resolved"   everything below, plus the sections its references point to
 *   { key: spec, ... }   only the named keys; a key may carry an index selector
 *                        ("run[0]", "system[-1]", "calculation[1:3]")
 *   "resolve-inplace"    (boolean, any level) replace references by their targets instead of
 *                        adding the targets beside them; NOMAD's default is false
 *   "m_request"          { depth: n } (as in NOMAD's graph requests): this section with its
 *                        quantities, sub sections down to n levels, deeper ones as empty stubs
 *                        (repeating ones keep their length). The archive browser asks lane by
 *                        lane this way, so a large archive shows its first lane fast.
 */
import { z } from 'zod'

export type RequiredDirective = '*' | 'include-resolved'
export interface RequestConfig {
  depth: number
}
export interface RequiredObject {
  [key: string]: RequiredSpec | boolean | RequestConfig | undefined
}
export type RequiredSpec = RequiredDirective | RequiredObject

export const RESOLVE_INPLACE = 'resolve-inplace'
export const M_REQUEST = 'm_request'

export const requestConfigSchema = z.object({ depth: z.number().int().min(0) })

export const requiredDirectiveSchema = z.enum(['*', 'include-resolved'])

export const requiredSpecSchema: z.ZodType<RequiredSpec> = z.lazy(() =>
  z.union([
    requiredDirectiveSchema,
    z.record(z.string(), z.union([requiredSpecSchema, z.boolean(), requestConfigSchema])).superRefine((value, ctx) => {
      for (const [key, entry] of Object.entries(value)) {
        if (typeof entry === 'boolean' && key !== RESOLVE_INPLACE)
          ctx.addIssue({ code: 'custom', path: [key], message: `only "${RESOLVE_INPLACE}" takes a boolean` })
        if (key === M_REQUEST && !requestConfigSchema.safeParse(entry).success)
          ctx.addIssue({ code: 'custom', path: [key], message: `"${M_REQUEST}" takes {depth: n}` })
        if (key !== RESOLVE_INPLACE && key !== M_REQUEST && parseRequiredKey(key) === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: `invalid key "${key}": expected name, name[index] or name[start:stop]` })
      }
    }),
  ]),
)

/** A key of a required object: the property name and an optional index or slice. */
export interface RequiredKey {
  name: string
  /** A single index (negative counts from the end). */
  index?: number
  /** A slice [start, stop) in Python's sense (either end may be missing or negative). */
  slice?: { start?: number; stop?: number }
}

const KEY = /^([^[\]]+)(?:\[(-?\d+)\]|\[(-?\d*):(-?\d*)\])?$/

export function parseRequiredKey(key: string): RequiredKey | undefined {
  const match = KEY.exec(key)
  if (!match) return undefined
  const [, name, index, start, stop] = match
  if (index !== undefined) return { name, index: Number(index) }
  if (start !== undefined || stop !== undefined)
    return { name, slice: { start: start ? Number(start) : undefined, stop: stop ? Number(stop) : undefined } }
  return { name }
}

function isObject(spec: unknown): spec is RequiredObject {
  return typeof spec === 'object' && spec !== null && !Array.isArray(spec)
}

/** True when a spec asks, anywhere inside, for references to be resolved. */
export function asksForResolved(spec: RequiredSpec | undefined): boolean {
  if (spec === 'include-resolved') return true
  if (!isObject(spec)) return false
  return Object.entries(spec).some(([key, value]) => key !== RESOLVE_INPLACE && key !== M_REQUEST && typeof value !== 'boolean' && asksForResolved(value as RequiredSpec))
}

/**
 * The union of two required specs: everything either asks for. Used by the entry page to ask
 * the server once for what all visible cards declare. "*" absorbs an object unless that object
 * resolves references somewhere, then the union is "include-resolved" (a superset of both).
 * Conflicting "resolve-inplace" flags keep NOMAD's default (false): targets beside references.
 */
export function mergeRequired(a: RequiredSpec | undefined, b: RequiredSpec | undefined): RequiredSpec | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  if (a === 'include-resolved' || b === 'include-resolved') return 'include-resolved'
  if (a === '*') return asksForResolved(b) ? 'include-resolved' : '*'
  if (b === '*') return asksForResolved(a) ? 'include-resolved' : '*'
  const merged: RequiredObject = {}
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = a[key]
    const right = b[key]
    if (key === M_REQUEST) {
      const depths = [left, right].map((config) => (config as RequestConfig | undefined)?.depth)
      // One side without a depth limit asks for at least as much as any depth.
      merged[key] = depths.some((d) => d === undefined) ? undefined : { depth: Math.max(...(depths as number[])) }
      if (merged[key] === undefined) delete merged[key]
      continue
    }
    if (key === RESOLVE_INPLACE) {
      const flags = [left, right].filter((flag): flag is boolean => typeof flag === 'boolean')
      merged[key] = flags.length === 2 && flags[0] !== flags[1] ? false : flags[0]
      continue
    }
    merged[key] = mergeRequired(left as RequiredSpec | undefined, right as RequiredSpec | undefined)
  }
  return merged
}

/** mergeRequired over a list (undefined when the list asks for nothing). */
export function mergeAllRequired(specs: readonly (RequiredSpec | undefined)[]): RequiredSpec | undefined {
  return specs.reduce<RequiredSpec | undefined>((union, spec) => mergeRequired(union, spec), undefined)
}

/**
 * The spec that asks for the section at `path` (e.g. ['run', 0, 'system']) with `leaf` below it;
 * numeric steps become index selectors. The archive browser asks this way lane by lane.
 */
export function requiredForPath(path: readonly (string | number)[], leaf: RequiredSpec = '*'): RequiredSpec {
  let spec: RequiredSpec = leaf
  for (let i = path.length - 1; i >= 0; i--) {
    const step = path[i]
    if (typeof step === 'number') continue
    const next = path[i + 1]
    const key = typeof next === 'number' ? `${step}[${next}]` : step
    spec = { [key]: spec }
  }
  return spec
}

/**
 * Whether an archive answer holds any of the data a spec asks for (keys with selectors by their name,
 * lists when one of their items does). An undefined spec asks for nothing and is always answered.
 */
export function hasRequiredData(data: unknown, spec: RequiredSpec | undefined): boolean {
  if (spec === undefined) return true
  if (data === undefined || data === null) return false
  if (Array.isArray(data)) return data.some((item) => hasRequiredData(item, spec))
  if (!isObject(spec)) return true
  const asked = Object.entries(spec).filter(([key]) => key !== M_REQUEST && key !== RESOLVE_INPLACE)
  if (asked.length === 0) return true
  if (typeof data !== 'object') return false
  const section = data as Record<string, unknown>
  return asked.some(([key, inner]) => {
    const name = parseRequiredKey(key)?.name ?? key
    return hasRequiredData(section[name], isObject(inner) || typeof inner === 'string' ? inner : '*')
  })
}
