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
    const path = prefix ? `${prefix}.${key}` : key
    paths.add(path)
    if (Array.isArray(value)) {
      for (const item of value) if (asJson(item)) walkPaths(item as Json, path, paths)
    } else if (asJson(value)) {
      walkPaths(value as Json, path, paths)
    }
  }
}
