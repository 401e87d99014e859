import { acquireDatabase } from './duckdb/database.js'
import { prepareRecordTable, recordStoreOn } from './duckdb/record-store.js'
import { prepareSearchTable, searchIndexOn } from './duckdb/search-index.js'
import { directoryFileStore } from './files/directory-file-store.js'
import type { FileStore, RecordStore, SearchIndex } from './interfaces.js'

export interface DataStores {
  records: RecordStore
  search: SearchIndex
  files: FileStore
  /** Closes the database (after a checkpoint); the stores are unusable afterwards. */
  close(): Promise<void>
}

/**
 * The embedded stores of a data directory: records and search index share one DuckDB
 * database (<dataDir>/strata.duckdb), files live under <dataDir>/files.
 */
export async function openDataStores(dataDir: string): Promise<DataStores> {
  const { database, release } = await acquireDatabase(dataDir)
  try {
    await prepareRecordTable(database)
    await prepareSearchTable(database)
  } catch (error) {
    await release()
    throw error
  }
  // STRATA_SEARCH_FACETS=0: every search in SQL, none of its columns held in memory.
  const search = searchIndexOn(database, undefined, { facets: process.env.STRATA_SEARCH_FACETS === '0' ? false : undefined })
  return {
    records: recordStoreOn(database),
    search,
    files: directoryFileStore(dataDir),
    close: async () => {
      await search.close()
      await release()
    },
  }
}
