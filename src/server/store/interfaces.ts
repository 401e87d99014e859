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

export interface RecordStore {
  get<T extends StoredDoc = StoredDoc>(collection: string, id: string): Promise<T | undefined>
  put(collection: string, id: string, doc: StoredDoc): Promise<void>
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
  remove(entryIds: string[]): Promise<void>
  get(entryId: string): Promise<IndexedEntry | undefined>
  statistics(): Promise<SearchIndexStatistics>
  close(): Promise<void>
}

/** Files of one upload, addressed by paths relative to the upload root (never absolute, never '..'). */
export interface FileStore {
  write(uploadId: string, path: string, data: Uint8Array | NodeJS.ReadableStream): Promise<void>
  read(uploadId: string, path: string): Promise<Uint8Array>
  exists(uploadId: string, path: string): Promise<boolean>
  list(uploadId: string, dir?: string): Promise<{ path: string; is_file: boolean; size: number }[]>
  remove(uploadId: string, path: string): Promise<void>
  removeUpload(uploadId: string): Promise<void>
}
