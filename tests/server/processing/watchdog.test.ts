/**
 * The upload watchdog: a processing run that stops making progress (here a parse that never
 * answers) ends FAILURE with the reason, every entry settled, and the upload is free again.
 */
import { describe, expect, it } from 'vitest'
import { InProcessJobQueue } from '../../../src/server/processing/job-queue.js'
import { DEFAULT_PARSERS_MODULE, inlineExecutor, loadParsers, type ParseExecutor } from '../../../src/server/processing/parse-pool.js'
import { createUploadProcessor, PROCESS_UPLOAD_JOB } from '../../../src/server/processing/pipeline.js'
import { DEFAULT_UNPACK_LIMITS } from '../../../src/server/processing/unpack/unpack.js'
import { UploadService } from '../../../src/server/uploads/upload-service.js'
import { poscarOf, useDataStores } from '../uploads/support.js'

describe('the processing watchdog', () => {
  const data = useDataStores('strata-watchdog-')

  it('gives up a run that makes no progress: FAILURE with the reason, no entry left unfinished, the upload editable again', async () => {
    const queue = new InProcessJobQueue()
    const service = new UploadService({ ...data.stores, queue, stagingRoot: data.dir, unpublishedUploadLimit: 10, uploadSizeLimitBytes: 1e9, version: 'test' })
    const parsers = await loadParsers(DEFAULT_PARSERS_MODULE)
    const inline = inlineExecutor(parsers)
    let parsed = 0
    // The edge of this test: the third parse never answers (as a hung parse would not).
    const hanging: ParseExecutor = { ...inline, parallelism: 1, parse: (request, files) => (++parsed === 3 ? new Promise(() => undefined) : inline.parse(request, files)) }
    queue.register(PROCESS_UPLOAD_JOB, createUploadProcessor({ ...data.stores, uploads: service, executor: hanging, parsers, stagingRoot: data.dir, limits: DEFAULT_UNPACK_LIMITS, version: 'test', stallTimeoutMs: 1000 }))
    const upload = await service.create('author', { uploadName: 'hangs' })
    for (let i = 0; i < 6; i++) await data.stores.files.write(upload.upload_id, `c${i}/POSCAR`, new TextEncoder().encode(poscarOf('Cu', 3.6 + i / 100)))
    await service.requestProcessing(upload.upload_id)
    await queue.idle(upload.upload_id)

    const done = await service.require(upload.upload_id)
    expect(done).toMatchObject({ process_status: 'FAILURE', process_running: false, errors: ['Processing made no progress for 1 s and was given up'], entries: 6 })
    const entries = await service.entriesOf(upload.upload_id)
    expect(entries.filter((entry) => entry.process_status !== 'SUCCESS' && entry.process_status !== 'FAILURE')).toEqual([])
    expect(entries.find((entry) => entry.process_status === 'FAILURE')?.errors).toEqual(['Processing made no progress for 1 s and was given up'])
    expect(queue.busy(upload.upload_id)).toBe(false)

    const renamed = await service.update(upload.upload_id, (doc) => ({ ...doc, upload_name: 'renamed' }))
    expect(renamed.upload_name).toBe('renamed')
    await inline.close()
  }, 30000)
})
