import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { REFERENCE_DIR } from '../../reference.js'
import type { SearchQuantity } from '../../../src/engine/metainfo/index.js'

export function readReferenceJson<T = unknown>(...path: string[]): T {
  return JSON.parse(readFileSync(join(REFERENCE_DIR, ...path), 'utf8')) as T
}

export const nomadSearchQuantities = () => readReferenceJson<Record<string, SearchQuantity>>('artifacts', 'searchQuantities.json')

export interface NomadApp {
  resource: string
  columns?: { search_quantity?: string }[]
  menu?: unknown
  dashboard?: { widgets?: unknown[] }
  search_quantities?: { include?: string[] }
  filters_locked?: Record<string, unknown>
}

export function nomadApps(): Record<string, NomadApp> {
  const dir = join(REFERENCE_DIR, 'ui-config', 'apps')
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.app.json'))
    .map((f) => [f.replace('.app.json', ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as NomadApp]))
}

/** Every search quantity an app names: columns, menu items, widgets (x, y, marker colour), includes, locked filters. */
export function appSearchQuantities(app: NomadApp): Set<string> {
  const found = new Set<string>([...(app.columns ?? []).flatMap((c) => c.search_quantity ?? []), ...(app.search_quantities?.include ?? [])])
  for (const key of Object.keys(app.filters_locked ?? {})) found.add(key)
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (typeof node !== 'object' || node === null) return
    for (const [key, value] of Object.entries(node)) {
      if (key === 'search_quantity' && typeof value === 'string') found.add(value)
      else walk(value)
    }
  }
  walk(app.menu)
  walk(app.dashboard?.widgets)
  return found
}

export interface ElnSchemaFile { name: string; document: Record<string, unknown> }

/** The reference's user schema files that carry `definitions:`. */
export function elnSchemaFiles(): ElnSchemaFile[] {
  const root = join(REFERENCE_DIR, 'eln-schemas')
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.archive\.(ya?ml|json)$|\.ya?ml$/.test(f))
    .sort()
  return files.map((name) => {
    const text = readFileSync(join(root, name), 'utf8')
    return { name, document: (name.endsWith('.json') ? JSON.parse(text) : parse(text)) as Record<string, unknown> }
  }).filter((file) => file.document && 'definitions' in file.document)
}
