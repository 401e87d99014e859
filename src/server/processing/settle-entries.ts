/**
 * Ends a processing run that was stopped or failed half-way. Entries it had not finished (still
 * PENDING or RUNNING) become FAILURE, with the reason as their error and an ERROR line in their
 * processing logs, and the upload's entries are indexed as they now stand: the entries table,
 * the upload's counts and search then agree, and no entry is left waiting for a run that ended.
 */
import type { RecordStore, SearchIndex, StoredDoc } from '../store/interfaces.js'
import { ARCHIVES, ENTRIES, type UploadDoc } from '../uploads/upload-doc.js'
import { buildEntry, type UserNames } from './entry-builder.js'
import { replaceInIndex } from './index-entries.js'
import { putAll } from './put-all.js'
import { strataMetainfo } from '../../engine/metainfo/node.js'

export interface SettleDeps {
  records: RecordStore
  search: SearchIndex
  version: string
}

export interface EntryCounts {
  entries: number
  processed_entries: number
  failed_entries: number
}

const WRITE_BATCH = 100

export function isUnfinished(entry: StoredDoc): boolean {
  return entry.process_status !== 'SUCCESS' && entry.process_status !== 'FAILURE'
}

/**
 * Settles the upload's unfinished entries. `reindex` re-indexes all of the upload's entries even
 * when none was unfinished (a run that stored finished entries but did not index them yet).
 */
export async function settleUnfinishedEntries(deps: SettleDeps, upload: UploadDoc, names: UserNames, reason: string, now: string, reindex = false): Promise<EntryCounts> {
  const entries = await deps.records.list(ENTRIES, { where: { upload_id: upload.upload_id } })
  const model = await strataMetainfo()
  const settled = entries.filter(isUnfinished).map((entry) =>
    buildEntry({
      upload,
      names,
      mainfile: entry.mainfile as string,
      outcome: {
        ok: false,
        parserName: entry.parser_name as string | undefined,
        error: reason,
        logs: [{ level: 'ERROR', event: 'processing ended before this entry was processed', exception: reason, timestamp: now }],
      },
      previous: entry,
      now,
      version: deps.version,
      model,
    }),
  )
  for (let start = 0; start < settled.length; start += WRITE_BATCH) {
    const batch = settled.slice(start, start + WRITE_BATCH)
    await deps.records.transaction(async (tx) => {
      await putAll(tx, ENTRIES, batch.map((built) => ({ id: built.entry_id, doc: built.metadata })))
      await putAll(tx, ARCHIVES, batch.map((built) => ({ id: built.entry_id, doc: { entry_id: built.entry_id, upload_id: upload.upload_id, archive: built.archive } })))
    })
  }
  const byId = new Map(settled.map((built) => [built.entry_id, built.metadata]))
  const current = entries.map((entry) => byId.get(entry.entry_id as string) ?? entry)
  if (settled.length > 0 || reindex) {
    await replaceInIndex(deps.search, current.map((entry) => ({ entry_id: entry.entry_id as string, upload_id: upload.upload_id, doc: entry })))
  }
  const failed = current.filter((entry) => entry.process_status === 'FAILURE').length
  return { entries: current.length, processed_entries: current.length, failed_entries: failed }
}
