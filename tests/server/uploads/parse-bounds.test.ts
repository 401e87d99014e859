/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read field by field */
/**
 * Parsing is bounded (server.processing of the deployment): a mainfile over its parser's size
 * limit fails its entry as too large without being parsed, and a runaway parse (a CIF of many
 * thousand sites) is stopped at the time limit, its entry failing with the reason, while the API
 * keeps answering; the other entries of the upload are processed as usual.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL, createProcessedUpload, startUploadsServer, zipOf, type UploadsServer } from './support.js'

/** A CIF with `sites` atom sites in a large cell (a few hundred kB for 20000 sites). */
function bigCif(sites: number): string {
  const lines = ['data_big', '_cell_length_a 50', '_cell_length_b 50', '_cell_length_c 50', '_cell_angle_alpha 90', '_cell_angle_beta 90', '_cell_angle_gamma 90', 'loop_']
  lines.push('_atom_site_label', '_atom_site_type_symbol', '_atom_site_fract_x', '_atom_site_fract_y', '_atom_site_fract_z')
  for (let i = 0; i < sites; i++) lines.push(`Na${i} Na ${(i % 97) / 97} ${(i % 89) / 89} ${(i % 83) / 83}`)
  return `${lines.join('\n')}\n`
}

describe('parse bounds over HTTP', () => {
  let server: UploadsServer
  let token: string
  beforeAll(async () => {
    server = await startUploadsServer({
      strataYaml: ['server:', '  example_uploads: false', '  processing:', '    parse_timeout_seconds: 2', '    max_mainfile_bytes:', "      'parsers/cif': 2000000", "      'parsers/poscar': 100", ''].join('\n'),
    })
    token = await server.token('demo', 'demo-password')
  }, 60000)
  afterAll(() => server?.stop())

  const entriesOf = async (uploadId: string) => (await server.json(`/uploads/${uploadId}/entries?page_size=100`, { token })).body.data as any[]

  it('fails a mainfile over its parser size limit as too large, naming the file, the sizes and the setting', async () => {
    const poscar = `Cu\n1.0\n3.6 0 0\n0 3.6 0\n0 0 3.6\nCu\n1\nDirect\n0 0 0\n${'# padding\n'.repeat(20)}`
    const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL, 'big/POSCAR': poscar })
    expect(upload).toMatchObject({ process_status: 'SUCCESS', entries: 2, failed_entries: 1 })
    const entries = await entriesOf(upload.upload_id)
    const failed = entries.find((entry) => entry.mainfile === 'big/POSCAR')
    expect(failed).toMatchObject({ process_status: 'FAILURE', parser_name: 'parsers/poscar' })
    expect(failed.errors).toEqual([`big/POSCAR is too large for parsers/poscar: ${Buffer.byteLength(poscar)} bytes, the limit is 100 bytes (server.processing.max_mainfile_bytes)`])
    expect(entries.find((entry) => entry.mainfile === 'NaCl.cif').process_status).toBe('SUCCESS')
  }, 60000)

  it('stops a runaway parse at the time limit and fails its entry with the reason, while the API keeps answering', async () => {
    const created = await server.json('/uploads?file_name=files.zip', { method: 'POST', token, body: await zipOf({ 'big.cif': bigCif(20000), 'NaCl.cif': CIF_NACL }) })
    const uploadId = created.body.upload_id as string
    let answered = 0
    for (;;) {
      const [info, upload] = await Promise.all([server.json('/info'), server.json(`/uploads/${uploadId}`, { token })])
      expect(info.status).toBe(200)
      answered++
      if (!upload.body.data.process_running) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(answered).toBeGreaterThan(5)
    const done = (await server.json(`/uploads/${uploadId}`, { token })).body.data
    expect(done).toMatchObject({ process_status: 'SUCCESS', entries: 2, failed_entries: 1 })
    const entries = await entriesOf(uploadId)
    expect(entries.find((entry) => entry.mainfile === 'big.cif')).toMatchObject({ process_status: 'FAILURE', errors: ['parsing took longer than 2 s and was stopped'] })
    expect(entries.find((entry) => entry.mainfile === 'NaCl.cif').process_status).toBe('SUCCESS')
  }, 120000)
})
