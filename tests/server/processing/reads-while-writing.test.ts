/**
 * Parsing starts while an archive's members are still written to the raw folder. A parser that
 * reads another file of the same upload, by path or as the mainfile of an entry named by id,
 * must wait for that file instead of finding it missing.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { InProcessJobQueue } from '../../../src/server/processing/job-queue.js'
import { DEFAULT_PARSERS_MODULE, inlineExecutor, loadParsers } from '../../../src/server/processing/parse-pool.js'
import { createUploadProcessor, PROCESS_UPLOAD_JOB } from '../../../src/server/processing/pipeline.js'
import { DEFAULT_UNPACK_LIMITS } from '../../../src/server/processing/unpack/unpack.js'
import type { FileStore } from '../../../src/server/store/interfaces.js'
import { UploadService } from '../../../src/server/uploads/upload-service.js'
import { useDataStores, zipOf } from '../uploads/support.js'
import { SCHEMA } from './schemaUpload.js'

const SCHEMA_FILE = 'schema.archive.yaml'

describe('reads of a parser while the upload is written', () => {
  const opened = useDataStores('strata-reads-while-writing-')

  it('gives a sample the schema of the same zip, by entry id and by path, though the schema is written last', async () => {
    const { stores, dir } = opened
    // The schema's file takes its time to be written: the samples are parsed meanwhile.
    const files: FileStore = {
      ...stores.files,
      write: async (uploadId, path, data) => {
        if (path === SCHEMA_FILE) await new Promise((resolve) => setTimeout(resolve, 1500))
        return stores.files.write(uploadId, path, data)
      },
    }
    const parsers = await loadParsers(DEFAULT_PARSERS_MODULE)
    const queue = new InProcessJobQueue()
    const service = new UploadService({ ...stores, files, queue, stagingRoot: dir, unpublishedUploadLimit: 100, uploadSizeLimitBytes: 1e9, version: 'test' })
    queue.register(PROCESS_UPLOAD_JOB, createUploadProcessor({ ...stores, files, uploads: service, executor: inlineExecutor(parsers), parsers, stagingRoot: dir, limits: DEFAULT_UNPACK_LIMITS, version: 'test' }))
    const { upload_id: uploadId } = await service.create('author', { uploadName: 'reads while writing' })
    const sample = (mDef: string) => JSON.stringify({ data: { m_def: mDef, name: 'Sample', temperature: 500 } })
    const staged = join(dir, 'files.zip')
    writeFileSync(
      staged,
      await zipOf({
        [SCHEMA_FILE]: SCHEMA,
        'by-id.archive.json': sample(`../upload/archive/${entryIdOf(uploadId, SCHEMA_FILE)}#/definitions/section_definitions/Sample`),
        'by-path.archive.json': sample(`../upload/raw/${SCHEMA_FILE}#/definitions/section_definitions/Sample`),
      }),
    )
    await service.addFilesAndProcess(uploadId, [{ staged_path: staged, target_dir: '', file_name: 'files.zip' }])
    await queue.idle(uploadId)

    expect(await service.require(uploadId)).toMatchObject({ process_status: 'SUCCESS', entries: 3, failed_entries: 0 })
    const samples = (await service.entriesOf(uploadId)).filter((entry) => entry.mainfile !== SCHEMA_FILE)
    expect(samples.map((entry) => [entry.mainfile, entry.process_status, entry.entry_type])).toEqual(
      expect.arrayContaining([
        ['by-id.archive.json', 'SUCCESS', 'Sample'],
        ['by-path.archive.json', 'SUCCESS', 'Sample'],
      ]),
    )
  }, 60000)
})
