/**
 * Stopping the server (SIGTERM) while a parse runs for a long time stops it at once instead of
 * waiting for the parse, and leaves the upload to be processed again after the restart.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createProcessing } from '../../../src/server/processing/setup.js'
import { openDataStores } from '../../../src/server/store/data-stores.js'

const BLOCKING_PARSERS = new URL('./fixtures/blocking-parsers.ts', import.meta.url).href

describe('shutdown during a long parse', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'strata-long-parse-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('closes while the parse worker is still busy and keeps the upload for the next start', async () => {
    const stores = await openDataStores(dataDir)
    const processing = await createProcessing({ stores, dataDir, unpublishedUploadLimit: 10, uploadSizeLimitBytes: 1e9, version: 'Strata test', parsersModule: BLOCKING_PARSERS, workers: 1 })
    const upload = await processing.service.create('u-demo', { uploadName: 'huge structure' })
    const staged = join(dataDir, 'huge.block')
    writeFileSync(staged, 'a structure that takes hours to parse')
    await processing.service.addFilesAndProcess(upload.upload_id, [{ staged_path: staged, target_dir: '', file_name: 'huge.block' }])
    for (;;) {
      const doc = await processing.service.get(upload.upload_id)
      if (doc?.last_status_message === 'Processing entries: 0/1') break
      if (!doc?.process_running) throw new Error(`processing ended before the shutdown: ${JSON.stringify(doc)}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }

    await processing.close()
    await stores.close()

    const reopened = await openDataStores(dataDir)
    const stored = await reopened.records.get('uploads', upload.upload_id)
    await reopened.close()
    expect(stored).toMatchObject({ process_running: true, errors: [] })
  }, 60000)
})
