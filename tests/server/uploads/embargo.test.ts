import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InProcessJobQueue } from '../../../src/server/processing/job-queue.js'
import { openDataStores, type DataStores } from '../../../src/server/store/data-stores.js'
import { newUploadDoc, UPLOADS } from '../../../src/server/uploads/upload-doc.js'
import { UploadService } from '../../../src/server/uploads/upload-service.js'
import { removeDir, tempDir } from './support.js'

describe('embargo', () => {
  let dataDir: string
  let stores: DataStores
  beforeAll(async () => {
    dataDir = tempDir('strata-embargo-')
    stores = await openDataStores(dataDir)
  })
  afterAll(async () => {
    await stores?.close()
    removeDir(dataDir)
  })

  const serviceAt = (now: string) =>
    new UploadService({ ...stores, queue: new InProcessJobQueue(), stagingRoot: dataDir, unpublishedUploadLimit: 10, uploadSizeLimitBytes: 1e9, now: () => new Date(now) })

  it('ends by itself once its months have passed, making the upload public', async () => {
    const published = { ...newUploadDoc({ uploadId: 'embargoed', mainAuthor: 'u1', uploadName: 'e', now: '2025-01-10T00:00:00.000Z' }), published: true, publish_time: '2025-01-10T00:00:00.000Z', with_embargo: true, embargo_length: 3, upload_state: 'published.embargoed', entries: 1 }
    await stores.records.put(UPLOADS, 'embargoed', published)
    expect(await serviceAt('2025-04-09T23:59:00.000Z').get('embargoed')).toMatchObject({ with_embargo: true, upload_state: 'published.embargoed' })
    expect(await serviceAt('2025-04-10T00:00:00.000Z').get('embargoed')).toMatchObject({ with_embargo: false, embargo_length: 3, upload_state: 'published.public' })
    expect((await stores.records.get(UPLOADS, 'embargoed'))?.with_embargo).toBe(false)
  })
})
