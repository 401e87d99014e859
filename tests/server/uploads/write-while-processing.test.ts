/**
 * The GUI's archive write (Create from schema, create reference) right after an upload started processing:
 * the server refuses file changes while it processes, so the client waits for the end and writes then.
 */
import { describe, expect, it } from 'vitest'
import { ApiClient } from '../../../src/engine/api/client.js'
import { putRawArchive, UPLOAD_PROCESSING_MESSAGE } from '../../../src/renderers/files/rawFiles.js'
import { poscarOf, useDemoServer, zipOf } from './support.js'

describe('an archive written while the upload processes', () => {
  const session = useDemoServer()

  it('waits for the processing to end, then is written and processed', async () => {
    const { server, token } = session
    const files = Object.fromEntries(Array.from({ length: 150 }, (_, index) => [`cells/Cu-${index}.POSCAR`, poscarOf('Cu', 3.5 + index / 1000)]))
    const created = await server.json('/uploads?file_name=cells.zip', { method: 'POST', token, body: await zipOf(files) })
    const uploadId = created.body.upload_id
    const sample = { data: { m_def: 'nomad.datamodel.metainfo.eln.ElnBaseSection', name: 'written during processing' } }

    const direct = await server.json(`/uploads/${uploadId}/raw/?file_name=direct.archive.json`, { method: 'PUT', token, body: JSON.stringify(sample) })
    expect(direct.body.detail).toBe(UPLOAD_PROCESSING_MESSAGE)

    const client = new ApiClient({ baseUrl: server.apiUrl, getToken: () => token })
    const written = await putRawArchive(client, uploadId, 'sample.archive.json', sample)
    expect(written.process_status).toBe('SUCCESS')
    const upload = await server.waitProcessed(uploadId, token)
    expect(upload.entries).toBe(151)
  }, 120000)
})
