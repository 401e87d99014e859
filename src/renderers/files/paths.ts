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

/** Resolves the `_mainfile` alias and `name:index` segments (negative indices count from the end) against listings. */
export function resolveAlias(path: string, mainfile: string | undefined): string {
  if (!mainfile) return path
  return path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment === '_mainfile' ? mainfile.split('/') : [segment]))
    .join('/')
}
