import type { IndexedEntry, RecordStore, SearchIndex } from '../store/interfaces.js'
import { ENTRIES } from '../uploads/upload-doc.js'

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

/** Entries read back from the record store per page when an upload's documents are not held in memory. */
const PAGE = 500

/**
 * replaceInIndex for entries whose documents are read back from the record store, page by page:
 * the run that stored them need not hold them all in memory. Searches still see them all at once.
 */
export async function replaceStoredInIndex(search: SearchIndex, records: RecordStore, entryIds: string[]): Promise<void> {
  if (entryIds.length === 0) return
  await search.remove(entryIds)
  await search.indexPages(storedPages(records, entryIds))
}

/** The pages of stored entries; each next page is read while the one before is indexed (reads have a connection of their own). */
async function* storedPages(records: RecordStore, entryIds: string[]): AsyncIterable<IndexedEntry[]> {
  const read = (start: number) => {
    const page = records.getMany(ENTRIES, entryIds.slice(start, start + PAGE))
    page.catch(() => undefined) // awaited below, unless indexing stopped first
    return page
  }
  let next = read(0)
  for (let start = 0; start < entryIds.length; start += PAGE) {
    const docs = await next
    if (start + PAGE < entryIds.length) next = read(start + PAGE)
    yield docs.map((doc) => ({ entry_id: doc.entry_id as string, upload_id: doc.upload_id as string, doc }))
  }
}
