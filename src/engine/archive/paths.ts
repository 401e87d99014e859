/**
 * Archive paths and NOMAD reference strings, pure. Forms of references NOMAD writes:
 *   "/run/0/system/0" or "#/run/0/system/0"          inside the same archive
 *   "../upload/archive/{entry_id}#/path"             another entry of the same upload
 *   "../uploads/{upload_id}/archive/{entry_id}#/path" an entry of another upload
 *   "../upload/archive/mainfile/{mainfile}#/path"    an entry named by its mainfile
 *   "../upload/raw/{file}#/path"                      a raw archive file (schemas)
 *   "https://host/.../api/v1/uploads/{upload_id}/archive/{entry_id}#/path"   an entry of a deployment
 */
export type ArchivePath = (string | number)[]

export interface ParsedReference {
  /** Set when the reference leaves the archive it is in. */
  entryId?: string
  uploadId?: string
  mainfile?: string
  /** The API of the deployment the target lives in, for a reference written as a full URL. */
  deploymentUrl?: string
  /** The section or quantity inside the target archive. */
  path: ArchivePath
}

/** '/run/0/system' → ['run', 0, 'system'] (numeric steps become numbers). */
export function splitArchivePath(path: string): ArchivePath {
  return path
    .replace(/^#/, '')
    .split('/')
    .filter((step) => step !== '')
    .map((step) => (/^-?\d+$/.test(step) ? Number(step) : decodeURIComponent(step)))
}

export function joinArchivePath(path: readonly (string | number)[]): string {
  return '/' + path.map(String).join('/')
}

export function parseReference(value: string): ParsedReference | undefined {
  if (value.startsWith('#/') || value.startsWith('/')) return { path: splitArchivePath(value) }
  const hash = value.indexOf('#')
  if (hash < 0) return undefined
  const base = value.slice(0, hash)
  const path = splitArchivePath(value.slice(hash + 1))
  let match = /^\.\.\/upload\/archive\/mainfile\/(.+)$/.exec(base)
  if (match) return { mainfile: match[1], path }
  match = /^\.\.\/upload\/archive\/([^/]+)$/.exec(base)
  if (match) return { entryId: match[1], path }
  match = /^\.\.\/uploads\/([^/]+)\/archive\/([^/]+)$/.exec(base)
  if (match) return { uploadId: match[1], entryId: match[2], path }
  match = /^\.\.\/entries\/([^/]+)\/archive$/.exec(base)
  if (match) return { entryId: match[1], path }
  match = /^\.\.\/upload\/raw\/(.+)$/.exec(base)
  if (match) return { mainfile: match[1], path }
  match = /^(https?:\/\/.+)\/uploads\/([^/]+)\/archive\/([^/]+)$/.exec(base)
  if (match) return { deploymentUrl: match[1], uploadId: match[2], entryId: match[3], path }
  return undefined
}

/** The value at path below root, or undefined; negative indices count from the end. */
export function valueAtPath(root: unknown, path: readonly (string | number)[]): unknown {
  let current: unknown = root
  for (const step of path) {
    if (Array.isArray(current)) {
      const index = typeof step === 'number' ? step : Number(step)
      if (!Number.isInteger(index)) return undefined
      current = current[index < 0 ? current.length + index : index]
    } else if (current && typeof current === 'object') {
      current = (current as Record<string, unknown>)[String(step)]
    } else return undefined
    if (current === undefined) return undefined
  }
  return current
}

/**
 * True when a string inside an archive is a reference into that same archive: a path whose
 * first step names one of the archive's root sections and which resolves there.
 */
export function isLocalReference(value: unknown, archive: Record<string, unknown>): value is string {
  if (typeof value !== 'string' || !(value.startsWith('/') || value.startsWith('#/'))) return false
  const path = splitArchivePath(value)
  if (path.length === 0 || typeof path[0] !== 'string' || !(path[0] in archive)) return false
  return valueAtPath(archive, path) !== undefined
}
