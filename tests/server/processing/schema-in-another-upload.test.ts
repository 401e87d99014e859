/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read field by field */
/**
 * An ELN entry whose schema lives in another upload (`../uploads/{upload_id}/raw/{path}#...`):
 * resolved when the uploader may view that upload, an ERROR on the entry when not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { createProcessedUpload, type UploadsServer } from '../uploads/support.js'
import { entriesOf as entriesOfUpload, startWithSchemaUpload } from './schemaUpload.js'

const sampleUsing = (mDef: string) => JSON.stringify({ data: { m_def: mDef, name: 'Borrowed schema sample', temperature: 500 } })

describe('a data section whose definition is in another upload', () => {
  let server: UploadsServer
  let demo: string
  let reviewer: string
  let schemaUploadId: string
  beforeAll(async () => void ({ server, demo, reviewer, schemaUploadId } = await startWithSchemaUpload()), 60000)
  afterAll(() => server?.stop())

  const entriesOf = async (uploadId: string, token: string) => (await entriesOfUpload(server, uploadId, token)) as any[]

  it('resolves the schema by index and by name, typed and qualified as NOMAD does', async () => {
    const upload = await createProcessedUpload(server, demo, {
      'by-index.archive.json': sampleUsing(`../uploads/${schemaUploadId}/raw/schemas/furnace.archive.yaml#/definitions/sections/0`),
      'by-name.archive.json': sampleUsing(`../uploads/${schemaUploadId}/raw/schemas/furnace.archive.yaml#/definitions/sections/Sample`),
    })
    expect(upload.process_status).toBe('SUCCESS')
    const entries = await entriesOf(upload.upload_id, demo)
    expect(entries.map((entry) => entry.process_status)).toEqual(['SUCCESS', 'SUCCESS'])
    const qualifiedName = `entry_id:${entryIdOf(schemaUploadId, 'schemas/furnace.archive.yaml')}.Sample`
    for (const entry of entries) {
      expect(entry.entry_metadata).toMatchObject({ entry_type: 'Sample', entry_name: 'Borrowed schema sample', section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: qualifiedName, used_directly: true })]) })
    }
  }, 60000)

  it('fails the entry with a clear ERROR when the uploader may not see the schema\'s upload, and resolves it once they may', async () => {
    const mDef = `../uploads/${schemaUploadId}/raw/schemas/furnace.archive.yaml#/definitions/sections/Sample`
    const upload = await createProcessedUpload(server, reviewer, { 'sample.archive.json': sampleUsing(mDef) })
    const [entry] = await entriesOf(upload.upload_id, reviewer)
    expect(entry.process_status).toBe('FAILURE')
    expect(entry.entry_metadata.entry_type).toBeUndefined()
    const logs = await server.json(`/entries/${entry.entry_id}/archive/query`, { method: 'POST', token: reviewer, body: JSON.stringify({ required: { processing_logs: '*' } }) })
    const errors = (logs.body.data.archive.processing_logs as any[]).filter((line) => line.level === 'ERROR')
    expect(errors).toHaveLength(1)
    expect(errors[0].exception).toContain(`sample.archive.json: the data section's definition '${mDef}' cannot be read: the upload ${schemaUploadId} does not exist or is not visible to the uploader`)

    const me = await server.json('/users/me', { token: reviewer })
    const edited = await server.json(`/uploads/${schemaUploadId}/edit`, { method: 'POST', token: demo, body: JSON.stringify({ metadata: { reviewers: [me.body.user_id] } }) })
    expect(edited.status).toBe(200)
    await server.json(`/uploads/${upload.upload_id}/action/process`, { method: 'POST', token: reviewer })
    expect((await server.waitProcessed(upload.upload_id, reviewer)).process_status).toBe('SUCCESS')
    const [reprocessed] = await entriesOf(upload.upload_id, reviewer)
    expect(reprocessed).toMatchObject({ process_status: 'SUCCESS', entry_metadata: { entry_type: 'Sample' } })
  }, 60000)

  it('names a missing file of a visible upload', async () => {
    const upload = await createProcessedUpload(server, demo, { 'lost.archive.json': sampleUsing(`../uploads/${schemaUploadId}/raw/schemas/gone.archive.yaml#/definitions/sections/Sample`) })
    const [entry] = await entriesOf(upload.upload_id, demo)
    expect(entry.process_status).toBe('FAILURE')
    const logs = await server.json(`/entries/${entry.entry_id}/archive/query`, { method: 'POST', token: demo, body: JSON.stringify({ required: { processing_logs: '*' } }) })
    expect(JSON.stringify(logs.body.data.archive.processing_logs)).toContain(`the upload ${schemaUploadId} has no file schemas/gone.archive.yaml`)
  }, 60000)
})
