/**
 * Processing fills `entry_references` from the reference quantities of an archive, so that the
 * entry lists what it references and the referenced entry finds who references it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { createProcessedUpload, removeDir, startUploadsServer, tempDir, type UploadsServer } from '../uploads/support.js'

const SCHEMA = `definitions:
  sections:
    Chemical:
      base_sections: ['nomad.datamodel.data.EntryData']
      quantities:
        name:
          type: str
    Sample:
      base_sections: ['nomad.datamodel.data.EntryData']
      quantities:
        chemicals:
          type: '#/Chemical'
          shape: ['*']
      sub_sections:
        process:
          section:
            quantities:
              substrate:
                type: '#/Chemical'
`
const chemical = (name: string) => JSON.stringify({ data: { m_def: '../upload/raw/schema.archive.yaml#/definitions/section_definitions/0', name } })
const SAMPLE = JSON.stringify({
  data: {
    m_def: '../upload/raw/schema.archive.yaml#/definitions/section_definitions/1',
    chemicals: ['../upload/raw/water.archive.json#data', '../upload/archive/mainfile/salt.archive.json#/data'],
    process: { substrate: '../upload/raw/glass.archive.json#/data' },
  },
})

describe('entry references', () => {
  const dataDir = tempDir('strata-entry-references-')
  let server: UploadsServer
  let token: string
  let uploadId: string
  beforeAll(async () => {
    server = await startUploadsServer({ dataDir })
    token = await server.token('demo', 'demo-password')
    const upload = await createProcessedUpload(server, token, {
      'schema.archive.yaml': SCHEMA,
      'water.archive.json': chemical('water'),
      'salt.archive.json': chemical('salt'),
      'glass.archive.json': chemical('glass'),
      'sample.archive.json': SAMPLE,
    })
    expect(upload).toMatchObject({ process_status: 'SUCCESS', failed_entries: 0 })
    uploadId = upload.upload_id
  }, 120000)
  afterAll(async () => {
    await server?.close()
    removeDir(dataDir)
  })

  it("lists the entries a sample's reference quantities point to, with where they are", async () => {
    const sample = (await server.json(`/entries/${entryIdOf(uploadId, 'sample.archive.json')}`, { token })).body.data
    const references = sample.entry_references as Record<string, unknown>[]
    expect(references.map((r) => r.target_entry_id).sort()).toEqual(['glass', 'salt', 'water'].map((name) => entryIdOf(uploadId, `${name}.archive.json`)).sort())
    expect(references).toContainEqual(expect.objectContaining({
      source_path: 'data.chemicals',
      target_reference: '../upload/raw/water.archive.json#data',
      target_path: '/data',
      target_upload_id: uploadId,
      target_mainfile: 'water.archive.json',
    }))
    expect(references).toContainEqual(expect.objectContaining({ source_path: 'data.process.substrate', target_entry_id: entryIdOf(uploadId, 'glass.archive.json') }))
    const water = (await server.json(`/entries/${entryIdOf(uploadId, 'water.archive.json')}`, { token })).body.data
    expect(water.entry_references).toEqual([])
  })

  it('finds the referencing entry by entry_references.target_entry_id', async () => {
    const found = await server.json('/entries/query', {
      method: 'POST',
      token,
      body: JSON.stringify({ owner: 'user', query: { 'entry_references.target_entry_id': entryIdOf(uploadId, 'salt.archive.json') }, required: { include: ['mainfile'] } }),
    })
    expect(found.body.data.map((entry: { mainfile: string }) => entry.mainfile)).toEqual(['sample.archive.json'])
  })
})
