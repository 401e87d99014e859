/**
 * A large upload's documents are not kept in memory until its entries are indexed: they are read
 * back from the record store page by page. Search must show the same as for a small upload: every
 * entry once, as stored, and all of them only when the processing has ended.
 */
import { describe, expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { InProcessJobQueue } from '../../../src/server/processing/job-queue.js'
import { DEFAULT_PARSERS_MODULE, inlineExecutor, loadParsers, type ParseExecutor } from '../../../src/server/processing/parse-pool.js'
import { createUploadProcessor, PROCESS_UPLOAD_JOB } from '../../../src/server/processing/pipeline.js'
import { DEFAULT_UNPACK_LIMITS } from '../../../src/server/processing/unpack/unpack.js'
import { UploadService } from '../../../src/server/uploads/upload-service.js'
import { poscarOf, useDataStores } from '../uploads/support.js'

const FILES = 12
const mainfiles = Array.from({ length: FILES }, (_, i) => `s${i}/POSCAR`)

describe('indexing the entries of an upload larger than the documents a run keeps', () => {
  const opened = useDataStores('strata-read-back-')

  it('shows every entry once, only when processing has ended, and again after reprocessing', async () => {
    const { stores, dir } = opened
    const parsers = await loadParsers(DEFAULT_PARSERS_MODULE)
    const inline = inlineExecutor(parsers)
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    let parsed = 0
    // The last file waits until the test has looked at search half-way.
    const gated: ParseExecutor = { ...inline, parse: async (request, files) => ((++parsed === FILES ? await gate : undefined), inline.parse(request, files)) }
    const queue = new InProcessJobQueue()
    const service = new UploadService({ ...stores, queue, stagingRoot: dir, unpublishedUploadLimit: 100, uploadSizeLimitBytes: 1e9, version: 'test' })
    queue.register(PROCESS_UPLOAD_JOB, createUploadProcessor({ ...stores, uploads: service, executor: gated, parsers, stagingRoot: dir, limits: DEFAULT_UNPACK_LIMITS, version: 'test', batchSize: 2, keptForIndex: 4 }))
    const { upload_id: uploadId } = await service.create('author', { uploadName: 'read back' })
    for (const [i, mainfile] of mainfiles.entries()) await stores.files.write(uploadId, mainfile, new TextEncoder().encode(poscarOf(['Cu', 'Ni', 'Fe'][i % 3], 3.6 + i / 100)))
    const indexed = async () => (await Promise.all(mainfiles.map((mainfile) => stores.search.get(entryIdOf(uploadId, mainfile))))).filter((hit) => hit !== undefined)

    await service.requestProcessing(uploadId)
    for (let waited = 0; (await service.entriesOf(uploadId)).filter((entry) => entry.process_status === 'SUCCESS').length < FILES - 2; waited++) {
      if (waited > 4000) throw new Error('processing did not get half-way')
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(await indexed()).toEqual([])
    open()
    await queue.idle(uploadId)
    expect(await service.require(uploadId)).toMatchObject({ process_status: 'SUCCESS', entries: FILES, failed_entries: 0 })
    const hits = await indexed()
    expect(hits.map((hit) => hit!.doc.mainfile).sort()).toEqual([...mainfiles].sort())
    const stored = await service.entriesOf(uploadId)
    for (const hit of hits) expect(hit!.doc).toEqual(stored.find((entry) => entry.entry_id === hit!.entry_id))

    const before = (await stores.search.statistics()).n_entries
    await service.requestProcessing(uploadId)
    await queue.idle(uploadId)
    expect(await service.require(uploadId)).toMatchObject({ process_status: 'SUCCESS', entries: FILES })
    expect((await stores.search.statistics()).n_entries).toBe(before)
    expect((await indexed()).map((hit) => hit!.doc.process_status)).toEqual(Array(FILES).fill('SUCCESS'))
    await inline.close()
  })
})
