import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InProcessJobQueue } from '../../../src/server/processing/job-queue.js'
import { ENTRIES, newUploadDoc, UPLOADS } from '../../../src/server/uploads/upload-doc.js'
import { UploadService } from '../../../src/server/uploads/upload-service.js'
import { CIF_NACL, createProcessedUpload, openRecordStore, startUploadsServer, type UploadsServer, useDataStores } from './support.js'

describe('embargo', () => {
  const data = useDataStores('strata-embargo-')

  const serviceAt = (now: string) =>
    new UploadService({ ...data.stores, queue: new InProcessJobQueue(), stagingRoot: data.dir, unpublishedUploadLimit: 10, uploadSizeLimitBytes: 1e9, now: () => new Date(now) })

  it('ends by itself once its months have passed, making the upload public', async () => {
    const published = { ...newUploadDoc({ uploadId: 'embargoed', mainAuthor: 'u1', uploadName: 'e', now: '2025-01-10T00:00:00.000Z' }), published: true, publish_time: '2025-01-10T00:00:00.000Z', with_embargo: true, embargo_length: 3, upload_state: 'published.embargoed', entries: 1 }
    await data.stores.records.put(UPLOADS, 'embargoed', published)
    expect(await serviceAt('2025-04-09T23:59:00.000Z').get('embargoed')).toMatchObject({ with_embargo: true, upload_state: 'published.embargoed' })
    expect(await serviceAt('2025-04-10T00:00:00.000Z').get('embargoed')).toMatchObject({ with_embargo: false, embargo_length: 3, upload_state: 'published.public' })
    expect((await data.stores.records.get(UPLOADS, 'embargoed'))?.with_embargo).toBe(false)
  })

  it('is lifted by the sweep once expired, with its entries re-indexed as public', async () => {
    const upload = { ...newUploadDoc({ uploadId: 'swept', mainAuthor: 'u1', uploadName: 's', now: '2025-01-10T00:00:00.000Z' }), published: true, publish_time: '2025-01-10T00:00:00.000Z', with_embargo: true, embargo_length: 1, upload_state: 'published.embargoed', entries: 1 }
    await data.stores.records.put(UPLOADS, 'swept', upload)
    await data.stores.records.put(ENTRIES, 'swept-entry', { entry_id: 'swept-entry', upload_id: 'swept', mainfile: 'a.cif', process_status: 'SUCCESS', published: true, with_embargo: true })
    expect(await serviceAt('2025-02-09T00:00:00.000Z').liftExpiredEmbargoes()).toEqual([])
    expect(await serviceAt('2025-02-10T00:00:00.000Z').liftExpiredEmbargoes()).toEqual(['swept'])
    expect(await data.stores.records.get(UPLOADS, 'swept')).toMatchObject({ with_embargo: false, upload_state: 'published.public' })
    expect((await data.stores.search.get('swept-entry'))?.doc).toMatchObject({ with_embargo: false, published: true })
  })
})

describe('the embargo sweep of a running server', () => {
  let server: UploadsServer
  let shift = 0
  beforeAll(async () => {
    server = await startUploadsServer({ uploadClock: { now: () => new Date(Date.now() + shift), embargoSweepIntervalMs: 100 } })
  })
  afterAll(() => server?.stop())

  const publicHits = async (uploadId: string) =>
    (await server.json('/entries/query', { method: 'POST', body: JSON.stringify({ owner: 'public', query: { upload_id: uploadId }, pagination: { page_size: 0 } }) })).body.pagination.total

  it('lifts an expired embargo by itself, so search shows the entries without anybody opening the upload', async () => {
    const token = await server.token('demo', 'demo-password')
    const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL })
    const published = await server.json(`/uploads/${upload.upload_id}/action/publish?embargo_length=1`, { method: 'POST', token })
    expect(published.body.data).toMatchObject({ with_embargo: true, embargo_length: 1 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await publicHits(upload.upload_id)).toBe(0)

    shift = 32 * 24 * 3600 * 1000
    const started = Date.now()
    while ((await publicHits(upload.upload_id)) === 0) {
      if (Date.now() - started > 10000) throw new Error('the embargo was not lifted by the sweep')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const store = await openRecordStore(server.dataDir)
    try {
      expect(await store.get(UPLOADS, upload.upload_id)).toMatchObject({ with_embargo: false, embargo_length: 1, upload_state: 'published.public' })
    } finally {
      await store.close()
    }
  }, 60000)
})
