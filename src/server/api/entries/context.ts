import type { FileStore, RecordStore } from '../../store/interfaces.js'

/** What the entry and archive routes read. */
export interface EntryRoutesStores {
  records: RecordStore
  files: FileStore
}
