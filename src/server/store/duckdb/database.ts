import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api'

export type SqlParams = DuckDBValue[]

/**
 * One DuckDB database file per data directory, opened once per process and shared by the
 * record store and the search index. DuckDB runs one transaction per connection, so every
 * statement that writes goes through one connection, serialised by a queue; a transaction holds
 * that queue until it commits or rolls back. Plain SELECTs outside a transaction go through a
 * second connection with a queue of its own: they see the last committed state (DuckDB's MVCC)
 * and never wait for a write, so an upload's long index transaction does not stall every request.
 */
export class Database {
  private writes: Promise<unknown> = Promise.resolve()
  private reads: Promise<unknown> = Promise.resolve()
  private closed = false

  constructor(
    readonly path: string,
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    private readonly reader: DuckDBConnection,
  ) {}

  /** Runs one statement outside any transaction (auto-commit). */
  run(sql: string, params: SqlParams = []): Promise<void> {
    return this.exclusive(() => this.runNow(sql, params))
  }

  /** Runs one query outside any transaction and returns its rows as plain JS objects. */
  all<Row = Record<string, unknown>>(sql: string, params: SqlParams = []): Promise<Row[]> {
    if (isPlainQuery(sql)) return this.enqueue('reads', async () => (await this.reader.runAndReadAll(sql, params)).getRowObjectsJS() as Row[])
    return this.exclusive(() => this.allNow<Row>(sql, params))
  }

  /** Runs one query outside any transaction and returns its values column by column (no row objects). */
  columns(sql: string, params: SqlParams = []): Promise<Record<string, unknown[]>> {
    const read = (connection: DuckDBConnection) => async () => (await connection.runAndReadAll(sql, params)).getColumnsObjectJS() as Record<string, unknown[]>
    return isPlainQuery(sql) ? this.enqueue('reads', read(this.reader)) : this.exclusive(read(this.connection))
  }

  /**
   * Runs fn inside BEGIN/COMMIT; the session given to fn runs its statements inside the
   * transaction. Other callers wait until it ends, so fn must not wait for them.
   */
  transaction<R>(fn: (session: DatabaseSession) => Promise<R>): Promise<R> {
    return this.exclusive(async () => {
      await this.runNow('BEGIN TRANSACTION')
      try {
        const result = await fn({ run: (sql, params) => this.runNow(sql, params), all: (sql, params) => this.allNow(sql, params) })
        await this.runNow('COMMIT')
        return result
      } catch (error) {
        await this.runNow('ROLLBACK').catch(() => undefined)
        throw error
      }
    })
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    await Promise.all([this.writes, this.reads].map((queue) => queue.catch(() => undefined)))
    this.reader.closeSync()
    // A checkpoint folds the write-ahead log into the database file, so the next start is quick.
    await this.runNow('CHECKPOINT').catch(() => undefined)
    this.connection.closeSync()
    this.instance.closeSync()
  }

  private async runNow(sql: string, params: SqlParams = []): Promise<void> {
    await this.connection.run(sql, params)
  }

  private async allNow<Row>(sql: string, params: SqlParams = []): Promise<Row[]> {
    const reader = await this.connection.runAndReadAll(sql, params)
    return reader.getRowObjectsJS() as Row[]
  }

  private exclusive<R>(task: () => Promise<R>): Promise<R> {
    return this.enqueue('writes', task)
  }

  /** Runs task after everything queued before it on the writing or the reading connection. */
  private enqueue<R>(queue: 'writes' | 'reads', task: () => Promise<R>): Promise<R> {
    if (this.closed) return Promise.reject(new Error(`database ${this.path} is closed`))
    const result = this[queue].then(task, task)
    this[queue] = result.catch(() => undefined)
    return result
  }
}

/** A statement that only reads: a SELECT with no data-changing clause (DuckDB has no SELECT ... FOR UPDATE). */
function isPlainQuery(sql: string): boolean {
  return /^\s*SELECT\b/i.test(sql) && !/\bRETURNING\b/i.test(sql)
}

/** What a transaction's callback may run: statements inside the open transaction. */
export interface DatabaseSession {
  run(sql: string, params?: SqlParams): Promise<void>
  all<Row = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<Row[]>
}

interface SharedDatabase {
  database: Promise<Database>
  users: number
}

const openDatabases = new Map<string, SharedDatabase>()

/** The database file of a data directory. */
export function databaseFile(dataDir: string): string {
  return join(resolve(dataDir), 'strata.duckdb')
}

/**
 * Opens (or shares) the database of a data directory. Every acquire must be matched by one
 * call of the returned release; the file is closed when the last user releases it.
 */
export async function acquireDatabase(dataDir: string): Promise<{ database: Database; release: () => Promise<void> }> {
  const file = databaseFile(dataDir)
  let shared = openDatabases.get(file)
  if (!shared) {
    shared = { database: openDatabase(file), users: 0 }
    openDatabases.set(file, shared)
  }
  shared.users += 1
  let database: Database
  try {
    database = await shared.database
  } catch (error) {
    openDatabases.delete(file)
    throw error
  }
  let released = false
  const entry = shared
  return {
    database,
    release: async () => {
      if (released) return
      released = true
      entry.users -= 1
      if (entry.users === 0) {
        openDatabases.delete(file)
        await database.close()
      }
    },
  }
}

/**
 * How much the write-ahead log may grow before DuckDB folds it into the database file. At its
 * default (16 MB) an upload of 1,000 small structures (about 90 MB of documents: entries, archives,
 * search rows) paid for five checkpoints while it was processed; at 256 MB the processing bench used
 * about 9 % less CPU after parsing began and peaked 20-90 MiB lower. The price is a longer replay
 * when the server restarts after a crash (a clean shutdown checkpoints, see close()).
 */
const CHECKPOINT_THRESHOLD = '256MB'

async function openDatabase(file: string): Promise<Database> {
  mkdirSync(resolve(file, '..'), { recursive: true })
  const instance = await DuckDBInstance.create(file, { checkpoint_threshold: CHECKPOINT_THRESHOLD })
  const connection = await instance.connect()
  const reader = await instance.connect()
  return new Database(file, instance, connection, reader)
}
