type Json = Record<string, unknown>

function asJson(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined
}

/**
 * The distinct paths of sections and quantities present in an archive ('' for the root,
 * 'data', 'data.name', ...), as NOMAD lists them in `quantities`; n_quantities is their number.
 */
export function quantityPaths(archive: Json): string[] {
  const paths = new Set<string>([''])
  walkPaths(archive, '', paths)
  return [...paths].sort()
}

/** Adds the paths under a section to `paths`; repeated sub-sections add theirs once (every entry is walked at processing). */
function walkPaths(section: Json, prefix: string, paths: Set<string>): void {
  for (const key in section) {
    if (!Object.hasOwn(section, key)) continue
    const value = section[key]
    if (value === undefined || value === null || key.startsWith('m_')) continue
    const path = joinedPath(prefix, key)
    paths.add(path)
    if (typeof value !== 'object') continue
    if (Array.isArray(value)) {
      for (const item of value) if (asJson(item)) walkPaths(item as Json, path, paths)
    } else {
      walkPaths(value as Json, path, paths)
    }
  }
}

/**
 * Paths joined so far, by prefix and key: archives of one kind repeat the same few hundred, and a
 * path looked up costs no new string (nor its hashing in the set), a third of the walk's time.
 */
const joined = new Map<string, Map<string, string>>()
let joinedCount = 0
/** Beyond this many paths (an archive with data keyed by free names, say) the cache starts again. */
const MAX_JOINED = 50_000

function joinedPath(prefix: string, key: string): string {
  let byKey = joined.get(prefix)
  if (!byKey) joined.set(prefix, (byKey = new Map()))
  let path = byKey.get(key)
  if (path !== undefined) return path
  path = prefix ? `${prefix}.${key}` : key
  if (joinedCount >= MAX_JOINED) {
    joined.clear()
    joinedCount = 0
    joined.set(prefix, (byKey = new Map()))
  }
  byKey.set(key, path)
  joinedCount++
  return path
}
