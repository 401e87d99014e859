import type { HeldIds, RecordStore, StoredDoc } from '../store/interfaces.js'

/** Stores documents of one collection in as few statements as the store allows. */
export async function putAll(records: RecordStore, collection: string, docs: { id: string; doc: StoredDoc }[], held?: HeldIds): Promise<void> {
  if (docs.length === 0) return
  if (records.putMany) return records.putMany(collection, docs, held)
  for (const { id, doc } of docs) await records.put(collection, id, doc)
}
