import type { FileStore, RecordStore, SearchIndex } from '../../store/interfaces.js'

/** What the entry and archive routes read. */
export interface EntryRoutesStores {
  records: RecordStore
  files: FileStore
  /** The search for the many-entries downloads (entries/raw, entries/archive/download); without it they are absent. */
  search?: SearchIndex
}
