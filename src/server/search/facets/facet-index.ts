import { TypedFastBitSet } from 'typedfastbitset'
import { quoteIdentifier, storedName, type SearchColumn } from '../../store/duckdb/search-columns.js'
import { SEARCH_TABLE } from '../run-search.js'
import { sql, type Sql } from '../sql.js'
import { FacetAnswers } from './facet-answers.js'
import { facetColumnOf, type FacetColumn } from './facet-columns.js'

/**
 * Rows of the search table read per statement while loading. Measured at 1,000,000 entries: 100,000
 * took the peak RSS of loading to 996 MB, 25,000 to 759 MB, in the same 22–23 s.
 */
const LOAD_CHUNK = 25_000

/** How long a load that a write overtook waits before it reads again (writes come in bursts). */
const RETRY_AFTER_MS = 500

/** The largest rowid, -1 for none (without spreading a million arguments). */
function largestRowId(rowIds: number[]): number {
  let max = -1
  for (const rowId of rowIds) if (rowId > max) max = rowId
  return max
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())

/** Reads from the search table, column by column. */
export type ColumnReader = (query: Sql) => Promise<Record<string, unknown[]>>

/** One entry as written to the search table: its id and the value of each column. */
export interface FacetRow {
  entry_id: string
  valueOf(column: SearchColumn): unknown
}

/** The access columns of the search table (src/server/search/owner.ts), as the owner filter reads them. */
export const OWNER_COLUMNS: SearchColumn[] = [
  ['published', 'BOOLEAN', false],
  ['with_embargo', 'BOOLEAN', false],
  ['main_author_id', 'VARCHAR', false],
  ['writer_ids', 'VARCHAR', true],
  ['viewer_ids', 'VARCHAR', true],
  ['group_ids', 'VARCHAR', true],
].map(([quantity, sqlType, multi]) => ({ quantity, docPath: quantity, dataType: 'string', multi, sqlType, userRef: false, key: quantity }) as SearchColumn)

/**
 * The search columns a request reads, held in memory per row of the search table: per keyword
 * value the rows that hold it, per number column a typed array. Filters become bitsets of rows
 * and aggregations count within them, which on two cores answers a million entries in a few
 * milliseconds per aggregation where a scan of the table takes 50–90 ms per statement.
 *
 * The table stays the truth. Columns are loaded from it when a request first needs them (until
 * then that request is answered by SQL), and every write to the table is applied here right
 * after it commits. A load that a write overtook is dropped and started again.
 */
export class FacetIndex {
  private ids: string[] = []
  private readonly rowOf = new Map<string, number>()
  /** Rows of entries still in the table (removed and re-indexed entries leave a dead row). */
  private alive = new TypedFastBitSet()
  private readonly columns = new Map<string, FacetColumn>()
  private readonly loads = new Map<string, Promise<void>>()
  /** Counts writes, so that a load can tell that one overtook it. */
  private generation = 0
  private rowsLoaded = false
  private rowsLoad: Promise<void> | undefined
  /** Columns asked for while the rows were loading: loaded right after them. */
  private readonly wantedOnceLoaded = new Map<string, SearchColumn>()
  private closed = false
  /** The row of each rowid of the table, valid while no write happened since the rows were loaded. */
  private rowOfRowId = new Int32Array(0)
  private rowIdsValidAt = -1
  /** Searches answered from memory so far (the others went to SQL). */
  answered = 0
  /** Answers kept until the next write. */
  readonly answers = new FacetAnswers()

  /** `options.valueOrder: false` keeps number columns unsorted (tests compare both ways of answering). */
  constructor(
    private readonly read: ColumnReader,
    private readonly options: { valueOrder?: boolean } = {},
  ) {}

  /** Changes with every write to the table (answers computed before are outdated). */
  get version(): number {
    return this.generation
  }

  /** Row count including dead rows: the length selections are sized to. */
  get rowCount(): number {
    return this.ids.length
  }

  entryIdOf(row: number): string {
    return this.ids[row]
  }

  /** A new bitset of the live rows. */
  liveRows(): TypedFastBitSet {
    return this.alive.clone()
  }

  /**
   * The in-memory columns of the given search columns, or undefined when one is not loaded yet
   * (its load is started) or cannot be held (too many distinct values, computed columns).
   */
  columnsOf(wanted: SearchColumn[]): Map<string, FacetColumn> | undefined {
    if (this.closed) return undefined
    if (!this.rowsLoaded) {
      for (const column of wanted) this.wantedOnceLoaded.set(column.quantity, column)
      this.rowsLoad ??= this.loadRows()
      return undefined
    }
    const found = new Map<string, FacetColumn>()
    let complete = true
    for (const column of wanted) {
      const held = this.columns.get(column.quantity)
      if (held) {
        if (held.kind === 'keyword' && held.overflowed) return undefined
        found.set(column.quantity, held)
        continue
      }
      complete = false
      if (facetColumnOf(column) === undefined) return undefined
      if (!this.loads.has(column.quantity)) this.startLoad(column)
    }
    return complete ? found : undefined
  }

  /** Resolves once every started load has finished (benchmarks wait for it). */
  async settled(): Promise<void> {
    while (this.rowsLoad || this.loads.size > 0) {
      await this.rowsLoad
      await Promise.all([...this.loads.values()])
    }
  }

  /** Called before a write to the table starts: loads reading meanwhile are dropped. */
  writeStarting(): void {
    this.generation++
  }

  /** Applies entries just written to the table (re-indexed entries replace their old row). */
  applyIndexed(rows: FacetRow[]): void {
    this.generation++
    if (!this.rowsLoaded) return
    for (const entry of rows) {
      const old = this.rowOf.get(entry.entry_id)
      if (old !== undefined) this.alive.remove(old)
      const row = this.ids.length
      this.ids.push(entry.entry_id)
      this.rowOf.set(entry.entry_id, row)
      this.alive.add(row)
      for (const column of this.columns.values()) column.add(row, entry.valueOf(column.column as SearchColumn))
    }
    this.compactIfSparse()
  }

  /** After a write too large to apply row by row: everything is dropped and loaded again as requests need it. */
  reloadAll(): void {
    this.generation++
    this.reset()
  }

  /** Applies entries just removed from the table. */
  applyRemoved(entryIds: string[]): void {
    this.generation++
    if (!this.rowsLoaded) return
    for (const id of entryIds) {
      const row = this.rowOf.get(id)
      if (row === undefined) continue
      this.alive.remove(row)
      this.rowOf.delete(id)
    }
    this.compactIfSparse()
  }

  close(): void {
    this.closed = true
    this.reset()
  }

  /** When most rows are dead, everything is dropped and loaded again as requests need it. */
  private compactIfSparse(): void {
    const rows = this.ids.length
    if (rows > 10_000 && this.rowOf.size < rows / 2) this.reset()
  }

  private reset(): void {
    this.ids = []
    this.rowOf.clear()
    this.alive = new TypedFastBitSet()
    this.columns.clear()
    this.loads.clear()
    this.rowsLoaded = false
    this.rowsLoad = undefined
    this.rowOfRowId = new Int32Array(0)
    this.generation++
  }

  /**
   * Reads the given columns of every row of the table in chunks of rowids, with each row's
   * rowid and (withIds) entry id; false when a write overtook the read.
   */
  private async scan(columns: SearchColumn[], withIds: boolean, each: (chunk: Record<string, unknown[]>) => void): Promise<boolean> {
    const generation = this.generation
    const bounds = await this.read(sql(`SELECT max(rowid) AS last FROM ${SEARCH_TABLE}`))
    const last = bounds.last?.[0] === null || bounds.last?.[0] === undefined ? -1 : Number(bounds.last[0])
    const selected = ['rowid AS "rowid"', ...(withIds ? ['entry_id'] : []), ...columns.map((column) => `${quoteIdentifier(storedName(column))} AS ${quoteIdentifier(column.quantity)}`)].join(', ')
    for (let from = 0; from <= last; from += LOAD_CHUNK) {
      const chunk = await this.read(sql(`SELECT ${selected} FROM ${SEARCH_TABLE} WHERE rowid >= ${from} AND rowid < ${from + LOAD_CHUNK}`))
      if (this.generation !== generation || this.closed) return false
      each(chunk)
    }
    return true
  }

  private loadRows(): Promise<void> {
    const load = async () => {
      for (;;) {
        const generation = this.generation
        const ids: string[] = []
        const rowIds: number[] = []
        const owner = OWNER_COLUMNS.map((column) => facetColumnOf(column)!)
        const complete = await this.scan(OWNER_COLUMNS, true, (chunk) => {
          const chunkIds = chunk.entry_id
          for (let i = 0; i < chunkIds.length; i++) {
            const row = ids.length
            ids.push(String(chunkIds[i]))
            rowIds.push(Number(chunk.rowid[i]))
            for (const column of owner) column.add(row, chunk[column.column.quantity][i])
          }
        })
        if (this.closed) return
        if (!complete) {
          await pause(RETRY_AFTER_MS)
          continue
        }
        this.ids = ids
        ids.forEach((id, row) => this.rowOf.set(id, row))
        this.rowOfRowId = new Int32Array(largestRowId(rowIds) + 1).fill(-1)
        rowIds.forEach((rowId, row) => (this.rowOfRowId[rowId] = row))
        this.rowIdsValidAt = generation
        this.alive = new TypedFastBitSet()
        if (ids.length > 0) this.alive.addRange(0, ids.length)
        for (const column of owner) this.columns.set(column.column.quantity, column)
        this.rowsLoaded = true
        const wanted = [...this.wantedOnceLoaded.values()]
        this.wantedOnceLoaded.clear()
        this.columnsOf(wanted)
        return
      }
    }
    return load()
      .catch((error: unknown) => {
        if (!this.closed) console.error('Search facets: loading the rows failed:', error)
      })
      .finally(() => (this.rowsLoad = undefined))
  }

  private startLoad(column: SearchColumn): void {
    const load = async () => {
      for (;;) {
        const held = facetColumnOf(column, this.options.valueOrder !== false)!
        if (column.present === false) {
          this.columns.set(column.quantity, held)
          return
        }
        // Rows are found by rowid while no write happened since they were loaded, else by entry id.
        const byRowId = this.rowIdsValidAt === this.generation
        const complete = await this.scan([column], !byRowId, (chunk) => {
          const values = chunk[column.quantity]
          for (let i = 0; i < values.length; i++) {
            const row = byRowId ? this.rowOfRowId[Number(chunk.rowid[i])] : this.rowOf.get(String(chunk.entry_id[i]))
            if (row !== undefined && row >= 0) held.add(row, values[i])
          }
        })
        if (this.closed || !this.rowsLoaded) return
        if (complete) {
          if (held.kind === 'number') held.sortValues()
          this.columns.set(column.quantity, held)
          return
        }
        await pause(RETRY_AFTER_MS)
      }
    }
    const started: Promise<void> = load()
      .catch((error: unknown) => {
        if (!this.closed) console.error(`Search facets: loading ${column.quantity} failed:`, error)
      })
      .finally(() => {
        if (this.loads.get(column.quantity) === started) this.loads.delete(column.quantity)
      })
    this.loads.set(column.quantity, started)
  }
}
