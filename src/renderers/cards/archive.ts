import jmespath from 'jmespath'
import type { Archive } from './types.js'
import { isRecord } from '../../engine/json.js'

export const SECTION_NOT_AVAILABLE = 'section is not available'

/** Logs (does not show) that a card found no data for its section, as spec 3 §8 asks. */
export function logSectionMissing(section: string): void {
  console.info(`${section}: ${SECTION_NOT_AVAILABLE}`)
}


/** Follows a slash path (`run/0/calculation/0`) inside one archive. */
export function getArchivePath(archive: unknown, path: string): unknown {
  let current: unknown = archive
  for (const segment of path.split('/').filter(Boolean)) {
    if (Array.isArray(current)) current = current[Number(segment)]
    else if (isRecord(current)) current = current[segment]
    else return undefined
    if (current === undefined) return undefined
  }
  return current
}

/**
 * A reference inside the same archive (`/run/0/...` or `#/run/0/...`), as the server leaves them with
 * `resolve-inplace: false`; anything else (other entries, uploads) is not resolved here.
 */
export function isLocalReference(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith('/') || value.startsWith('#/'))
}

export function resolveReference(archive: Archive, value: unknown): unknown {
  if (!isLocalReference(value)) return value
  return getArchivePath(archive, value.replace(/^#/, ''))
}

/** The value itself, or what a local reference points to; one level deep for lists of references. */
export function resolved(archive: Archive, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveReference(archive, item))
  return resolveReference(archive, value)
}

/** A copy of a section with every local reference replaced by its target (depth-limited against cycles). */
export function resolveDeep(archive: Archive, value: unknown, depth = 6): unknown {
  if (depth < 0) return value
  if (isLocalReference(value)) {
    const target = resolveReference(archive, value)
    return target === undefined ? value : resolveDeep(archive, target, depth - 1)
  }
  if (Array.isArray(value)) return value.map((item) => resolveDeep(archive, item, depth))
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDeep(archive, item, depth)]))
  return value
}

/** Evaluates a JMESPath expression on the archive; a reference it lands on is followed. */
export function searchArchive(archive: Archive, expression: string): unknown {
  const found: unknown = jmespath.search(archive, expression)
  return found === null ? undefined : resolveDeep(archive, found, 2)
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function asNumbers(value: unknown): number[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'number') ? (value as number[]) : undefined
}
