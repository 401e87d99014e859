import { listValue } from '@duckdb/node-api'
import { runSearch, SEARCH_TABLE } from '../../search/run-search.js'
import { CUSTOM_TABLE } from '../../search/compile-query.js'
import { ownerSql } from '../../search/owner.js'
import { strataSearchRegistry, type SearchRegistry } from '../../search/registry.js'
import { suggestValues } from '../../search/suggestions.js'
import type { Sql } from '../../search/sql.js'
import type { IndexedEntry, SearchIndex, SearchIndexStatistics } from '../interfaces.js'
import { acquireDatabase, type Database, type DatabaseSession } from './database.js'
import { accessValues, ACCESS_COLUMNS, customRowsOf, CUSTOM_COLUMNS_SQL } from './search-access.js'
import { columnSqlType, quoteIdentifier, type SearchColumn } from './search-columns.js'
import { DocumentFlattener } from './search-flatten.js'

/** Columns every search row has, whatever the registry holds. */
const FIXED_COLUMNS: [string, string][] = [
  ['entry_id', 'VARCHAR PRIMARY KEY'],
  ['upload_id', 'VARCHAR NOT NULL'],
  ['doc', 'JSON NOT NULL'],
  ...ACCESS_COLUMNS,
]
const FIXED_NAMES = new Set(FIXED_COLUMNS.map(([name]) => name))

/** Rows per insert statement when indexing many entries. */
const BATCH = 5000

/** The typed registry columns the table stores (those not already fixed columns). */
function storedColumns(registry: SearchRegistry): SearchColumn[] {
  return registry.columns.filter((column) => !FIXED_NAMES.has(column.quantity))
}

function tableDefinition(registry: SearchRegistry): [string, string][] {
  return [...FIXED_COLUMNS, ...storedColumns(registry).map((column): [string, string] => [column.quantity, columnSqlType(column)])]
}

/**
 * Creates the search tables, or rebuilds them from their documents when the registry's
 * columns changed since they were created.
 */
export async function prepareSearchTable(database: Database): Promise<void> {
  const registry = await strataSearchRegistry()
  const wanted = tableDefinition(registry)
  const existing = await database.all<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = '${SEARCH_TABLE}' ORDER BY ordinal_position`,
  )
  const same = existing.length === wanted.length && existing.every((column, index) => column.column_name === wanted[index][0])
  const hasCustom = (await database.all(`SELECT 1 FROM information_schema.tables WHERE table_name = '${CUSTOM_TABLE}'`)).length > 0
  if (same && hasCustom) return
  const kept = existing.length > 0 ? await database.all<{ entry_id: string; upload_id: string; doc: string }>(`SELECT entry_id, upload_id, doc FROM ${SEARCH_TABLE}`) : []
  await database.transaction(async (session) => {
    await session.run(`DROP TABLE IF EXISTS ${SEARCH_TABLE}`)
    await session.run(`DROP TABLE IF EXISTS ${CUSTOM_TABLE}`)
    await session.run(`CREATE TABLE ${SEARCH_TABLE} (${wanted.map(([name, type]) => `${quoteIdentifier(name)} ${type}`).join(', ')})`)
    await session.run(`CREATE TABLE ${CUSTOM_TABLE} (${CUSTOM_COLUMNS_SQL})`)
    await insertEntries(session, registry, kept.map((row) => ({ entry_id: row.entry_id, upload_id: row.upload_id, doc: JSON.parse(row.doc) })))
  })
}

/**
 * The DuckDB search index: per entry its document (returned as hit) plus one typed column
 * per search quantity of the registry (lists for multi-valued ones), so that filters are SQL
 * conditions and aggregations are GROUP BYs over a few columns. Custom (user schema)
 * quantities are rows of a side table.
 *
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
  const registryPromise = strataSearchRegistry()
  const run = (query: Sql) => database.all<Record<string, unknown>>(query.text, query.params)
  return {
    async index(entries) {
      if (entries.length === 0) return
      const registry = await registryPromise
      await database.transaction(async (session) => {
        await deleteEntries(session, entries.map((entry) => entry.entry_id))
        await insertEntries(session, registry, entries)
      })
    },
    async remove(entryIds) {
      if (entryIds.length === 0) return
      await database.transaction((session) => deleteEntries(session, entryIds))
    },
    async get(entryId) {
      const rows = await database.all<{ entry_id: string; upload_id: string; doc: string }>(
        `SELECT entry_id, upload_id, doc FROM ${SEARCH_TABLE} WHERE entry_id = $1`,
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
        FROM ${SEARCH_TABLE}`)
      return {
        n_entries: Number(row.n_entries ?? 0),
        n_materials: Number(row.n_materials ?? 0),
        n_calculations: Number(row.n_calculations ?? 0),
        n_quantities: Number(row.n_quantities ?? 0),
      }
    },
    async search(request) {
      const registry = await registryPromise
      return runSearch(request, registry.columnOf, run)
    },
    async suggest(quantities, input, size, access) {
      const registry = await registryPromise
      return suggestValues(quantities, input, size, ownerSql('visible', access), registry.columnOf, run)
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

async function deleteEntries(session: DatabaseSession, entryIds: string[]): Promise<void> {
  for (let start = 0; start < entryIds.length; start += BATCH) {
    const ids = listValue(entryIds.slice(start, start + BATCH))
    await session.run(`DELETE FROM ${SEARCH_TABLE} WHERE entry_id IN (SELECT unnest($1::VARCHAR[]))`, [ids])
    await session.run(`DELETE FROM ${CUSTOM_TABLE} WHERE entry_id IN (SELECT unnest($1::VARCHAR[]))`, [ids])
  }
}

const flatteners = new WeakMap<SearchRegistry, DocumentFlattener>()

/**
 * Inserts entries in batches: the documents and their flattened column values travel as
 * JSON text lists; DuckDB turns each flattened value object into the typed columns.
 */
async function insertEntries(session: DatabaseSession, registry: SearchRegistry, entries: IndexedEntry[]): Promise<void> {
  if (entries.length === 0) return
  const columns = storedColumns(registry)
  let flattener = flatteners.get(registry)
  if (!flattener) {
    flattener = new DocumentFlattener(columns)
    flatteners.set(registry, flattener)
  }
  const access = ACCESS_COLUMNS.map(([name]) => name)
  const structure = JSON.stringify(
    Object.fromEntries([
      ...ACCESS_COLUMNS.map(([name, type]) => [`_${name}`, type.replace(/ NOT NULL$/, '')]),
      ...columns.map((column) => [column.key, columnSqlType(column)]),
    ]),
  )
  const insert = `INSERT INTO ${SEARCH_TABLE} (entry_id, upload_id, doc, ${[...access, ...columns.map((c) => c.quantity)].map(quoteIdentifier).join(', ')})
    SELECT id, up, doc, ${[...access.map((name) => `s._${name}`), ...columns.map((column) => `s.${column.key}`)].join(', ')}
    FROM (SELECT unnest($1::VARCHAR[]) AS id, unnest($2::VARCHAR[]) AS up, unnest($3::VARCHAR[]) AS doc, json_transform(unnest($4::VARCHAR[]), '${structure}') AS s)`
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH)
    const flats = batch.map((entry) => JSON.stringify({ ...prefixed(accessValues(entry.doc)), ...flattener.flatten(entry.doc) }))
    await session.run(insert, [
      listValue(batch.map((entry) => entry.entry_id)),
      listValue(batch.map((entry) => entry.upload_id)),
      listValue(batch.map((entry) => JSON.stringify(entry.doc))),
      listValue(flats),
    ])
    const customRows = batch.flatMap((entry) => customRowsOf(entry.entry_id, entry.doc))
    if (customRows.length > 0) {
      await session.run(
        `INSERT INTO ${CUSTOM_TABLE} SELECT unnest(json_transform($1::VARCHAR, '[{"entry_id":"VARCHAR","id":"VARCHAR","definition":"VARCHAR","path_archive":"VARCHAR","str_value":"VARCHAR","int_value":"BIGINT","float_value":"DOUBLE","bool_value":"BOOLEAN","datetime_value":"TIMESTAMP"}]'), recursive := true)`,
        [JSON.stringify(customRows)],
      )
    }
  }
}

function prefixed(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`_${key}`, value]))
}
