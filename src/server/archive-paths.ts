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
  const walk = (section: Json, prefix: string) => {
    for (const [key, value] of Object.entries(section)) {
      if (key.startsWith('m_') || value === undefined || value === null) continue
      const path = prefix ? `${prefix}.${key}` : key
      paths.add(path)
      const subSections = Array.isArray(value) ? value.filter((item) => asJson(item)) : asJson(value) ? [value] : []
      for (const sub of subSections) walk(sub as Json, path)
    }
  }
  walk(archive, '')
  return [...paths].sort()
}
