/**
 * Hostile archives sent over HTTP (zip slip, absolute path, symbolic link; made here, not
 * shipped): the upload names the refusal, nothing escapes the upload folder, and the files
 * stored before stay with their entries.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL, createProcessedUpload, rawNamedZip, startUploadsServer, zipOf, type UploadsServer } from './support.js'

describe('hostile archives over HTTP', () => {
  let server: UploadsServer
  let token: string
  beforeAll(async () => {
    server = await startUploadsServer()
    token = await server.token('demo', 'demo-password')
  })
  afterAll(() => server?.stop())

  const cases: [string, () => Promise<Uint8Array<ArrayBuffer>>, string][] = [
    ['slip.zip', async () => new Uint8Array(rawNamedZip('../../evil.txt', 'evil')), `Refused slip.zip: "../../evil.txt" leaves the upload folder ('..')`],
    ['absolute.zip', async () => new Uint8Array(rawNamedZip('/tmp/strata-evil.txt', 'evil')), 'Refused absolute.zip: "/tmp/strata-evil.txt" is an absolute path'],
    ['link.zip', () => zipOf({ 'NaCl.cif': '/etc/passwd' }, { mode: { 'NaCl.cif': 0o120777 } }), 'Refused link.zip: "NaCl.cif" is a symbolic link'],
  ]

  for (const [name, make, message] of cases) {
    it(`refuses ${name} with a clear error on the upload and keeps what was stored`, async () => {
      const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL, 'notes/readme.txt': 'kept' })
      const put = await server.json(`/uploads/${upload.upload_id}/raw/?file_name=${name}`, { method: 'PUT', token, body: await make() })
      expect(put.status).toBe(200)
      const done = await server.waitProcessed(upload.upload_id, token)
      expect(done).toMatchObject({ process_status: 'FAILURE', errors: [message] })
      expect(done.last_status_message).toContain(message)

      expect(await (await server.api(`/uploads/${upload.upload_id}/raw/NaCl.cif`, { token })).text()).toBe(CIF_NACL)
      expect(await (await server.api(`/uploads/${upload.upload_id}/raw/notes/readme.txt`, { token })).text()).toBe('kept')
      const listed = (await server.json(`/uploads/${upload.upload_id}/rawdir/`, { token })).body.directory_metadata.content.map((item: { name: string }) => item.name)
      expect(listed).toEqual(['NaCl.cif', 'notes'])
      const entries = (await server.json(`/uploads/${upload.upload_id}/entries`, { token })).body
      expect(entries).toMatchObject({ processing_successful: 1, processing_failed: 0 })
      expect(existsSync(join(server.dataDir, 'files', 'evil.txt'))).toBe(false)
      expect(existsSync(join(server.dataDir, 'files', upload.upload_id, 'evil.txt'))).toBe(false)
    }, 60000)
  }
})
