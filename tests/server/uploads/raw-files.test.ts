/** GET and PUT uploads/{id}/raw/{path} against a real server: compress, ranges, overwrite rules as NOMAD answers them. */
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL, createProcessedUpload, startUploadsServer, unzipped, zipOf, type UploadsServer } from './support.js'

const PATH_EXISTS = 'The provided path already exists and overwrite_if_exists is set to False.'

describe('raw files of an upload', () => {
  let server: UploadsServer
  let token: string
  let uploadId: string
  beforeAll(async () => {
    server = await startUploadsServer()
    token = await server.token('demo', 'demo-password')
    const upload = await createProcessedUpload(server, token, { 'NaCl.cif': CIF_NACL, 'notes/a.txt': 'first note', 'notes/deep/b.txt': 'second note', 'other/c.txt': 'elsewhere' })
    uploadId = upload.upload_id
  }, 60000)
  afterAll(() => server?.stop())

  it('zips only the requested file with compress=true, under its own name', async () => {
    const response = await server.api(`/uploads/${uploadId}/raw/notes/a.txt?compress=true`, { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="a.txt.zip"')
    expect(await unzipped(await response.arrayBuffer())).toEqual({ 'a.txt': 'first note' })
  })

  it('zips a folder with compress=true, names relative to it, and the whole upload at the root', async () => {
    const folder = await server.api(`/uploads/${uploadId}/raw/notes?compress=true`, { token })
    expect(folder.headers.get('content-disposition')).toBe('attachment; filename="notes.zip"')
    expect(await unzipped(await folder.arrayBuffer())).toEqual({ 'a.txt': 'first note', 'deep/b.txt': 'second note' })
    const root = await server.api(`/uploads/${uploadId}/raw/?compress=true`, { token })
    expect(root.headers.get('content-disposition')).toBe(`attachment; filename="${uploadId}.zip"`)
    expect(Object.keys(await unzipped(await root.arrayBuffer())).sort()).toEqual(['NaCl.cif', 'notes/a.txt', 'notes/deep/b.txt', 'other/c.txt'])
  })

  it('refuses a folder without compress, and offset or length with compress, as NOMAD does', async () => {
    expect(await server.json(`/uploads/${uploadId}/raw/notes`, { token })).toEqual({ status: 400, body: { detail: 'Path is a directory, `compress` must be set to true' } })
    expect(await server.json(`/uploads/${uploadId}/raw/notes/a.txt?compress=true&offset=2`, { token })).toEqual({ status: 400, body: { detail: 'Cannot specify `offset` or `length` when `compress` is true' } })
    expect(await server.json(`/uploads/${uploadId}/raw/notes/a.txt?offset=-1`, { token })).toEqual({ status: 400, body: { detail: 'Invalid offset provided.' } })
    expect((await server.json(`/uploads/${uploadId}/raw/notes/a.txt?length=0`, { token })).body.detail).toContain('Invalid length provided.')
  })

  it('reads a range of a file, past its end, and of a gzipped file with decompress', async () => {
    const part = await server.api(`/uploads/${uploadId}/raw/notes/a.txt?offset=6&length=100`, { token })
    expect(part.headers.get('content-type')).toBe('application/octet-stream')
    expect(await part.text()).toBe('note')
    expect(await (await server.api(`/uploads/${uploadId}/raw/notes/a.txt?offset=50&length=10`, { token })).text()).toBe('')
    const text = Array.from({ length: 5000 }, (_, i) => `line ${i}`).join('\n')
    const put = await server.json(`/uploads/${uploadId}/raw/gz?file_name=big.txt.gz`, { method: 'PUT', token, body: gzipSync(text) })
    expect(put.status).toBe(200)
    await server.waitProcessed(uploadId, token)
    const chunk = await server.api(`/uploads/${uploadId}/raw/gz/big.txt.gz?offset=16384&length=20&decompress=true`, { token })
    expect(await chunk.text()).toBe(text.slice(16384, 16404))
  })

  it("answers 409 with NOMAD's text for an existing file when overwrite_if_exists=false, and keeps the file", async () => {
    const refused = await server.json(`/uploads/${uploadId}/raw/notes?file_name=a.txt&overwrite_if_exists=false`, { method: 'PUT', token, body: 'replaced' })
    expect(refused).toEqual({ status: 409, body: { detail: PATH_EXISTS } })
    const form = new FormData()
    form.append('file', new Blob(['replaced']), 'a.txt')
    expect((await server.json(`/uploads/${uploadId}/raw/notes?overwrite_if_exists=false`, { method: 'PUT', token, body: form })).body).toEqual({ detail: PATH_EXISTS })
    const copy = await server.json(`/uploads/${uploadId}/raw/notes?copy_or_move=copy&copy_or_move_source_path=other/c.txt&file_name=a.txt&overwrite_if_exists=false`, { method: 'PUT', token })
    expect(copy).toEqual({ status: 409, body: { detail: PATH_EXISTS } })
    expect(await (await server.api(`/uploads/${uploadId}/raw/notes/a.txt`, { token })).text()).toBe('first note')
  })

  it('replaces by default (overwrite_if_exists is true unless sent), and merges archives even with false', async () => {
    const merged = await server.json(`/uploads/${uploadId}/raw/notes?file_name=more.zip&overwrite_if_exists=false`, { method: 'PUT', token, body: await zipOf({ 'deep/b.txt': 'b from a zip' }) })
    expect(merged.status).toBe(200)
    await server.waitProcessed(uploadId, token)
    expect(await (await server.api(`/uploads/${uploadId}/raw/notes/deep/b.txt`, { token })).text()).toBe('b from a zip')
    const replaced = await server.json(`/uploads/${uploadId}/raw/notes?file_name=a.txt`, { method: 'PUT', token, body: 'replaced' })
    expect(replaced.status).toBe(200)
    await server.waitProcessed(uploadId, token)
    expect(await (await server.api(`/uploads/${uploadId}/raw/notes/a.txt`, { token })).text()).toBe('replaced')
  })
})
