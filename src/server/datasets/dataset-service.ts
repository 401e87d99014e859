/**
 * Datasets (NOMAD API v1): named collections of entries owned by one user, which may get a DOI.
 * An entry carries copies of its datasets ({dataset_id, dataset_name, doi}) in its metadata, its
 * archive and the search index; every change of a dataset rewrites those copies, so search and
 * aggregations never show a stale name or a deleted dataset.
 */
import { randomBytes } from 'node:crypto'
import { datasetNameProblem, datasetTexts } from '../../engine/api/schemas/datasets.js'
import type { AuthUser } from '../auth/types.js'
import { ApiError } from '../http/errors.js'
import { replaceInIndex } from '../processing/index-entries.js'
import type { RecordStore, SearchIndex, StoredDoc } from '../store/interfaces.js'
import { ARCHIVES, ENTRIES, UPLOADS } from '../uploads/upload-doc.js'
import { DoiRegistrationError, type DoiRegistrar } from './doi/port.js'

export const DATASETS = 'datasets'

const PAGE_SIZE = 1000
/** The server itself looking for a dataset's entries: every entry, whoever owns it. */
const INTERNAL_ACCESS = { user_id: 'strata-internal', group_ids: [], is_admin: true }

export interface DatasetDoc extends StoredDoc {
  dataset_id: string
  dataset_name: string
  user_id: string
  doi?: string | null
  dataset_create_time: string
  dataset_modified_time: string
  dataset_type: 'owned' | 'foreign'
}

/** The copy of a dataset an entry carries. */
export function datasetRefOf(dataset: Pick<DatasetDoc, 'dataset_id' | 'dataset_name' | 'doi'>): Record<string, unknown> {
  return { dataset_id: dataset.dataset_id, dataset_name: dataset.dataset_name, ...(dataset.doi ? { doi: dataset.doi } : {}) }
}

export const NOT_OWNER = 'You are not the owner of this dataset.'
export const DOI_ALREADY = 'The dataset already has a DOI.'
export const DOI_EMPTY = 'The dataset does not contain any entries; a DOI cannot be assigned to an empty dataset.'
export const DOI_UNPUBLISHED = 'A DOI can only be assigned when all entries of the dataset are published.'
export const datasetNotFound = (id: string) => `The dataset with id ${id} does not exist.`

export interface DatasetServiceOptions {
  records: RecordStore
  search: SearchIndex
  /** Absent: the DOI service is off on this deployment. */
  doi?: DoiRegistrar
  /** The dataset page of the GUI, for a DOI's landing address. */
  landingUrl: (datasetId: string) => string
  now?: () => Date
}

export class DatasetService {
  constructor(private readonly options: DatasetServiceOptions) {}

  private now(): Date {
    return (this.options.now ?? (() => new Date()))()
  }

  get doiEnabled(): boolean {
    return this.options.doi !== undefined
  }

  async get(datasetId: string): Promise<DatasetDoc | undefined> {
    return this.options.records.get<DatasetDoc>(DATASETS, datasetId)
  }

  async require(datasetId: string): Promise<DatasetDoc> {
    const dataset = await this.get(datasetId)
    if (!dataset) throw new ApiError(404, datasetNotFound(datasetId))
    return dataset
  }

  async all(): Promise<DatasetDoc[]> {
    return this.options.records.list<DatasetDoc>(DATASETS)
  }

  async create(user: AuthUser, name: string, type: 'owned' | 'foreign' = 'owned'): Promise<DatasetDoc> {
    const problem = datasetNameProblem(name)
    if (problem) throw new ApiError(400, problem)
    const duplicate = await this.options.records.list(DATASETS, { where: { user_id: user.user_id, dataset_name: name }, limit: 1 })
    if (duplicate.length > 0) throw new ApiError(400, datasetTexts.duplicateName(name))
    const time = this.now().toISOString()
    const dataset: DatasetDoc = {
      dataset_id: randomBytes(16).toString('base64url').slice(0, 22),
      dataset_name: name,
      user_id: user.user_id,
      doi: null,
      dataset_create_time: time,
      dataset_modified_time: time,
      dataset_type: type,
    }
    await this.options.records.put(DATASETS, dataset.dataset_id, dataset)
    return dataset
  }

  private assertOwner(dataset: DatasetDoc, user: AuthUser): void {
    if (dataset.user_id !== user.user_id && !user.is_admin) throw new ApiError(401, NOT_OWNER)
  }

  /** Deletes a dataset without a DOI and takes it out of every entry. */
  async delete(datasetId: string, user: AuthUser): Promise<DatasetDoc> {
    const dataset = await this.require(datasetId)
    this.assertOwner(dataset, user)
    if (dataset.doi) throw new ApiError(400, datasetTexts.doiCannotRemove)
    await this.rewriteEntries(datasetId, (refs) => refs.filter((ref) => ref.dataset_id !== datasetId))
    await this.options.records.delete(DATASETS, datasetId)
    return dataset
  }

  /** Registers a DOI for a dataset whose entries are all published; from then on its entries are fixed. */
  async assignDoi(datasetId: string, user: AuthUser & { name?: string }): Promise<DatasetDoc> {
    if (!this.options.doi) throw new ApiError(400, datasetTexts.doiServiceOff)
    const dataset = await this.require(datasetId)
    this.assertOwner(dataset, user)
    if (dataset.doi) throw new ApiError(400, DOI_ALREADY)
    const entries = await this.entriesOf(datasetId)
    if (entries.length === 0) throw new ApiError(400, DOI_EMPTY)
    for (const uploadId of new Set(entries.map((entry) => String(entry.upload_id)))) {
      const upload = await this.options.records.get(UPLOADS, uploadId)
      if (!upload?.published) throw new ApiError(400, DOI_UNPUBLISHED)
    }
    let doi: string
    try {
      doi = await this.options.doi.register({
        dataset_id: dataset.dataset_id,
        dataset_name: dataset.dataset_name,
        creator: user.name ?? user.username ?? user.user_id,
        landing_url: this.options.landingUrl(dataset.dataset_id),
        publication_year: this.now().getUTCFullYear(),
      })
    } catch (error) {
      if (error instanceof DoiRegistrationError) throw new ApiError(502, error.message)
      throw error
    }
    const updated: DatasetDoc = { ...dataset, doi, dataset_modified_time: this.now().toISOString() }
    await this.options.records.put(DATASETS, datasetId, updated)
    await this.rewriteEntries(datasetId, (refs) => refs.map((ref) => (ref.dataset_id === datasetId ? datasetRefOf(updated) : ref)))
    return updated
  }

  /** Renames a dataset; the entries' copies follow. */
  async rename(datasetId: string, name: string, user: AuthUser): Promise<DatasetDoc> {
    const dataset = await this.require(datasetId)
    this.assertOwner(dataset, user)
    const problem = datasetNameProblem(name)
    if (problem) throw new ApiError(400, problem)
    const others = await this.options.records.list<DatasetDoc>(DATASETS, { where: { user_id: dataset.user_id, dataset_name: name } })
    if (others.some((other) => other.dataset_id !== datasetId)) throw new ApiError(400, datasetTexts.duplicateName(name))
    const updated: DatasetDoc = { ...dataset, dataset_name: name, dataset_modified_time: this.now().toISOString() }
    await this.options.records.put(DATASETS, datasetId, updated)
    await this.rewriteEntries(datasetId, (refs) => refs.map((ref) => (ref.dataset_id === datasetId ? datasetRefOf(updated) : ref)))
    return updated
  }

  /**
   * The entries that carry the dataset (record store documents), found through the search index
   * (datasets.dataset_id) page by page, every entry whatever its visibility.
   */
  async entriesOf(datasetId: string): Promise<StoredDoc[]> {
    const found: StoredDoc[] = []
    let after: string | undefined
    for (;;) {
      const page = await this.options.search.search({
        resource: 'entries',
        owner: 'admin',
        access: INTERNAL_ACCESS,
        query: { kind: 'equals', quantity: 'datasets.dataset_id', value: datasetId },
        pagination: { page_size: PAGE_SIZE, order_by: 'entry_id', order: 'asc', page_after_value: after },
        aggregations: {},
      })
      for (const hit of page.data) {
        const entry = await this.options.records.get(ENTRIES, String(hit.entry_id))
        if (entry && refsOf(entry).some((ref) => ref.dataset_id === datasetId)) found.push(entry)
      }
      if (!page.next_page_after_value || page.data.length < PAGE_SIZE) return found
      after = page.next_page_after_value
    }
  }

  /** Changes the dataset copies of every entry that carries the dataset: record, archive metadata and index. */
  private async rewriteEntries(datasetId: string, change: (refs: Record<string, unknown>[]) => Record<string, unknown>[]): Promise<void> {
    const entries = await this.entriesOf(datasetId)
    if (entries.length === 0) return
    const updated: StoredDoc[] = entries.map((entry) => ({ ...entry, datasets: change(refsOf(entry)) }))
    await this.options.records.transaction(async (tx) => {
      for (const entry of updated) {
        const entryId = String(entry.entry_id)
        await tx.put(ENTRIES, entryId, entry)
        const archive = await tx.get(ARCHIVES, entryId)
        if (archive) {
          const content = (archive.archive ?? {}) as Record<string, unknown>
          const metadata = (content.metadata ?? {}) as Record<string, unknown>
          await tx.put(ARCHIVES, entryId, { ...archive, archive: { ...content, metadata: { ...metadata, datasets: entry.datasets } } })
        }
      }
    })
    const indexable = updated.filter((entry) => entry.process_status === 'SUCCESS' || entry.process_status === 'FAILURE')
    await replaceInIndex(
      this.options.search,
      indexable.map((entry) => ({ entry_id: String(entry.entry_id), upload_id: String(entry.upload_id), doc: entry })),
    )
  }
}

function refsOf(entry: StoredDoc): Record<string, unknown>[] {
  return Array.isArray(entry.datasets) ? (entry.datasets as Record<string, unknown>[]) : []
}
