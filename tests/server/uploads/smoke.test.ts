import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL, poscarOf, startUploadsServer, zipOf, type UploadsServer } from './support.js'

describe('uploads smoke', () => {
  let server: UploadsServer
  let token: string
  beforeAll(async () => {
    server = await startUploadsServer()
    token = await server.token('demo', 'demo-password')
  })
  afterAll(() => server?.stop())

  it('creates an upload from a zip and processes its entries', async () => {
    const zip = await zipOf({ 'NaCl.cif': CIF_NACL, 'Cu/POSCAR': poscarOf('Cu', 3.61), 'README.md': '# hi' })
    const created = await server.json('/uploads?upload_name=smoke', { method: 'POST', token, body: zip, headers: { 'content-type': 'application/octet-stream' } })
    expect(created.status).toBe(200)
    const done = await server.waitProcessed(created.body.upload_id, token)
    console.log(done)
    const entries = await server.json(`/uploads/${created.body.upload_id}/entries`, { token })
    console.log(JSON.stringify(entries.body, null, 1).slice(0, 3000))
    expect(done.process_status).toBe('SUCCESS')
  })
})
