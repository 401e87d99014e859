/** The section-select dialog's requests against a real server: entries of a type, suggestions and sections below data. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../../../src/engine/api/client.js'
import { fetchSuggestions } from '../../../../src/engine/api/suggestions.js'
import { loadMatchingSections } from '../../../../src/renderers/archive/eln/entrySections.js'
import { SECTION_SELECT_SUGGESTIONS, sectionSelectRequest, suggestionOptions } from '../../../../src/renderers/archive/eln/sectionSelectQuery.js'
import { createProcessedUpload, startUploadsServer, type UploadsServer } from '../../../server/uploads/support.js'

const SCHEMA = `definitions:
  name: lab
  sections:
    Sample:
      base_sections: ['nomad.datamodel.data.EntryData']
      quantities:
        name: {type: str}
    Batch:
      base_sections: ['nomad.datamodel.data.EntryData']
      quantities:
        name: {type: str}
      sub_sections:
        samples: {repeats: true, section: '#/Sample'}
`
const data = (section: number, content: Record<string, unknown>) => JSON.stringify({ data: { m_def: `../upload/raw/schema.archive.yaml#/definitions/section_definitions/${section}`, ...content } })

describe('the section-select dialog against the server', () => {
  let server: UploadsServer
  let api: ApiClient
  let uploadId: string
  let schemaEntry: string
  const entryOf = async (mainfile: string) => (await api.post<{ data: { entry_id: string }[] }>('entries/query', { owner: 'user', query: { mainfile, upload_id: uploadId } })).data[0].entry_id

  beforeAll(async () => {
    server = await startUploadsServer()
    const token = await server.token('demo', 'demo-password')
    api = new ApiClient({ baseUrl: server.apiUrl, getToken: () => token })
    const upload = await createProcessedUpload(server, token, {
      'schema.archive.yaml': SCHEMA,
      'sample.archive.json': data(0, { name: 'ITO-001' }),
      'batch.archive.json': data(1, { name: 'batch 7', samples: [{ name: 'AZO-001' }, { name: 'ZnO-002' }] }),
    })
    uploadId = upload.upload_id
    schemaEntry = await entryOf('schema.archive.yaml')
  }, 120000)
  afterAll(() => server?.stop())

  it('finds the entries holding a Sample, with the entry type that tells whether data is one', async () => {
    const body = sectionSelectRequest({ mode: 'all', published: true, unpublished: true, text: '' }, { sectionType: `entry_id:${schemaEntry}.Sample`, userId: undefined, uploadId })
    const answer = await api.post<{ data: { mainfile: string; entry_type?: string }[]; pagination: { total: number } }>('entries/query', body)
    expect(answer.data.map((entry) => [entry.mainfile, entry.entry_type]).sort()).toEqual([
      ['batch.archive.json', 'Batch'],
      ['sample.archive.json', 'Sample'],
    ])
    expect(answer.pagination.total).toBe(2)
  })

  it('suggests entry names and mainfiles', async () => {
    expect(suggestionOptions(await fetchSuggestions(api, 'batch', SECTION_SELECT_SUGGESTIONS))).toEqual(['batch 7', 'batch.archive.json'])
  })

  it('lists the samples below a batch’s data and the data of a sample entry', async () => {
    const post = (path: string, body: unknown) => api.post(path, body)
    const sample = `entry_id:${schemaEntry}.Sample`
    expect(await loadMatchingSections(post, await entryOf('batch.archive.json'), sample)).toEqual([
      { path: '/data/samples/0', name: 'AZO-001' },
      { path: '/data/samples/1', name: 'ZnO-002' },
    ])
    expect(await loadMatchingSections(post, await entryOf('sample.archive.json'), sample)).toEqual([{ path: '/data', name: 'ITO-001' }])
  })
})
