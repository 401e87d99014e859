/**
 * The upload size limit (server.upload_size_limit_bytes, 32 GB by default) counts everything an
 * upload stores, over all its PUT and POST calls; an addition past it is refused with a clear
 * error and what is stored stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startUploadsServer, zipOf, type UploadsServer } from './support.js'

const LIMIT = 4000

describe('upload size limit', () => {
  let server: UploadsServer
  let token: string
  beforeAll(async () => {
    server = await startUploadsServer({ strataYaml: `server:\n  example_uploads: false\n  upload_size_limit_bytes: ${LIMIT}\n` })
    token = await server.token('demo', 'demo-password')
  })
  afterAll(() => server?.stop())

  const text = (char: string) => char.repeat(1500)
  const read = async (uploadId: string, path: string) => (await server.api(`/uploads/${uploadId}/raw/${path}`, { token })).text()

  it('refuses a PUT that would bring the upload over the limit, keeping the files stored before', async () => {
    const created = await server.json('/uploads?file_name=a.txt', { method: 'POST', token, body: text('a') })
    expect(created.status).toBe(200)
    const uploadId = created.body.upload_id as string
    await server.waitProcessed(uploadId, token)
    expect((await server.json(`/uploads/${uploadId}/raw/?file_name=b.txt`, { method: 'PUT', token, body: text('b') })).status).toBe(200)
    await server.waitProcessed(uploadId, token)

    const refused = await server.json(`/uploads/${uploadId}/raw/more?file_name=c.txt`, { method: 'PUT', token, body: text('c') })
    expect(refused).toEqual({ status: 400, body: { detail: `The upload would exceed its size limit of ${LIMIT} bytes (3000 bytes are stored already).` } })
    expect(await read(uploadId, 'a.txt')).toBe(text('a'))
    expect(await read(uploadId, 'b.txt')).toBe(text('b'))
    expect((await server.api(`/uploads/${uploadId}/raw/more/c.txt`, { token })).status).toBe(404)

    // A small zip that unpacks past the limit is refused while processing, named on the upload.
    const zipped = await server.json(`/uploads/${uploadId}/raw/?file_name=more.zip`, { method: 'PUT', token, body: await zipOf({ 'c.txt': text('c') }) })
    expect(zipped.status).toBe(200)
    const done = await server.waitProcessed(uploadId, token)
    expect(done.process_status).toBe('FAILURE')
    expect(done.errors).toEqual([`Refused more.zip: would bring the upload over its size limit of ${LIMIT} bytes (3000 bytes are stored already)`])
    expect(await read(uploadId, 'a.txt')).toBe(text('a'))
    expect((await server.api(`/uploads/${uploadId}/raw/c.txt`, { token })).status).toBe(404)

    // What fits still goes in.
    expect((await server.json(`/uploads/${uploadId}/raw/?file_name=small.txt`, { method: 'PUT', token, body: 'fits' })).status).toBe(200)
    expect(await server.waitProcessed(uploadId, token)).toMatchObject({ process_status: 'SUCCESS' })
    expect(await read(uploadId, 'small.txt')).toBe('fits')
  })

  it('refuses a new upload whose body alone passes the limit and leaves no upload behind', async () => {
    const before = (await server.json('/uploads?page_size=100', { token })).body.pagination.total
    const refused = await server.json('/uploads?file_name=big.txt', { method: 'POST', token, body: 'x'.repeat(LIMIT + 1) })
    expect(refused).toEqual({ status: 400, body: { detail: `The upload would exceed its size limit of ${LIMIT} bytes (0 bytes are stored already).` } })
    expect((await server.json('/uploads?page_size=100', { token })).body.pagination.total).toBe(before)
  })
})
