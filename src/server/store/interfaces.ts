import type { Readable } from 'node:stream'
import type { Aggregation, Owner, Pagination, QueryNode } from '../../engine/query/index.js'

/**
 * Storage seams of the server. The embedded default implements them on one data
 * directory; a larger deployment swaps in PostgreSQL, Elasticsearch/OpenSearch, S3 or
 * a worker queue behind the same interfaces.
 */

/** A JSON document kept under a collection (users, groups, uploads, entries, oidc, ...). */
export type StoredDoc = Record<string, unknown>

export interface ListOptions {
  /** Exact-match filter on top-level fields of the document. */
  where?: Record<string, string | number | boolean | null>
  orderBy?: string
  order?: 'asc' | 'desc'
  limit?: number
  offset?: number
}

/** A shared list of quantity paths as stored once for all documents that hold it: the SHA-1 of its JSON text, and the text. */
export interface QuantitySetText {
  hash: string
  text: string
}

/**
 * A document already in the embedded store's stored form (store/duckdb/stored-form.ts), made
 * where it was built (a parse worker): its JSON text, the upload it belongs to, and the quantity
 * set the text names instead of holding the list.
 */
export interface EncodedDoc {
  text: string
  uploadId: string | null
  set?: QuantitySetText
}

/**
 * What a writer knows of the ids it puts. 'none': no id is stored yet (a put of an id that is
 * stored fails, so the caller must be sure). 'all': every id is stored already (an id that is not
 * is still put).
 */
export type HeldIds = 'none' | 'all'

export interface RecordStore {
  get<T extends StoredDoc = StoredDoc>(collection: string, id: string): Promise<T | undefined>
  /** The documents of the given ids that exist, in the order of the ids (one statement, not one per id). */
  getMany<T extends StoredDoc = StoredDoc>(collection: string, ids: string[]): Promise<T[]>
  put(collection: string, id: string, doc: StoredDoc): Promise<void>
  /** Optional: stores many documents of a collection at once (much cheaper than one put each). */
  putMany?(collection: string, docs: { id: string; doc: StoredDoc }[], held?: HeldIds): Promise<void>
  /**
   * putMany for documents already in the store's stored form (EncodedDoc), encoded where they
   * were built; a store that keeps documents otherwise parses the text (and the set) back.
   * `held` is what the caller knows of the ids (see HeldIds): a store may write faster then.
   */
  putEncoded(collection: string, docs: { id: string; encoded: EncodedDoc }[], held?: HeldIds): Promise<void>
  delete(collection: string, id: string): Promise<boolean>
  list<T extends StoredDoc = StoredDoc>(collection: string, options?: ListOptions): Promise<T[]>
  count(collection: string, where?: ListOptions['where']): Promise<number>
  /** Runs fn atomically: either all its writes are stored or none. */
  transaction<R>(fn: (tx: RecordStore) => Promise<R>): Promise<R>
  close(): Promise<void>
}

/** What the search index needs of an entry: its id and its flattened, searchable metadata. */
export interface IndexedEntry {
  entry_id: string
  upload_id: string
  /** The entry metadata in NOMAD's shape (entry_name, mainfile, results, authors, ...). */
  doc: StoredDoc
}

export interface SearchIndexStatistics {
  n_entries: number
  n_materials: number
  n_calculations: number
  n_quantities: number
}

export interface SearchIndex {
  index(entries: IndexedEntry[]): Promise<void>
  /**
   * Indexes entries read page by page, all in one write (searches see all of them or none), for
   * more entries than should be held in memory at once. In-memory search columns are dropped
   * and loaded again afterwards rather than updated row by row.
   */
  indexPages(pages: AsyncIterable<IndexedEntry[]>): Promise<void>
  remove(entryIds: string[]): Promise<void>
  get(entryId: string): Promise<IndexedEntry | undefined>
  statistics(): Promise<SearchIndexStatistics>
  /** Runs a search (entries/query, materials/query): page of hits, total, aggregations. */
  search(request: IndexSearchRequest): Promise<IndexSearchResult>
  /** Values of the quantities that contain the input (case-insensitive), most frequent first. */
  suggest(quantities: string[], input: string, size: number, access: SearchAccess): Promise<Record<string, SuggestionOption[]>>
  /** Resolves once the index's background work (loading in-memory search columns) is done. */
  settled?(): Promise<void>
  close(): Promise<void>
}

/** Files of one upload, addressed by paths relative to the upload root (never absolute, never '..'). */
export interface FileStore {
  write(uploadId: string, path: string, data: Uint8Array | NodeJS.ReadableStream): Promise<void>
  read(uploadId: string, path: string): Promise<Uint8Array>
  /** At most `length` bytes from `offset` (fewer at the end of the file), without reading the rest. */
  readRange(uploadId: string, path: string, offset: number, length: number): Promise<Uint8Array>
  /** The file as a stream, from `offset` (default 0), at most `length` bytes when given. */
  readStream(uploadId: string, path: string, range?: { offset?: number; length?: number }): Promise<Readable>
  exists(uploadId: string, path: string): Promise<boolean>
  list(uploadId: string, dir?: string): Promise<{ path: string; is_file: boolean; size: number }[]>
  remove(uploadId: string, path: string): Promise<void>
  removeUpload(uploadId: string): Promise<void>
  /** The upload's raw folder on this machine, for stores that keep one (remote tools mount it). */
  localFolder?(uploadId: string): string
}

/** Who searches: the user and their groups (from the auth module), none when anonymous. */
export interface SearchAccess {
  user_id?: string
  group_ids: string[]
  is_admin?: boolean
}

/** A search as the index runs it: the query is already parsed and checked (src/engine/query). */
export interface IndexSearchRequest {
  /** entries (default) or materials (entries grouped by results.material.material_id). */
  resource?: 'entries' | 'materials'
  owner: Owner
  access: SearchAccess
  query: QueryNode
  pagination: Pagination
  aggregations: Record<string, Aggregation>
}

/** The computed part of one aggregation (the response echoes the request around it). */
export interface AggregationOutcome {
  data: unknown
  /** Histograms with `buckets`: the interval and offset used. */
  interval?: number
  offset?: number
  /** Terms aggregations with pagination: the echoed pagination with totals. */
  pagination?: Record<string, unknown>
}

export interface IndexSearchResult {
  total: number
  /** The page of hits: entry documents, or material documents for materials. */
  data: StoredDoc[]
  next_page_after_value?: string
  aggregations: Record<string, AggregationOutcome>
}

export interface SuggestionOption {
  value: string
  weight: number
}

