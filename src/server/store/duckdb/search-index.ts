import { docFetcher, runSearch, SEARCH_TABLE } from '../../search/run-search.js'
import { FacetIndex, type FacetRow } from '../../search/facets/facet-index.js'
import { facetSearch } from '../../search/facets/facet-search.js'
import { resultCache } from './result-cache.js'
import { CUSTOM_TABLE } from '../../search/compile-query.js'
import { ownerSql } from '../../search/owner.js'
import { strataSearchRegistry, type SearchRegistry } from '../../search/registry.js'
import { suggestValues } from '../../search/suggestions.js'
import type { Sql } from '../../search/sql.js'
import type { ColumnResolver } from '../../search/compile-query.js'
import type { IndexedEntry, SearchIndex, SearchIndexStatistics } from '../interfaces.js'
import { acquireDatabase, type Database, type DatabaseSession } from './database.js'
import { accessValues, ACCESS_COLUMNS, customRowsOf, CUSTOM_COLUMNS_SQL } from './search-access.js'
import { columnSqlType, quoteIdentifier, storedName, type SearchColumn } from './search-columns.js'
import { checkDynamicQuantities, dynamicColumn, loadDynamicKinds, type DynamicKinds } from './search-dynamic.js'
import { DocumentFlattener } from './search-flatten.js'
import { materialQuantityToEntry } from '../../search/materials.js'
import { documentOfRow, documentToStore, quantitiesSql } from '../../search/stored-document.js'

/** Columns every search row has, whatever the registry holds. */
const FIXED_COLUMNS: [string, string][] = [
  ['entry_id', 'VARCHAR PRIMARY KEY'],
  ['upload_id', 'VARCHAR NOT NULL'],
  ['doc', 'JSON NOT NULL'],
  ...ACCESS_COLUMNS,
]
const FIXED_NAMES = new Set(FIXED_COLUMNS.map(([name]) => name))

/** The typed registry columns the table can store (neither fixed columns nor read from another column). */
function storedColumns(registry: SearchRegistry): SearchColumn[] {
  return registry.columns.filter((column) => !FIXED_NAMES.has(column.quantity) && column.storedAs === undefined)
}

/**
 * Rows per insert statement when indexing many entries. DuckDB's json_transform of a batch holds
 * about half a MB per row of the processing bench's entries while it runs: 5,000 rows took the
 * server's peak RSS from ~680 to ~1,180 MiB for 1,000 entries, 250 rows to ~820 MiB. Since the
 * entries grew (section_defs, quantities) 250 rows peaked at 964-1,009 MiB and 100 rows at
 * 855-893 MiB, for about 5 % more time in the processing bench.
 */
const BATCH = 100

/** Entry ids per delete statement: a list of ids is small, and each statement looks through the whole table. */
const DELETE_BATCH = 5000

/** Names of the registry columns the table has (per database), loaded once. */
const tableColumns = new WeakMap<Database, Promise<Set<string>>>()

function presentColumns(database: Database): Promise<Set<string>> {
  let columns = tableColumns.get(database)
  if (!columns) {
    columns = database
      .all<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = '${SEARCH_TABLE}'`)
      .then((rows) => new Set(rows.map((row) => row.column_name).filter((name) => !FIXED_NAMES.has(name))))
    tableColumns.set(database, columns)
  }
  return columns
}

/**
 * Creates the search tables, or rebuilds them from their documents when their columns do not
 * fit the registry (an older layout). Registry columns are added when the first entry with a
 * value for them is indexed, so the table only holds columns that carry data.
 */
export async function prepareSearchTable(database: Database): Promise<void> {
  const registry = await strataSearchRegistry()
  const existing = await database.all<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = '${SEARCH_TABLE}' ORDER BY ordinal_position`,
  )
  const hasCustom = (await database.all(`SELECT 1 FROM information_schema.tables WHERE table_name = '${CUSTOM_TABLE}'`)).length > 0
  const version = await layoutVersion(database)
  if (existing.length > 0 && hasCustom && version === 4 && (await migratedFromLayout4(database, existing, registry))) return
  if (existing.length > 0 && hasCustom && fitsRegistry(existing, registry) && version === LAYOUT_VERSION) return
  const quantities = existing.some((column) => column.column_name === 'quantities') ? '"quantities"' : 'NULL'
  const kept = existing.length > 0 ? await database.all<StoredRow>(`SELECT entry_id, upload_id, doc, ${quantities} AS quantities FROM ${SEARCH_TABLE}`) : []
  tableColumns.delete(database)
  await database.transaction(async (session) => {
    await session.run(`DROP TABLE IF EXISTS ${SEARCH_TABLE}`)
    await session.run(`DROP TABLE IF EXISTS ${CUSTOM_TABLE}`)
    await session.run(`CREATE TABLE ${SEARCH_TABLE} (${FIXED_COLUMNS.map(([name, type]) => `${quoteIdentifier(name)} ${type}`).join(', ')})`)
    await session.run(`CREATE TABLE ${CUSTOM_TABLE} (${CUSTOM_COLUMNS_SQL})`)
    await session.run(`CREATE OR REPLACE TABLE ${LAYOUT_TABLE} AS SELECT ${LAYOUT_VERSION} AS version`)
    await insertEntries(session, registry, new Set(), kept.map(indexedEntryOf))
  })
}

/**
 * The version of how rows are stored, beyond their columns' names and types; tables of
 * another version are rebuilt from their documents. 2: list columns hold each value once.
 * 3: nested sections also have a column of their instances (lists of structs); 4: so do the
 * top-level entry_references and section_defs; 5: search fields that hold their quantity's values
 * (quantities.path) read its column instead of having their own, and the stored documents go
 * without the quantities their column holds (stored-document.ts).
 */
const LAYOUT_VERSION = 5
const LAYOUT_TABLE = 'search_layout'

/**
 * Layout 4 differs from 5 only in the columns of search fields that now read their quantity's
 * column: those are dropped in place, a rebuild would hold every document in memory at once.
 * (Its documents keep their quantities, which documentOfRow leaves as they are.) False when the
 * table does not fit the registry otherwise: it is rebuilt then.
 */
async function migratedFromLayout4(database: Database, existing: { column_name: string; data_type: string }[], registry: SearchRegistry): Promise<boolean> {
  const readsAnother = (name: string) => registry.columnOf(name)?.storedAs !== undefined
  const kept = existing.filter((column) => !readsAnother(column.column_name))
  if (!fitsRegistry(kept, registry)) return false
  tableColumns.delete(database)
  await database.transaction(async (session) => {
    for (const column of existing.filter((column) => readsAnother(column.column_name))) {
      await session.run(`ALTER TABLE ${SEARCH_TABLE} DROP COLUMN ${quoteIdentifier(column.column_name)}`)
    }
    await session.run(`CREATE OR REPLACE TABLE ${LAYOUT_TABLE} AS SELECT ${LAYOUT_VERSION} AS version`)
  })
  return true
}

async function layoutVersion(database: Database): Promise<number | undefined> {
  const exists = (await database.all(`SELECT 1 FROM information_schema.tables WHERE table_name = '${LAYOUT_TABLE}'`)).length > 0
  if (!exists) return undefined
  const [row] = await database.all<{ version: number | bigint }>(`SELECT version FROM ${LAYOUT_TABLE}`)
  return row === undefined ? undefined : Number(row.version)
}

function fitsRegistry(existing: { column_name: string; data_type: string }[], registry: SearchRegistry): boolean {
  const fixedFit = FIXED_COLUMNS.every(([name], index) => existing[index]?.column_name === name)
  return (
    fixedFit &&
    existing.slice(FIXED_COLUMNS.length).every((column) => {
      const wanted = registry.columnOf(column.column_name)
      return wanted !== undefined && wanted.storedAs === undefined && columnSqlType(wanted) === column.data_type
    })
  )
}

export interface SearchIndexOptions {
  /** The in-memory columns that answer common searches (src/server/search/facets); false: SQL alone. */
  facets?: FacetIndex | false
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
export function searchIndexOn(database: Database, release: () => Promise<void> = async () => undefined, options: SearchIndexOptions = {}): SearchIndex {
  const registryPromise = strataSearchRegistry()
  const uncached = process.env.STRATA_SEARCH_PROFILE ? profiled(database) : (query: Sql) => database.all<Record<string, unknown>>(query.text, query.params)
  const answers = resultCache<Record<string, unknown>>(RESULT_CACHE)
  const run = (query: Sql) => answers.read(statementKey(query), () => uncached(query))
  const facets = options.facets === false ? undefined : (options.facets ?? new FacetIndex((query) => database.columns(query.text, query.params)))
  /** The user schema quantities with values, read again after every change of the index. */
  let dynamicKinds: Promise<DynamicKinds> | undefined
  const dynamic = () => {
    dynamicKinds ??= loadDynamicKinds(database)
    dynamicKinds.catch(() => (dynamicKinds = undefined))
    return dynamicKinds
  }
  /** Registry columns as queries read them: absent ones (no entry has a value yet) are typed NULLs. */
  const resolver = async (): Promise<ColumnResolver> => {
    const registry = await registryPromise
    const present = await presentColumns(database)
    const kinds = await dynamic()
    return (quantity) => {
      const column = registry.columnOf(quantity)
      if (!column) return dynamicColumn(quantity, kinds)
      if (FIXED_NAMES.has(quantity) || present.has(storedName(column))) return column
      return { ...column, present: false }
    }
  }
  /**
   * Writes pages of entries in one transaction (each page's old rows removed first) and names the
   * registry columns added on the way; the rows' values are put in `written` when given.
   */
  const writeEntries = async (pages: Iterable<IndexedEntry[]> | AsyncIterable<IndexedEntry[]>, written?: FacetRow[]) => {
    const registry = await registryPromise
    const present = await presentColumns(database)
    const added = new Set<string>()
    facets?.writeStarting()
    await answers.writing(() =>
      database.transaction(async (session) => {
        if (written) written.length = 0
        const columns = new Set([...present])
        for await (const page of pages) {
          await deleteEntries(session, page.map((entry) => entry.entry_id))
          await insertEntries(session, registry, columns, page, added, written)
        }
      }),
    )
    for (const name of added) present.add(name)
    dynamicKinds = undefined
  }
  return {
    async index(entries) {
      if (entries.length === 0) return
      const written: FacetRow[] = []
      await writeEntries([entries], written)
      facets?.applyIndexed(written)
    },
    async indexPages(pages) {
      await writeEntries(pages)
      // Updated row by row, every row's values would be held until the commit.
      facets?.reloadAll()
    },
    async remove(entryIds) {
      if (entryIds.length === 0) return
      facets?.writeStarting()
      await answers.writing(() => database.transaction((session) => deleteEntries(session, entryIds)))
      facets?.applyRemoved(entryIds)
      dynamicKinds = undefined
    },
    async get(entryId) {
      const rows = await database.all<StoredRow>(`SELECT entry_id, upload_id, doc, ${quantitiesSql(await resolver())} AS quantities FROM ${SEARCH_TABLE} WHERE entry_id = $1`, [entryId])
      return rows.length > 0 ? indexedEntryOf(rows[0]) : undefined
    },
    async statistics(): Promise<SearchIndexStatistics> {
      // Through the result cache: GET info asks for these on every call, and they change only with the index.
      const [row] = (await run({
        text: `SELECT
          count(*) AS n_entries,
          count(DISTINCT material_id) AS n_materials,
          coalesce(sum(n_calculations) FILTER (WHERE is_simulation), 0) AS n_calculations,
          coalesce(sum(n_quantities), 0) AS n_quantities
        FROM ${SEARCH_TABLE}`,
        params: [],
      })) as Record<keyof SearchIndexStatistics, bigint | number | null>[]
      return {
        n_entries: Number(row.n_entries ?? 0),
        n_materials: Number(row.n_materials ?? 0),
        n_calculations: Number(row.n_calculations ?? 0),
        n_quantities: Number(row.n_quantities ?? 0),
      }
    },
    async search(request) {
      const toEntryName = request.resource === 'materials' ? materialQuantityToEntry : undefined
      checkDynamicQuantities({ query: request.query, aggregations: request.aggregations, orderBy: request.pagination.order_by }, await dynamic(), toEntryName)
      const resolve = await resolver()
      const answered = facets && (await facetSearch(request, resolve, facets, docFetcher(run, resolve)))
      return answered || runSearch(request, resolve, run)
    },
    async settled() {
      await facets?.settled()
    },
    async suggest(quantities, input, size, access) {
      return suggestValues(quantities, input, size, ownerSql('visible', access), await resolver(), run)
    },
    async close() {
      facets?.close()
      await release()
    },
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
  for (let start = 0; start < entryIds.length; start += DELETE_BATCH) {
    const ids = JSON.stringify(entryIds.slice(start, start + DELETE_BATCH))
    const listed = `SELECT unnest(json_transform($1::VARCHAR, '["VARCHAR"]'))`
    await session.run(`DELETE FROM ${SEARCH_TABLE} WHERE entry_id IN (${listed})`, [ids])
    await session.run(`DELETE FROM ${CUSTOM_TABLE} WHERE entry_id IN (${listed})`, [ids])
  }
}

interface StoredRow {
  entry_id: string
  upload_id: string
  doc: string
  quantities: unknown
}

function indexedEntryOf(row: StoredRow): IndexedEntry {
  return { entry_id: row.entry_id, upload_id: row.upload_id, doc: documentOfRow(row.doc, row.quantities) }
}

const flatteners = new WeakMap<SearchRegistry, DocumentFlattener>()

/**
 * Inserts entries in batches: the documents and their flattened column values travel as
 * JSON text lists; DuckDB turns each flattened value object into the typed columns.
 */
async function insertEntries(
  session: DatabaseSession,
  registry: SearchRegistry,
  present: Set<string>,
  entries: IndexedEntry[],
  added: Set<string> = new Set(),
  written: FacetRow[] = [],
): Promise<void> {
  if (entries.length === 0) return
  let flattener = flatteners.get(registry)
  if (!flattener) {
    flattener = new DocumentFlattener(storedColumns(registry))
    flatteners.set(registry, flattener)
  }
  const access = ACCESS_COLUMNS.map(([name]) => name)
  const quantitiesKey = registry.columnOf('quantities')?.key
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH)
    const used = new Set<SearchColumn>()
    const rows = batch.map((entry) => {
      const flat = flattener.flatten(entry.doc)
      for (const key of Object.keys(flat)) used.add(flattener.columnOfKey(key)!)
      const accessRow = accessValues(entry.doc)
      written.push({ entry_id: entry.entry_id, valueOf: (column) => rowValue(storageOf(registry, column), entry, accessRow, flat) })
      return { id: entry.entry_id, up: entry.upload_id, doc: documentToStore(entry.doc, quantitiesKey === undefined ? undefined : flat[quantitiesKey]), a: accessRow, s: flat }
    })
    const columns = [...used]
    for (const column of columns) {
      if (present.has(column.quantity)) continue
      await session.run(`ALTER TABLE ${SEARCH_TABLE} ADD COLUMN IF NOT EXISTS ${quoteIdentifier(column.quantity)} ${columnSqlType(column)}`)
      present.add(column.quantity)
      added.add(column.quantity)
    }
    // One JSON text for the whole batch: binding one string is far cheaper than lists of values.
    const structure = JSON.stringify([
      {
        id: 'VARCHAR',
        up: 'VARCHAR',
        doc: 'JSON',
        a: Object.fromEntries(ACCESS_COLUMNS.map(([name, type]) => [name, type.replace(/ NOT NULL$/, '')])),
        ...(columns.length > 0 && { s: Object.fromEntries(columns.map((column) => [column.key, columnSqlType(column)])) }),
      },
    ])
    const insert = `INSERT INTO ${SEARCH_TABLE} (entry_id, upload_id, doc, ${[...access, ...columns.map((c) => c.quantity)].map(quoteIdentifier).join(', ')})
      SELECT r.id, r.up, r.doc, ${[...access.map((name) => `r.a.${name}`), ...columns.map((column) => `r.s.${column.key}`)].join(', ')}
      FROM (SELECT unnest(json_transform($1::VARCHAR, '${structure}')) AS r)`
    await session.run(insert, [JSON.stringify(rows)])
    const customRows = batch.flatMap((entry) => customRowsOf(entry.entry_id, entry.doc))
    if (customRows.length > 0) {
      await session.run(
        `INSERT INTO ${CUSTOM_TABLE} SELECT unnest(json_transform($1::VARCHAR, '[{"entry_id":"VARCHAR","id":"VARCHAR","definition":"VARCHAR","path_archive":"VARCHAR","str_value":"VARCHAR","int_value":"BIGINT","float_value":"DOUBLE","bool_value":"BOOLEAN","datetime_value":"TIMESTAMP"}]'), recursive := true)`,
        [JSON.stringify(customRows)],
      )
    }
  }
}

/** The column that holds a column's values: itself, or the one it reads (SearchColumn.storedAs). */
function storageOf(registry: SearchRegistry, column: SearchColumn): SearchColumn {
  return column.storedAs === undefined ? column : (registry.columnOf(column.storedAs) ?? column)
}

/** The value a column of the table holds for an entry (see insertEntries). */
function rowValue(column: SearchColumn, entry: IndexedEntry, access: Record<string, unknown>, flat: Record<string, unknown>): unknown {
  if (column.quantity === 'entry_id') return entry.entry_id
  if (column.quantity === 'upload_id') return entry.upload_id
  if (Object.hasOwn(access, column.quantity)) return access[column.quantity]
  return flat[column.key]
}

/**
 * Search answers kept between writes (see result-cache.ts): buckets, counts and ids, at most
 * 500 × 1000 small rows. Pages of documents are read anew (by id, a few ms) rather than held.
 */
const RESULT_CACHE = { maxEntries: 500, maxRows: 1000, keeps: (rows: unknown[]) => !rows.some((row) => typeof row === 'object' && row !== null && 'doc' in row) }

function statementKey(query: Sql): string {
  return JSON.stringify([query.text, query.params.map((param) => (typeof param === 'bigint' ? param.toString() : param))])
}

/** With STRATA_SEARCH_PROFILE set: every search statement is logged with its time (for tuning). */
function profiled(database: Database) {
  return async (query: Sql) => {
    const started = performance.now()
    const rows = await database.all<Record<string, unknown>>(query.text, query.params)
    console.log(`${(performance.now() - started).toFixed(1).padStart(7)} ms  ${query.text.replace(/\s+/g, ' ').slice(0, 260)}`)
    return rows
  }
}
