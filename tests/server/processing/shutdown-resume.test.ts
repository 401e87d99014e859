/**
 * A server shut down while an upload processes leaves the upload to be processed again: after
 * the restart it ends SUCCESS with all its entries, none left PENDING, all searchable.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { poscarOf, removeDir, startUploadsServer, tempDir, zipOf, type UploadsServer } from '../uploads/support.js'

describe('shutdown during processing', () => {
  const dataDir = tempDir('strata-shutdown-')
  let server: UploadsServer | undefined
  afterAll(async () => {
    await server?.close()
    removeDir(dataDir)
  })

  it('resumes the upload on the next start instead of failing it', async () => {
    server = await startUploadsServer({ dataDir })
    let token = await server.token('demo', 'demo-password')
    const files: Record<string, string> = {}
    for (let i = 0; i < 200; i++) files[`c${i}/POSCAR`] = poscarOf(['Cu', 'Al', 'Ni'][i % 3], 3.5 + i / 1000)
    const uploadId = (await server.json('/uploads?file_name=many.zip', { method: 'POST', token, body: await zipOf(files) })).body.upload_id as string
    for (;;) {
      const { body } = await server.json(`/uploads/${uploadId}`, { token })
      if (body.data.processed_entries > 0) break
      if (!body.data.process_running) throw new Error(`processing ended before the shutdown: ${JSON.stringify(body.data)}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await server.close()

    server = await startUploadsServer({ dataDir })
    token = await server.token('demo', 'demo-password')
    const done = await server.waitProcessed(uploadId, token, 120000)
    expect(done).toMatchObject({ process_status: 'SUCCESS', entries: 200, failed_entries: 0, errors: [] })
    const listed = (await server.json(`/uploads/${uploadId}/entries?page_size=1000`, { token })).body
    expect(listed.processing_successful).toBe(200)
    const search = await server.json('/entries/query', { method: 'POST', token, body: JSON.stringify({ owner: 'user', query: { upload_id: uploadId }, pagination: { page_size: 0 } }) })
    expect(search.body.pagination.total).toBe(200)
  }, 180000)
})
