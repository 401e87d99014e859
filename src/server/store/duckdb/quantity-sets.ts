/**
 * Entries and their archives list the paths of the quantities they hold (`quantities`, NOMAD's
 * search field): a few hundred paths, about two thirds of the JSON of a typical entry or archive,
 * and one and the same list for all entries a parser makes of files of one kind. The record
 * store keeps each distinct list once, in the quantity_sets table, under the SHA-1 of its JSON;
 * a stored document holds `{"quantity_set": <hash>}` in the list's place, and reads give the
 * list back. Writing 100 entries of the processing bench with their archives, in one
 * transaction, took 91 ms with the lists whole and 61 ms with sets (2-core machine, median of 30).
 *
 * A set is named by its content and never changes. It is written before, or in the same
 * transaction as, the first document that names it, and written again until that has committed,
 * so no stored document names a missing set. Sets no document names any more are left in place
 * (a few KB each).
 */
import { LRUCache } from 'lru-cache'
import type { QuantitySetText, StoredDoc } from '../interfaces.js'
import type { DatabaseSession, SqlParams } from './database.js'
import { asObject, HOLDER_PATHS, holderOf } from './stored-form.js'

export const createQuantitySetTable = `CREATE TABLE IF NOT EXISTS quantity_sets (
  hash VARCHAR PRIMARY KEY,
  paths VARCHAR NOT NULL
)`

/** At most this many committed sets are remembered (then forgotten at once: they are written again, ignored, on their next use). */
const MAX_COMMITTED_KNOWN = 100_000

/** Distinct lists kept in memory (a list is about 13 KB): sets are never changed, so entries never go stale. */
const CACHED_SETS = 2000

/** A set's list and the length of its stored JSON text. */
interface StoredList {
  list: readonly string[]
  bytes: number
}

function setHashOf(value: unknown): string | undefined {
  const marker = asObject(value)
  return marker && typeof marker.quantity_set === 'string' && Object.keys(marker).length === 1 ? marker.quantity_set : undefined
}

/** The quantity sets of one database: documents to store without their lists, and stored documents with them again. */
export class QuantitySets {
  private readonly lists = new LRUCache<string, StoredList>({ max: CACHED_SETS })
  /** Sets known to be committed: a write names them without writing them again (a statement costs milliseconds). */
  private readonly committed = new Set<string>()

  /** Keeps a list the process has at hand for reads of the documents that name its set. */
  remember(set: QuantitySetText, list: readonly string[]): void {
    if (!this.lists.has(set.hash)) this.lists.set(set.hash, { list: [...list], bytes: set.text.length })
  }

  /**
   * Writes those of the sets not known to be committed and answers their hashes (`written`: tell
   * markCommitted once their statement or transaction has committed).
   */
  async write(session: DatabaseSession, sets: Iterable<QuantitySetText | undefined>): Promise<string[]> {
    const fresh = new Map<string, QuantitySetText>()
    for (const set of sets) if (set && !this.committed.has(set.hash)) fresh.set(set.hash, set)
    if (fresh.size === 0) return []
    const params: SqlParams = []
    const rows = [...fresh.values()].map(({ hash, text }) => {
      params.push(hash, text)
      return `($${params.length - 1}, $${params.length})`
    })
    await session.run(`INSERT OR IGNORE INTO quantity_sets (hash, paths) VALUES ${rows.join(', ')}`, params)
    return [...fresh.keys()]
  }

  /** The sets answered by write are committed. */
  markCommitted(hashes: Iterable<string>): void {
    if (this.committed.size > MAX_COMMITTED_KNOWN) this.committed.clear()
    for (const hash of hashes) this.committed.add(hash)
  }

  /**
   * Parsed stored documents with their lists put back (in place), and how long the JSON text of
   * the lists put back is (a stored text's length alone no longer tells the size of its document).
   */
  async decode(session: DatabaseSession, collection: string, docs: StoredDoc[]): Promise<{ docs: StoredDoc[]; restoredBytes: number }> {
    const path = HOLDER_PATHS[collection]
    if (!path) return { docs, restoredBytes: 0 }
    const holders = docs.flatMap((doc) => {
      const holder = holderOf(doc, path)
      const hash = setHashOf(holder?.quantities)
      return holder && hash ? [{ holder, hash }] : []
    })
    if (holders.length === 0) return { docs, restoredBytes: 0 }
    const lists = await this.listsOf(session, [...new Set(holders.map(({ hash }) => hash))])
    let restoredBytes = 0
    for (const { holder, hash } of holders) {
      const stored = lists.get(hash)
      if (!stored) throw new Error(`the quantity set ${hash} of a stored ${collection} document is missing from the database`)
      holder.quantities = [...stored.list]
      restoredBytes += stored.bytes
    }
    return { docs, restoredBytes }
  }

  /** The lists of the given sets, from memory or else the database (those not found are left out). */
  private async listsOf(session: DatabaseSession, hashes: string[]): Promise<Map<string, StoredList>> {
    const lists = new Map<string, StoredList>()
    const missing: string[] = []
    for (const hash of hashes) {
      const list = this.lists.get(hash)
      if (list) lists.set(hash, list)
      else missing.push(hash)
    }
    if (missing.length === 0) return lists
    const listed = `SELECT unnest(json_transform($1::VARCHAR, '["VARCHAR"]'))`
    const rows = await session.all<{ hash: string; paths: string }>(`SELECT hash, paths FROM quantity_sets WHERE hash IN (${listed})`, [JSON.stringify(missing)])
    for (const row of rows) {
      const stored = { list: JSON.parse(row.paths) as string[], bytes: row.paths.length }
      this.lists.set(row.hash, stored)
      lists.set(row.hash, stored)
    }
    return lists
  }
}
