/**
 * The query part of POST entries/archive/query, evaluated on entry metadata: equality on dotted
 * paths (`{upload_id: 'x'}`), `name:any` / `name:all` / `name:none` lists and `and` / `or` / `not`.
 * This endpoint is used for lookups by id, upload and mainfile; full search lives in entries/query.
 */
import { ApiError } from '../http/errors.js'
import type { StoredDoc } from '../store/interfaces.js'

export type EntryPredicate = (entry: StoredDoc) => boolean

interface Criterion {
  name: string
  value: unknown
}

/** The predicate and NOMAD's normalised echo of the query (`{and: [{name, value}, ...]}`). */
export function compileSimpleQuery(query: Record<string, unknown>): { matches: EntryPredicate; echo: unknown } {
  const criteria: Criterion[] = []
  const predicates: EntryPredicate[] = []
  for (const [key, value] of Object.entries(query)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) throw badQuery(key)
      const parts = value.map((part) => compileSimpleQuery(asObject(part, key)))
      predicates.push(key === 'and' ? (e) => parts.every((p) => p.matches(e)) : (e) => parts.some((p) => p.matches(e)))
      criteria.push({ name: key, value: parts.map((p) => p.echo) })
    } else if (key === 'not') {
      const part = compileSimpleQuery(asObject(value, key))
      predicates.push((e) => !part.matches(e))
      criteria.push({ name: key, value: part.echo })
    } else {
      const [name, operator = 'any'] = key.split(':')
      const wanted = Array.isArray(value) ? value : [value]
      predicates.push((entry) => {
        const present = valuesAt(entry, name.split('.'))
        if (operator === 'all') return wanted.every((w) => present.some((p) => same(p, w)))
        if (operator === 'none') return !wanted.some((w) => present.some((p) => same(p, w)))
        return wanted.some((w) => present.some((p) => same(p, w)))
      })
      criteria.push({ name, value })
    }
  }
  const echo = criteria.length === 1 ? criteria[0] : { and: criteria }
  return { matches: (entry) => predicates.every((p) => p(entry)), echo: criteria.length === 0 ? {} : echo }
}

function valuesAt(node: unknown, path: string[]): unknown[] {
  if (path.length === 0) return Array.isArray(node) ? node : [node]
  if (Array.isArray(node)) return node.flatMap((item) => valuesAt(item, path))
  if (!node || typeof node !== 'object') return []
  const [first, ...rest] = path
  const child = (node as Record<string, unknown>)[first]
  if (child && typeof child === 'object' && !Array.isArray(child) && 'user_id' in child && rest.length === 0) return [child, (child as { user_id: unknown }).user_id]
  return valuesAt(child, rest)
}

function same(present: unknown, wanted: unknown): boolean {
  return present === wanted || (present !== null && wanted !== null && typeof present !== 'object' && String(present) === String(wanted))
}

function asObject(value: unknown, key: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badQuery(key)
  return value as Record<string, unknown>
}

function badQuery(key: string): ApiError {
  return new ApiError(422, [{ loc: ['body', 'query', key], msg: `"${key}" needs ${key === 'not' ? 'a query object' : 'a list of query objects'}`, type: 'value_error' }])
}
