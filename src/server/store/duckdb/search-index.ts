import type { IndexedEntry, SearchIndex, SearchIndexStatistics } from '../interfaces.js'
import { acquireDatabase, type Database } from './database.js'

/**
 * The entries as search sees them: the metadata document plus a few columns extracted from
 * it, so that the statistics are plain aggregations.
 */
const createTable = `CREATE TABLE IF NOT EXISTS search_entries (
  entry_id VARCHAR PRIMARY KEY,
  upload_id VARCHAR NOT NULL,
  doc JSON NOT NULL,
  material_id VARCHAR,
  is_simulation BOOLEAN NOT NULL,
  n_calculations BIGINT NOT NULL,
  n_quantities BIGINT NOT NULL
)`

export async function prepareSearchTable(database: Database): Promise<void> {
  await database.run(createTable)
}

/**
 * What the statistics count (GET info → statistics):
 * - n_entries: indexed entries.
 * - n_materials: distinct results.material.material_id.
 * - n_calculations: over entries that describe a simulation (results.method.simulation is
 *   present), the sum of results.properties.n_calculations, counting 1 where an entry does not
 *   say how many calculations it holds.
 * - n_quantities: the sum of the entries' n_quantities, i.e. of the quantity values their
 *   archives hold (computed when the entry is processed).
 */
export function searchIndexOn(database: Database, release: () => Promise<void> = async () => undefined): SearchIndex {
  return {
    async index(entries) {
      if (entries.length === 0) return
      await database.transaction(async (session) => {
        for (const entry of entries) {
          const columns = extractedColumns(entry)
          await session.run(
            `INSERT OR REPLACE INTO search_entries (entry_id, upload_id, doc, material_id, is_simulation, n_calculations, n_quantities)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [entry.entry_id, entry.upload_id, JSON.stringify(entry.doc), columns.material_id, columns.is_simulation, columns.n_calculations, columns.n_quantities],
          )
        }
      })
    },
    async remove(entryIds) {
      if (entryIds.length === 0) return
      await database.transaction(async (session) => {
        for (const entryId of entryIds) await session.run('DELETE FROM search_entries WHERE entry_id = $1', [entryId])
      })
    },
    async get(entryId) {
      const rows = await database.all<{ entry_id: string; upload_id: string; doc: string }>(
        'SELECT entry_id, upload_id, doc FROM search_entries WHERE entry_id = $1',
        [entryId],
      )
      return rows.length > 0 ? { entry_id: rows[0].entry_id, upload_id: rows[0].upload_id, doc: JSON.parse(rows[0].doc) } : undefined
    },
    async statistics(): Promise<SearchIndexStatistics> {
      const [row] = await database.all<Record<keyof SearchIndexStatistics, bigint | number | null>>(`SELECT
          count(*) AS n_entries,
          count(DISTINCT material_id) AS n_materials,
          coalesce(sum(n_calculations) FILTER (WHERE is_simulation), 0) AS n_calculations,
          coalesce(sum(n_quantities), 0) AS n_quantities
        FROM search_entries`)
      return {
        n_entries: Number(row.n_entries ?? 0),
        n_materials: Number(row.n_materials ?? 0),
        n_calculations: Number(row.n_calculations ?? 0),
        n_quantities: Number(row.n_quantities ?? 0),
      }
    },
    close: release,
  }
}

/** Opens the search index of a data directory on its own (see openDataStores to share). */
export async function openSearchIndex(dataDir: string): Promise<SearchIndex> {
  const { database, release } = await acquireDatabase(dataDir)
  try {
    await prepareSearchTable(database)
  } catch (error) {
    await release()
    throw error
  }
  return searchIndexOn(database, release)
}

function extractedColumns(entry: IndexedEntry) {
  const results = asRecord(entry.doc.results)
  const material = asRecord(results.material)
  const method = asRecord(results.method)
  const properties = asRecord(results.properties)
  const materialId = material.material_id
  return {
    material_id: typeof materialId === 'string' && materialId !== '' ? materialId : null,
    is_simulation: method.simulation !== undefined && method.simulation !== null,
    n_calculations: nonNegativeInteger(properties.n_calculations) ?? 1,
    n_quantities: nonNegativeInteger(entry.doc.n_quantities) ?? 0,
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function nonNegativeInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined
}
