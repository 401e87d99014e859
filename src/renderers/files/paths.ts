/** Paths inside an upload as the file browser's lanes use them (spec 3 §2.4). */

/** '' for the root; segments joined by '/'. */
export function joinPath(...parts: string[]): string {
  return parts
    .flatMap((part) => part.split('/'))
    .filter((segment) => segment !== '')
    .join('/')
}

export function parentPath(path: string): string {
  const segments = path.split('/').filter(Boolean)
  return segments.slice(0, -1).join('/')
}

export function baseName(path: string): string {
  const segments = path.split('/').filter(Boolean)
  return segments[segments.length - 1] ?? ''
}

/** The path of each lane: the root '' and then one per segment. */
export function lanePaths(path: string): string[] {
  const segments = path.split('/').filter(Boolean)
  return ['', ...segments.map((_, index) => segments.slice(0, index + 1).join('/'))]
}

/**
 * A route segment for a file or folder name. Spec 3 §2.4 names the characters that must be escaped
 * (! ? # % \); encodeURIComponent escapes those that break URLs, the rest is escaped by hand.
 */
export function escapeSegment(name: string): string {
  return encodeURIComponent(name).replace(/!/g, '%21').replace(/'/g, '%27').replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/\*/g, '%2A')
}

/** The in-app route of `path` below the browser's base route. */
export function routeOf(basePath: string, path: string): string {
  const segments = path.split('/').filter(Boolean).map(escapeSegment)
  return [basePath.replace(/\/+$/, ''), ...segments].join('/')
}

/** The alias segment that stands for the highlighted item (an entry's mainfile). */
export const MAINFILE_ALIAS = '_mainfile'

/** A route segment: a name, the `_mainfile` alias, or `name:index` (the index-th item of folder `name`, negative from the end). */
export type PathSegment = { kind: 'name'; name: string } | { kind: 'mainfile' } | { kind: 'index'; name: string; index: number }

export function parseSegment(segment: string): PathSegment {
  if (segment === MAINFILE_ALIAS) return { kind: 'mainfile' }
  const indexed = /^(.+):(-?\d+)$/.exec(segment)
  if (indexed) return { kind: 'index', name: indexed[1], index: Number(indexed[2]) }
  return { kind: 'name', name: segment }
}

/** The position `index` stands for in a list of `total` items (negative counts from the end), or undefined when out of range. */
export function indexIn(index: number, total: number): number | undefined {
  const position = index < 0 ? total + index : index
  return position >= 0 && position < total ? position : undefined
}
