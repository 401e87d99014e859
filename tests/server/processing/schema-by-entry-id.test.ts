/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read field by field */
/**
 * An ELN entry whose schema is named by entry id, NOMAD's archive form
 * (`../uploads/{upload_id}/archive/{entry_id}#...` and `../upload/archive/{entry_id}#...`): resolved
 * from that entry's mainfile when the uploader may view its upload, an ERROR on the entry when not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { createProcessedUpload, zipOf, type UploadsServer } from '../uploads/support.js'
import { entriesOf as entriesOfUpload, SCHEMA, SCHEMA_PATH, startWithSchemaUpload } from './schemaUpload.js'


const sampleUsing = (mDef: string) => JSON.stringify({ data: { m_def: mDef, name: 'Sample by entry id', temperature: 500 } })

describe('a data section whose definition is named by entry id', () => {
  let server: UploadsServer
  let demo: string
  let reviewer: string
  let schemaUploadId: string
  let schemaEntryId: string
  beforeAll(async () => {
    ;({ server, demo, reviewer, schemaUploadId } = await startWithSchemaUpload())
    schemaEntryId = entryIdOf(schemaUploadId, SCHEMA_PATH)
  }, 60000)
  afterAll(() => server?.stop())

  const entriesOf = async (uploadId: string, token: string) => (await entriesOfUpload(server, uploadId, token)) as any[]
  const errorsOf = async (entryId: string, token: string) => {
    const logs = await server.json(`/entries/${entryId}/archive/query`, { method: 'POST', token, body: JSON.stringify({ required: { processing_logs: '*' } }) })
    return (logs.body.data.archive.processing_logs as any[]).filter((line) => line.level === 'ERROR')
  }

  it('resolves a schema entry of another upload by index and by name, typed and qualified as the raw form', async () => {
    const upload = await createProcessedUpload(server, demo, {
      'by-index.archive.json': sampleUsing(`../uploads/${schemaUploadId}/archive/${schemaEntryId}#/definitions/section_definitions/0`),
      'by-name.archive.json': sampleUsing(`../uploads/${schemaUploadId}/archive/${schemaEntryId}#/definitions/section_definitions/Sample`),
      'by-raw-path.archive.json': sampleUsing(`../uploads/${schemaUploadId}/raw/${SCHEMA_PATH}#/definitions/section_definitions/0`),
    })
    expect(upload.process_status).toBe('SUCCESS')
    const entries = await entriesOf(upload.upload_id, demo)
    expect(entries.map((entry) => entry.process_status)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS'])
    for (const entry of entries) {
      expect(entry.entry_metadata).toMatchObject({
        entry_type: 'Sample',
        entry_name: 'Sample by entry id',
        section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: `entry_id:${schemaEntryId}.Sample`, used_directly: true })]),
      })
    }
  }, 60000)

  it('resolves a schema entry of the same upload (../upload/archive/{entry_id})', async () => {
    const upload = await createProcessedUpload(server, demo, { 'schema.archive.yaml': SCHEMA }, 'same upload')
    const ownSchemaEntryId = entryIdOf(upload.upload_id, 'schema.archive.yaml')
    const put = await server.json(`/uploads/${upload.upload_id}/raw/?file_name=sample.archive.json`, {
      method: 'PUT',
      token: demo,
      body: sampleUsing(`../upload/archive/${ownSchemaEntryId}#/definitions/section_definitions/Sample`),
    })
    expect(put.status).toBe(200)
    expect((await server.waitProcessed(upload.upload_id, demo)).process_status).toBe('SUCCESS')
    const sample = (await entriesOf(upload.upload_id, demo)).find((entry) => entry.mainfile === 'sample.archive.json')
    expect(sample).toMatchObject({
      process_status: 'SUCCESS',
      entry_metadata: { entry_type: 'Sample', section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: `entry_id:${ownSchemaEntryId}.Sample` })]) },
    })
  }, 60000)

  it('resolves a schema entry processed in the same run as the data that names it', async () => {
    const created = await server.json('/uploads?upload_name=one%20run', { method: 'POST', token: demo })
    const uploadId = created.body.upload_id as string
    await server.waitProcessed(uploadId, demo)
    const ownSchemaEntryId = entryIdOf(uploadId, SCHEMA_PATH)
    const files = { [SCHEMA_PATH]: SCHEMA, 'sample.archive.json': sampleUsing(`../upload/archive/${ownSchemaEntryId}#/definitions/section_definitions/0`) }
    const put = await server.json(`/uploads/${uploadId}/raw/?file_name=both.zip`, { method: 'PUT', token: demo, body: await zipOf(files) })
    expect(put.status).toBe(200)
    expect((await server.waitProcessed(uploadId, demo)).process_status).toBe('SUCCESS')
    const sample = (await entriesOf(uploadId, demo)).find((entry) => entry.mainfile === 'sample.archive.json')
    expect(sample).toMatchObject({ process_status: 'SUCCESS', entry_metadata: { entry_type: 'Sample', section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: `entry_id:${ownSchemaEntryId}.Sample` })]) } })
  }, 60000)

  it('fails the entry with a clear ERROR while the uploader may not see the schema\'s upload, and resolves it once they may', async () => {
    const mDef = `../uploads/${schemaUploadId}/archive/${schemaEntryId}#/definitions/section_definitions/0`
    const upload = await createProcessedUpload(server, reviewer, { 'sample.archive.json': sampleUsing(mDef) })
    const [entry] = await entriesOf(upload.upload_id, reviewer)
    expect(entry.process_status).toBe('FAILURE')
    expect(entry.entry_metadata.entry_type).toBeUndefined()
    const errors = await errorsOf(entry.entry_id, reviewer)
    expect(errors).toHaveLength(1)
    expect(errors[0].exception).toContain(
      `sample.archive.json: the data section's definition '${mDef}' cannot be read: the entry ${schemaEntryId} of the upload ${schemaUploadId} does not exist or is not visible to the uploader`,
    )

    const me = await server.json('/users/me', { token: reviewer })
    const edited = await server.json(`/uploads/${schemaUploadId}/edit`, { method: 'POST', token: demo, body: JSON.stringify({ metadata: { reviewers: [me.body.user_id] } }) })
    expect(edited.status).toBe(200)
    await server.json(`/uploads/${upload.upload_id}/action/process`, { method: 'POST', token: reviewer })
    expect((await server.waitProcessed(upload.upload_id, reviewer)).process_status).toBe('SUCCESS')
    const [reprocessed] = await entriesOf(upload.upload_id, reviewer)
    expect(reprocessed).toMatchObject({ process_status: 'SUCCESS', entry_metadata: { entry_type: 'Sample', section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: `entry_id:${schemaEntryId}.Sample` })]) } })
  }, 60000)

  it('words an unknown entry, or one that is not in the named upload, like a hidden one', async () => {
    const unknown = `../uploads/${schemaUploadId}/archive/no_such_entry_id#/definitions/section_definitions/0`
    const wrongUpload = `../uploads/${schemaUploadId}/archive/${entryIdOf('another_upload', SCHEMA_PATH)}#/definitions/section_definitions/0`
    const upload = await createProcessedUpload(server, demo, { 'unknown.archive.json': sampleUsing(unknown), 'wrong-upload.archive.json': sampleUsing(wrongUpload) })
    const entries = await entriesOf(upload.upload_id, demo)
    expect(entries.map((entry) => entry.process_status)).toEqual(['FAILURE', 'FAILURE'])
    const byMainfile = Object.fromEntries(await Promise.all(entries.map(async (entry) => [entry.mainfile, (await errorsOf(entry.entry_id, demo))[0]?.exception])))
    expect(byMainfile['unknown.archive.json']).toContain(`'${unknown}' cannot be read: the entry no_such_entry_id of the upload ${schemaUploadId} does not exist or is not visible to the uploader`)
    expect(byMainfile['wrong-upload.archive.json']).toContain(`the entry ${entryIdOf('another_upload', SCHEMA_PATH)} of the upload ${schemaUploadId} does not exist or is not visible to the uploader`)
  }, 60000)
})
