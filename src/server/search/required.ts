import type { Required } from '../../engine/query/index.js'

type Doc = Record<string, unknown>

/**
 * The fields of a hit a request asks for: `include` keeps only the given dotted paths (with
 * `*` for any key), `exclude` then drops paths. Lists are walked through.
 */
export function projectDocument(doc: Doc, required: Required | undefined): Doc {
  let result = doc
  if (required?.include && required.include.length > 0 && !required.include.includes('*')) {
    const kept: Doc = {}
    for (const path of required.include) copyPath(result, kept, path.split('.'))
    result = kept
  }
  for (const path of required?.exclude ?? []) result = removePath(result, path.split('.')) as Doc
  return result
}

function isObject(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function copyPath(from: Doc, to: Doc, parts: string[]): void {
  const [head, ...rest] = parts
  const keys = head === '*' ? Object.keys(from) : Object.hasOwn(from, head) ? [head] : []
  for (const key of keys) {
    const value = from[key]
    if (rest.length === 0) {
      to[key] = value
    } else if (Array.isArray(value)) {
      const existing = Array.isArray(to[key]) ? (to[key] as unknown[]) : value.map(() => ({}))
      value.forEach((item, index) => {
        if (isObject(item) && isObject(existing[index])) copyPath(item, existing[index] as Doc, rest)
      })
      to[key] = existing
    } else if (isObject(value)) {
      const target = isObject(to[key]) ? (to[key] as Doc) : {}
      copyPath(value, target, rest)
      if (Object.keys(target).length > 0) to[key] = target
    }
  }
}

function removePath(value: unknown, parts: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => removePath(item, parts))
  if (!isObject(value)) return value
  const [head, ...rest] = parts
  const copy: Doc = { ...value }
  for (const key of head === '*' ? Object.keys(copy) : [head]) {
    if (!Object.hasOwn(copy, key)) continue
    if (rest.length === 0) delete copy[key]
    else copy[key] = removePath(copy[key], rest)
  }
  return copy
}
