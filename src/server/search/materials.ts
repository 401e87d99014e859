import type { StoredDoc } from '../store/interfaces.js'
import type { ColumnResolver } from './compile-query.js'

const MATERIAL = 'results.material'

/**
 * Quantity names of materials/query: material quantities relative to results.material
 * (`elements`, `symmetry.crystal_system`), entry quantities below `entries.`.
 */
export function materialQuantityToEntry(name: string): string {
  if (name.startsWith('entries.')) return name.slice('entries.'.length)
  if (name === 'material_id') return `${MATERIAL}.material_id`
  return `${MATERIAL}.${name}`
}

export function materialQuantityResolver(entryColumns: ColumnResolver): ColumnResolver {
  return (name) => entryColumns(materialQuantityToEntry(name)) ?? entryColumns(name)
}

/**
 * A material as materials/query returns it: the material quantities (from the first of its
 * entries), n_entries, and its entries with their own results.material left empty.
 */
export function materialDocument(entries: StoredDoc[], nEntries: number = entries.length): StoredDoc {
  const first = entries[0] ?? {}
  const material = ((first.results as StoredDoc | undefined)?.material ?? {}) as StoredDoc
  return {
    ...material,
    n_entries: nEntries,
    entries: entries.map((entry) => {
      const results = entry.results as StoredDoc | undefined
      return results ? { ...entry, results: { ...results, material: {} } } : entry
    }),
  }
}
