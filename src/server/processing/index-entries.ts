import type { IndexedEntry, SearchIndex } from '../store/interfaces.js'

/**
 * Replaces entries in the search index. The removal runs first, in its own transaction: DuckDB
 * refuses to delete and re-insert the same primary key within one transaction ("Duplicate key"),
 * so an index that replaces rows inside index() fails for entries it already holds.
 */
export async function replaceInIndex(search: SearchIndex, entries: IndexedEntry[]): Promise<void> {
  if (entries.length === 0) return
  await search.remove(entries.map((entry) => entry.entry_id))
  await search.index(entries)
}
