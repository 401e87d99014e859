/** NOMAD's own test uploads (read from the reference data at test time) through the uploads API. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { startUploadsServer, type UploadsServer } from './support.js'

/** The rawdir answer NOMAD recorded for a path of its browser_test upload. */
function recordedRawdir(path: string): { content: { name: string; size: number; is_file: boolean }[]; size: number } {
  const recording = JSON.parse(readFileSync(join(REFERENCE_DIR, 'api-recordings', 'uploads', 'browser_test_unpublished_author.json'), 'utf8')) as Record<string, { request: { url: string }; response: { body: { directory_metadata: never } } }[]>
  for (const calls of Object.values(recording)) {
    for (const call of calls) if (call.request.url.includes(`/rawdir/${path}?`)) return call.response.body.directory_metadata
  }
  throw new Error(`no recorded rawdir for ${path}`)
}

describeWithReference('uploads of NOMAD reference files', () => {
  let server: UploadsServer
  let token: string
  beforeAll(async () => {
    server = await startUploadsServer()
    token = await server.token('demo', 'demo-password')
  })
  afterAll(() => server?.stop())

  const upload = async (file: string) => {
    const body = new Uint8Array(readFileSync(join(REFERENCE_DIR, 'raw-files', 'uploads', file)))
    const created = await server.json(`/uploads?file_name=${file}`, { method: 'POST', token, body })
    expect(created.status).toBe(200)
    return server.waitProcessed(created.body.upload_id, token)
  }

  it('turns examples_vasp.zip into one VASP entry per vasprun file', async () => {
    const done = await upload('examples_vasp.zip')
    expect(done.process_status).toBe('SUCCESS')
    const entries = (await server.json(`/uploads/${done.upload_id}/entries?order_by=mainfile`, { token })).body.data
    expect(entries.map((entry: { mainfile: string }) => entry.mainfile)).toEqual(['examples_vasp/xml/Si.xml', 'examples_vasp/xml/perovskite.xml'])
    for (const entry of entries) expect(entry).toMatchObject({ parser_name: 'parsers/vasp', process_status: 'SUCCESS' })
    const si = entries.find((entry: { mainfile: string }) => entry.mainfile.endsWith('Si.xml'))
    expect(si.entry_metadata.results.material.elements).toEqual(['Si'])
  })

  it('lists the files of browser_test.zip as NOMAD does', async () => {
    const done = await upload('browser_test.zip')
    const filetypes = await server.json(`/uploads/${done.upload_id}/rawdir/filetypes?include_entry_info=true&page_size=40&page=1`, { token })
    const recorded = recordedRawdir('filetypes')
    expect(filetypes.body.directory_metadata).toEqual({ name: 'filetypes', size: recorded.size, content: recorded.content })
    const root = await server.json(`/uploads/${done.upload_id}/rawdir/?include_entry_info=true&page_size=40&page=1`, { token })
    expect(root.body.directory_metadata.content.map((item: { name: string }) => item.name)).toEqual(['deepdir', 'filetypes'])
    const json = await server.api(`/uploads/${done.upload_id}/raw/filetypes/doc.json?offset=0&length=16384&decompress=true&ignore_mime_type=true`, { token })
    expect(json.status).toBe(200)
    expect(JSON.parse(await json.text())).toBeTypeOf('object')
  })
})
