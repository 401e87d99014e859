/**
 * A processing run that is stopped or fails half-way leaves no entry PENDING or RUNNING: the
 * unfinished ones end FAILURE with the reason and an ERROR log line, and the entries table, the
 * upload's counts and search agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { InProcessJobQueue } from '../../../src/server/processing/job-queue.js'
import { DEFAULT_PARSERS_MODULE, inlineExecutor, loadParsers, type ParseExecutor } from '../../../src/server/processing/parse-pool.js'
import { createUploadProcessor, PROCESS_UPLOAD_JOB } from '../../../src/server/processing/pipeline.js'
import { DEFAULT_UNPACK_LIMITS } from '../../../src/server/processing/unpack/unpack.js'
import { openDataStores, type DataStores } from '../../../src/server/store/data-stores.js'
import { ARCHIVES, ENTRIES, newUploadDoc, UPLOADS } from '../../../src/server/uploads/upload-doc.js'
import { UploadService } from '../../../src/server/uploads/upload-service.js'
import { poscarOf, removeDir, startUploadsServer, tempDir, zipOf, type UploadsServer } from '../uploads/support.js'

const unfinished = (entries: { process_status: string }[]) => entries.filter((entry) => entry.process_status !== 'SUCCESS' && entry.process_status !== 'FAILURE')

describe('stopping processing over HTTP', () => {
  let server: UploadsServer
  beforeAll(async () => {
    server = await startUploadsServer()
  })
  afterAll(() => server?.stop())

  it('ends with every entry SUCCESS or FAILURE, counts that match the entries table, and all of them searchable', async () => {
    const token = await server.token('demo', 'demo-password')
    const files: Record<string, string> = {}
    for (let i = 0; i < 400; i++) files[`s${i}/POSCAR`] = poscarOf(['Cu', 'Al', 'Ni'][i % 3], 3.5 + i / 1000)
    const created = await server.json('/uploads?file_name=many.zip', { method: 'POST', token, body: await zipOf(files) })
    const uploadId = created.body.upload_id as string
    for (;;) {
      const { body } = await server.json(`/uploads/${uploadId}`, { token })
      if (body.data.processed_entries > 0) break
      if (!body.data.process_running) throw new Error(`processing ended before the stop: ${JSON.stringify(body.data)}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const stopped = await server.json(`/uploads/${uploadId}/action/stop`, { method: 'POST', token })
    expect(stopped.body.data).toMatchObject({ process_status: 'FAILURE', process_running: false, errors: ['Process stopped'] })

    const listed = (await server.json(`/uploads/${uploadId}/entries?page_size=1000`, { token })).body
    expect(listed.pagination.total).toBe(400)
    expect(unfinished(listed.data)).toEqual([])
    expect(listed.processing_failed).toBeGreaterThan(0)
    expect(listed.processing_successful + listed.processing_failed).toBe(400)
    expect(stopped.body.data).toMatchObject({ entries: 400, processed_entries: 400, failed_entries: listed.processing_failed })
    const failed = listed.data.find((entry: { process_status: string }) => entry.process_status === 'FAILURE')
    expect(failed.errors).toEqual(['Process stopped'])

    const search = await server.json('/entries/query', { method: 'POST', token, body: JSON.stringify({ owner: 'user', query: { upload_id: uploadId }, pagination: { page_size: 0 } }) })
    expect(search.body.pagination.total).toBe(400)
  }, 120000)
})

describe('settling entries without HTTP', () => {
  let dataDir: string
  let stores: DataStores
  beforeAll(async () => {
    dataDir = tempDir('strata-settle-')
    stores = await openDataStores(dataDir)
  })
  afterAll(async () => {
    await stores?.close()
    removeDir(dataDir)
  })

  const serviceWith = (queue = new InProcessJobQueue()) => new UploadService({ ...stores, queue, stagingRoot: dataDir, unpublishedUploadLimit: 10, uploadSizeLimitBytes: 1e9, version: 'test' })

  it('fails an upload whose parsing breaks down half-way with every entry settled and indexed', async () => {
    const queue = new InProcessJobQueue()
    const service = serviceWith(queue)
    const parsers = await loadParsers(DEFAULT_PARSERS_MODULE)
    const inline = inlineExecutor(parsers)
    let parsed = 0
    const breaking: ParseExecutor = {
      ...inline,
      parallelism: 1,
      parse: async (request, files) => {
        if (++parsed > 5) throw new Error('the parse workers went away')
        return inline.parse(request, files)
      },
    }
    queue.register(PROCESS_UPLOAD_JOB, createUploadProcessor({ ...stores, uploads: service, executor: breaking, parsers, stagingRoot: dataDir, limits: DEFAULT_UNPACK_LIMITS, version: 'test', batchSize: 2 }))
    const upload = await service.create('author', { uploadName: 'breaks' })
    for (let i = 0; i < 12; i++) await stores.files.write(upload.upload_id, `c${i}/POSCAR`, new TextEncoder().encode(poscarOf('Cu', 3.6 + i / 100)))
    await service.requestProcessing(upload.upload_id)
    await queue.idle(upload.upload_id)

    const done = await service.require(upload.upload_id)
    expect(done).toMatchObject({ process_status: 'FAILURE', process_running: false, errors: ['the parse workers went away'], entries: 12, processed_entries: 12 })
    const entries = await service.entriesOf(upload.upload_id)
    expect(unfinished(entries as never)).toEqual([])
    expect(entries.filter((entry) => entry.process_status === 'SUCCESS')).toHaveLength(5)
    expect(done.failed_entries).toBe(7)
    const settled = entries.find((entry) => entry.process_status === 'FAILURE')!
    expect(settled.errors).toEqual(['the parse workers went away'])
    const archive = (await stores.records.get(ARCHIVES, settled.entry_id as string)) as { archive: { processing_logs: { level: string; exception?: string }[] } }
    expect(archive.archive.processing_logs).toEqual([expect.objectContaining({ level: 'ERROR', exception: 'the parse workers went away' })])
    for (const entry of entries) expect((await stores.search.get(entry.entry_id as string))?.doc.process_status).toBe(entry.process_status)
    await inline.close()
  })

  it('settles the entries a run cut off by a restart left PENDING when the waiting job is stopped', async () => {
    const service = serviceWith()
    const upload = { ...newUploadDoc({ uploadId: 'cut-off', mainAuthor: 'author', uploadName: 'cut off', now: new Date().toISOString() }), process_running: true, process_status: 'PENDING', upload_state: 'processing', entries: 2 }
    await stores.records.put(UPLOADS, upload.upload_id, upload)
    for (const mainfile of ['a/POSCAR', 'b/POSCAR']) {
      const entryId = entryIdOf(upload.upload_id, mainfile)
      await stores.records.put(ENTRIES, entryId, { entry_id: entryId, upload_id: upload.upload_id, mainfile, parser_name: 'parsers/poscar', process_status: 'PENDING', process_running: true })
    }
    const stopped = await service.stop(upload.upload_id)
    expect(stopped).toMatchObject({ process_status: 'FAILURE', errors: ['Process stopped'], entries: 2, failed_entries: 2 })
    const entries = await service.entriesOf(upload.upload_id)
    expect(entries.map((entry) => [entry.process_status, entry.errors])).toEqual([
      ['FAILURE', ['Process stopped']],
      ['FAILURE', ['Process stopped']],
    ])
    for (const entry of entries) expect(await stores.search.get(entry.entry_id as string)).toBeDefined()
  })
})
