import { listValue } from '@duckdb/node-api'
import type { EncodedDoc, HeldIds, ListOptions, RecordStore, StoredDoc } from '../interfaces.js'
import { CollectionListCache } from '../collection-list-cache.js'
import { ParsedDocCache } from '../parsed-doc-cache.js'
import { acquireDatabase, type Database, type DatabaseSession, type SqlParams } from './database.js'
import { createQuantitySetTable, QuantitySets } from './quantity-sets.js'
import { encodedOf, withSetNamed } from './stored-form.js'

const createTable = `CREATE TABLE IF NOT EXISTS records (
  collection VARCHAR NOT NULL,
  id VARCHAR NOT NULL,
  doc JSON NOT NULL,
  upload_id VARCHAR,
  PRIMARY KEY (collection, id)
)`

/**
 * Creates the records table (and that of the quantity sets its documents name) if needed. A
 * table from before its upload_id column gets the column, filled from the documents.
 */
export async function prepareRecordTable(database: Database): Promise<void> {
  await database.run(createTable)
  await database.run(createQuantitySetTable)
  const columns = await database.all<{ name: string }>(`SELECT name FROM pragma_table_info('records')`)
  if (!columns.some((column) => column.name === 'upload_id')) {
    // About 4 s per 100,000 entries with their archives (2-core machine): said, so that a first start after the update does not look stuck.
    const [{ n }] = await database.all<{ n: bigint | number }>('SELECT count(*) AS n FROM records')
    if (Number(n) > 10_000) console.log(`filling the upload_id column of ${n} stored documents (once, after an update of Strata) ...`)
    await database.transaction(async (session) => {
      await session.run('ALTER TABLE records ADD COLUMN upload_id VARCHAR')
      await session.run(`UPDATE records SET upload_id = json_extract_string(doc, '$.upload_id') WHERE json_type(doc, '$.upload_id') = 'VARCHAR'`)
    })
  }
}

/**
 * Collections whose documents are large and read far more often than written: entry archives.
 * Their parsed documents are cached (see ParsedDocCache), so that the lanes of one archive do
 * not read and parse it again and again.
 */
const CACHED_COLLECTIONS = new Set(['archives'])

interface Caches {
  docs: ParsedDocCache
  lists: CollectionListCache
  quantitySets: QuantitySets
}

/** One set of caches per database, shared by every store opened on it, so that a write through any of them invalidates them. */
const caches = new WeakMap<Database, Caches>()

function cachesOf(database: Database): Caches {
  let cache = caches.get(database)
  if (!cache) caches.set(database, (cache = { docs: new ParsedDocCache(), lists: new CollectionListCache(), quantitySets: new QuantitySets() }))
  return cache
}

/** A RecordStore on the given database (which must have the records table). */
export function recordStoreOn(database: Database, release: () => Promise<void> = async () => undefined): RecordStore {
  const cache = cachesOf(database)
  return {
    ...recordStoreWith(database, nestedTransaction, { cache, readThrough: true, written: (collection, id) => invalidate(cache, collection, id), setsWritten: (hashes) => cache.quantitySets.markCommitted(hashes) }),
    // Inside a transaction reads go to the database (they must see its own writes); writes invalidate.
    transaction: async (fn) => {
      const touched: [string, string][] = []
      const sets: string[] = []
      try {
        const result = await database.transaction((session) => fn(recordStoreWith(session, nestedTransaction, { cache, readThrough: false, written: (collection, id) => touched.push([collection, id]), setsWritten: (hashes) => sets.push(...hashes) })))
        cache.quantitySets.markCommitted(sets)
        return result
      } finally {
        for (const [collection, id] of touched) invalidate(cache, collection, id)
      }
    },
    close: release,
  }
}

interface CacheUse {
  cache: Caches
  /** Whether reads are served from and kept in the caches. */
  readThrough: boolean
  /**
   * Called when a write is visible to other readers (its statement, or its transaction, has
   * ended): reads run on a connection of their own, so one that started before the write ended
   * may have read the old document and must not be kept.
   */
  written: (collection: string, id: string) => void
  /** Called with the quantity sets a statement wrote, once it has ended: committed unless inside a transaction (see QuantitySets). */
  setsWritten: (hashes: string[]) => void
}

function invalidate({ docs, lists }: Caches, collection: string, id: string): void {
  if (CACHED_COLLECTIONS.has(collection)) docs.invalidate(cacheKey(collection, id))
  lists.invalidate(collection)
}

const cacheKey = (collection: string, id: string) => `${collection}\u0000${id}`

/** Opens the record store of a data directory (<dataDir>/strata.duckdb). */
export async function openRecordStore(dataDir: string): Promise<RecordStore> {
  const { database, release } = await acquireDatabase(dataDir)
  try {
    await prepareRecordTable(database)
  } catch (error) {
    await release()
    throw error
  }
  return recordStoreOn(database, release)
}

const PUT_MANY_CHUNK = 200

function nestedTransaction(): never {
  throw new Error('transactions do not nest: use the store given to the outer transaction')
}

/** The statements of a record store, run on the database or inside one transaction. */
function recordStoreWith(session: DatabaseSession, transaction: RecordStore['transaction'], { cache, readThrough, written, setsWritten }: CacheUse): RecordStore {
  const { quantitySets } = cache
  /** Around every write: before it (readers must not take the old document from the caches) and when it has ended. */
  const writing = async <R>(targets: [string, string][], write: () => Promise<R>): Promise<R> => {
    for (const [collection, id] of targets) invalidate(cache, collection, id)
    try {
      return await write()
    } finally {
      for (const [collection, id] of targets) written(collection, id)
    }
  }
  /** A document encoded here, its list kept for the reads that follow. */
  const encodeRemembered = (collection: string, doc: StoredDoc): EncodedDoc => {
    const named = withSetNamed(collection, doc)
    if (named.set && named.list) quantitySets.remember(named.set, named.list)
    return encodedOf(named)
  }
  const putEncoded = async (collection: string, docs: { id: string; encoded: EncodedDoc }[], held?: HeldIds) => {
    // One statement per chunk: DuckDB spends milliseconds on every statement, whatever its size.
    const latest = [...new Map(docs.map((item) => [item.id, item.encoded])).entries()]
    await writing(
      latest.map(([id]) => [collection, id]),
      async () => {
        for (let start = 0; start < latest.length; start += PUT_MANY_CHUNK) {
          const chunk = latest.slice(start, start + PUT_MANY_CHUNK)
          const sets = await quantitySets.write(session, chunk.map(([, encoded]) => encoded.set))
          await writeChunk(collection, chunk, held)
          setsWritten(sets)
        }
      },
    )
  }
  /**
   * Writes documents by id. Any conflict clause (OR REPLACE, ON CONFLICT) makes DuckDB check each
   * row against the key and took twice a plain insert's time (2,000 entries and archives: about
   * 450 against 220 ms), so ids known to be new are inserted plainly and ids known to be stored
   * are updated in place (about 350 ms); the ids an update did not find are put after all.
   */
  const writeChunk = async (collection: string, chunk: [string, EncodedDoc][], held: HeldIds | undefined) => {
    // Three lists bound as values: cheaper for DuckDB to plan and bind than a VALUES row per document.
    const lists = (rows: [string, EncodedDoc][]) => [listValue(rows.map(([id]) => id)), listValue(rows.map(([, encoded]) => encoded.text)), listValue(rows.map(([, encoded]) => encoded.uploadId))]
    const put = (verb: string, rows: [string, EncodedDoc][]) =>
      session.run(`${verb} INTO records (collection, id, doc, upload_id) SELECT $1, unnest($2::VARCHAR[]), unnest($3::VARCHAR[]), unnest($4::VARCHAR[])`, [collection, ...lists(rows)])
    if (held === 'none') return put('INSERT', chunk)
    if (held !== 'all') return put('INSERT OR REPLACE', chunk)
    const updated = await session.all<{ id: string }>(
      `UPDATE records SET doc = n.doc, upload_id = n.upload_id
        FROM (SELECT unnest($2::VARCHAR[]) AS id, unnest($3::VARCHAR[]) AS doc, unnest($4::VARCHAR[]) AS upload_id) AS n
        WHERE records.collection = $1 AND records.id = n.id RETURNING records.id`,
      [collection, ...lists(chunk)],
    )
    if (updated.length === chunk.length) return
    const found = new Set(updated.map((row) => row.id))
    await put('INSERT OR REPLACE', chunk.filter(([id]) => !found.has(id)))
  }
  return {
    async get<T extends StoredDoc = StoredDoc>(collection: string, id: string) {
      const cached = readThrough && CACHED_COLLECTIONS.has(collection)
      if (cached) {
        const doc = cache.docs.get(cacheKey(collection, id))
        if (doc) return doc as T
      }
      const ticket = cache.docs.ticket()
      const rows = await session.all<{ doc: string }>('SELECT doc FROM records WHERE collection = $1 AND id = $2', [collection, id])
      if (rows.length === 0) return undefined
      const decoded = await quantitySets.decode(session, collection, [JSON.parse(rows[0].doc) as StoredDoc])
      const doc = decoded.docs[0] as T
      if (cached) cache.docs.set(cacheKey(collection, id), doc, rows[0].doc.length + decoded.restoredBytes, ticket)
      return doc
    },
    async getMany<T extends StoredDoc = StoredDoc>(collection: string, ids: string[]) {
      if (ids.length === 0) return []
      const listed = `SELECT unnest(json_transform($2::VARCHAR, '["VARCHAR"]'))`
      const rows = await session.all<{ id: string; doc: string }>(`SELECT id, doc FROM records WHERE collection = $1 AND id IN (${listed})`, [collection, JSON.stringify(ids)])
      const texts = new Map(rows.map((row) => [row.id, row.doc]))
      const docs = ids.flatMap((id) => {
        const text = texts.get(id)
        return text === undefined ? [] : [JSON.parse(text) as StoredDoc]
      })
      return (await quantitySets.decode(session, collection, docs)).docs as T[]
    },
    async put(collection, id, doc) {
      await putEncoded(collection, [{ id, encoded: encodeRemembered(collection, doc) }])
    },
    async putMany(collection, docs, held) {
      await putEncoded(collection, docs.map(({ id, doc }) => ({ id, encoded: encodeRemembered(collection, doc) })), held)
    },
    putEncoded,
    async delete(collection, id) {
      const rows = await writing([[collection, id]], () => session.all('DELETE FROM records WHERE collection = $1 AND id = $2 RETURNING id', [collection, id]))
      return rows.length > 0
    },
    async list<T extends StoredDoc = StoredDoc>(collection: string, options: ListOptions = {}) {
      const params: SqlParams = [collection]
      let sql = `SELECT doc FROM records WHERE collection = $1${whereSql(options.where, params)}`
      if (options.orderBy) {
        params.push(jsonPath(options.orderBy))
        const p = `$${params.length}`
        const direction = options.order === 'desc' ? 'DESC' : 'ASC'
        // Numbers sort as numbers, everything else as text; the id keeps the order stable.
        sql += ` ORDER BY TRY_CAST(json_extract_string(doc, ${p}) AS DOUBLE) ${direction} NULLS LAST, json_extract_string(doc, ${p}) ${direction} NULLS LAST, id ${direction}`
      } else {
        sql += ' ORDER BY id'
      }
      if (options.limit !== undefined) sql += ` LIMIT ${Math.max(0, Math.floor(options.limit))}`
      if (options.offset !== undefined) sql += ` OFFSET ${Math.max(0, Math.floor(options.offset))}`
      const read = async () => (await session.all<{ doc: string }>(sql, params)).map((row) => row.doc)
      const texts = readThrough && cache.lists.caches(collection) ? await cache.lists.read(collection, JSON.stringify([sql, params]), read) : await read()
      return (await quantitySets.decode(session, collection, texts.map((text) => JSON.parse(text) as StoredDoc))).docs as T[]
    },
    async count(collection, where) {
      const params: SqlParams = [collection]
      const rows = await session.all<{ n: bigint | number }>(`SELECT count(*) AS n FROM records WHERE collection = $1${whereSql(where, params)}`, params)
      return Number(rows[0].n)
    },
    transaction,
    close: async () => undefined,
  }
}

/** JSON path of a top-level field, quoted so that any field name is taken literally. */
function jsonPath(field: string): string {
  return `$."${field.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

function whereSql(where: ListOptions['where'], params: SqlParams): string {
  const param = (value: string) => {
    params.push(value)
    return `$${params.length}`
  }
  let sql = ''
  for (const [field, value] of Object.entries(where ?? {})) {
    if (field === 'upload_id' && typeof value === 'string') {
      sql += ` AND upload_id = ${param(value)}`
      continue
    }
    const path = param(jsonPath(field))
    if (value === null) {
      sql += ` AND coalesce(json_type(doc, ${path}), 'NULL') = 'NULL'`
    } else if (typeof value === 'number') {
      sql += ` AND json_type(doc, ${path}) IN ('BIGINT', 'UBIGINT', 'DOUBLE') AND CAST(json_extract_string(doc, ${path}) AS DOUBLE) = CAST(${param(String(value))} AS DOUBLE)`
    } else {
      const type = typeof value === 'boolean' ? 'BOOLEAN' : 'VARCHAR'
      sql += ` AND json_type(doc, ${path}) = '${type}' AND json_extract_string(doc, ${path}) = ${param(String(value))}`
    }
  }
  return sql
}
