/**
 * An upload change that its entries must follow (publish, members, entry metadata) and a server
 * that dies half way: the next start brings entries, archives and search index up to date.
 * The death is a search index that fails once, the same point a kill -9 can hit.
 */
import { describe, expect, it } from 'vitest'
import { InProcessJobQueue } from '../../../src/server/processing/job-queue.js'
import type { SearchIndex } from '../../../src/server/store/interfaces.js'
import { ARCHIVES, ENTRIES, newUploadDoc, UPLOADS, uploadResponseData } from '../../../src/server/uploads/upload-doc.js'
import { UploadService } from '../../../src/server/uploads/upload-service.js'
import { useDataStores } from './support.js'

describe('entries follow their upload, even across a death half way', () => {
  const data = useDataStores('strata-entries-follow-')

  const serviceWith = (search: SearchIndex) => new UploadService({ ...data.stores, search, queue: new InProcessJobQueue(), stagingRoot: data.dir, unpublishedUploadLimit: 10, uploadSizeLimitBytes: 1e9 })
  /** The search index, but its next insert fails as if the server died there. */
  const dyingIndex = (): SearchIndex => {
    let died = false
    return new Proxy(data.stores.search, {
      get(target, key, receiver) {
        if (key === 'index' && !died) {
          return async () => {
            died = true
            throw new Error('killed')
          }
        }
        const value = Reflect.get(target, key, receiver)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }

  async function processedUpload(uploadId: string) {
    const upload = { ...newUploadDoc({ uploadId, mainAuthor: 'u1', uploadName: uploadId, now: '2026-01-10T00:00:00.000Z' }), process_status: 'SUCCESS', upload_state: 'processed', entries: 1, processed_entries: 1 }
    const entry = { entry_id: `${uploadId}-entry`, upload_id: uploadId, mainfile: 'a.cif', process_status: 'SUCCESS', published: false, comment: 'before' }
    await data.stores.records.put(UPLOADS, uploadId, upload)
    await data.stores.records.put(ENTRIES, entry.entry_id, entry)
    await data.stores.records.put(ARCHIVES, entry.entry_id, { entry_id: entry.entry_id, upload_id: uploadId, archive: { metadata: { entry_id: entry.entry_id } } })
    await data.stores.search.index([{ entry_id: entry.entry_id, upload_id: uploadId, doc: entry }])
    return entry.entry_id
  }

  it('a publish cut off after the upload was written: the next start publishes the entries too', async () => {
    const entryId = await processedUpload('cut-publish')
    await expect(serviceWith(dyingIndex()).publish('cut-publish', 0)).rejects.toThrow('killed')
    expect(await data.stores.records.get(UPLOADS, 'cut-publish')).toMatchObject({ published: true })
    expect(await data.stores.search.get(entryId)).toBeUndefined()

    const restarted = serviceWith(data.stores.search)
    expect(await restarted.reindexOutdated()).toEqual(['cut-publish'])
    expect((await data.stores.search.get(entryId))?.doc).toMatchObject({ published: true })
    expect(await data.stores.records.get(ENTRIES, entryId)).toMatchObject({ published: true })
    expect(((await data.stores.records.get(ARCHIVES, entryId))?.archive as { metadata: object }).metadata).toMatchObject({ published: true })
    const upload = (await restarted.get('cut-publish'))!
    expect(upload.entries_outdated).toBeUndefined()
    expect(await restarted.reindexOutdated()).toEqual([])
  })

  it('an entry metadata edit cut off before the index: the next start indexes the edited comment', async () => {
    const entryId = await processedUpload('cut-edit')
    const upload = (await serviceWith(data.stores.search).get('cut-edit'))!
    await expect(serviceWith(dyingIndex()).editEntries(upload, new Map([[entryId, { comment: 'after' }]]))).rejects.toThrow('killed')
    expect(await serviceWith(data.stores.search).reindexOutdated()).toEqual(['cut-edit'])
    expect((await data.stores.search.get(entryId))?.doc).toMatchObject({ comment: 'after' })
  })

  it('an operation that ends normally leaves no mark, and clients never see one', async () => {
    await processedUpload('whole')
    const service = serviceWith(data.stores.search)
    const marked = await service.update('whole', (doc) => ({ ...doc, entries_outdated: 'x' }))
    expect(uploadResponseData(marked)).not.toHaveProperty('entries_outdated')
    await service.update('whole', ({ entries_outdated: _mark, ...doc }) => doc)
    const published = await service.publish('whole', 0)
    expect(published.entries_outdated).toBeUndefined()
    expect((await data.stores.records.get(UPLOADS, 'whole'))?.entries_outdated).toBeUndefined()
  })
})
