/**
 * Broken archives sent over HTTP (made here byte by byte): a zip whose headers lie about sizes, a
 * corrupt deflate stream, a truncated tar.gz and tar, a member name with a line break. Each ends
 * in FAILURE with an error naming the archive and the member (never RUNNING), stays so after a
 * restart, and the upload can then be edited and deleted; a name with a line break is refused,
 * never stored under another name.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync, gunzipSync } from 'node:zlib'
import { create as createTar } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIF_NACL, rawNamedZip, removeDir, startUploadsServer, tempDir, zipOf, type UploadsServer } from './support.js'

const TEXT = Buffer.from('hello world '.repeat(2000))

async function goodZip(): Promise<Buffer> {
  return Buffer.from(await zipOf({ 'a.txt': TEXT, 'NaCl.cif': CIF_NACL }))
}

/** Offset of the central directory, from the end-of-central-directory record. */
const centralOffset = (zip: Buffer) => zip.readUInt32LE(zip.length - 22 + 16)

/** The first member's uncompressed size in the central directory set to `size`. */
async function sizeLyingZip(size: number): Promise<Buffer> {
  const zip = await goodZip()
  zip.writeUInt32LE(size, centralOffset(zip) + 24)
  return zip
}

/** The first member's compressed bytes overwritten with 0xff: an invalid deflate block. */
async function corruptDeflateZip(): Promise<Buffer> {
  const zip = await goodZip()
  const dataStart = 30 + zip.readUInt16LE(26) + zip.readUInt16LE(28)
  zip.fill(0xff, dataStart, dataStart + 16)
  return zip
}

/** The local header of the first member claims sizes that are wrong (the central directory is right). */
async function localHeaderLyingZip(): Promise<Buffer> {
  const zip = await goodZip()
  zip.writeUInt32LE(5, 18)
  zip.writeUInt32LE(7, 22)
  return zip
}

async function tarGz(): Promise<Buffer> {
  const dir = tempDir('strata-tar-src-')
  try {
    mkdirSync(join(dir, 'src'))
    writeFileSync(join(dir, 'src', 'big.txt'), Buffer.alloc(200_000, 'x'))
    writeFileSync(join(dir, 'src', 'NaCl.cif'), CIF_NACL)
    await createTar({ file: join(dir, 'all.tar.gz'), cwd: join(dir, 'src'), gzip: true }, ['big.txt', 'NaCl.cif'])
    return readFileSync(join(dir, 'all.tar.gz'))
  } finally {
    removeDir(dir)
  }
}

describe('broken archives over HTTP', () => {
  let server: UploadsServer
  let token: string
  const dataDir = tempDir('strata-broken-')
  beforeAll(async () => {
    server = await startUploadsServer({ dataDir })
    token = await server.token('demo', 'demo-password')
  }, 60000)
  afterAll(() => server?.stop())

  const failing: [string, () => Promise<Buffer>, string][] = [
    ['corrupt.zip', corruptDeflateZip, 'Refused corrupt.zip: "a.txt" could not be unpacked (invalid block type)'],
    ['too-small.zip', () => sizeLyingZip(100), 'Refused too-small.zip: "a.txt" could not be unpacked (too many bytes in the stream. expected 100. got at least'],
    ['too-big.zip', () => sizeLyingZip(100_000), 'Refused too-big.zip: "a.txt" could not be unpacked (not enough bytes in the stream. expected 100000. got only 24000)'],
    ['cut.tar.gz', async () => (await tarGz()).subarray(0, 200), 'Refused cut.tar.gz: "big.txt" could not be unpacked: the archive is truncated or corrupt there (zlib: unexpected end of file)'],
    ['cut.tar', async () => gunzipSync(await tarGz()).subarray(0, 2000), 'Refused cut.tar: "big.txt" could not be unpacked: the archive is truncated or corrupt there (TAR_BAD_ARCHIVE: Truncated input'],
    ['head.tar.gz', async () => (await tarGz()).subarray(0, 12), 'Refused head.tar.gz: is not a readable tar file'],
    ['newline.zip', async () => rawNamedZip('bad\nname.cif', CIF_NACL), 'Refused newline.zip: "bad\\nname.cif" contains a control character (U+000A)'],
  ]
  const uploads = new Map<string, string>()

  for (const [name, make, message] of failing) {
    it(`ends ${name} in FAILURE naming the archive and the member`, async () => {
      const created = await server.json(`/uploads?file_name=${name}`, { method: 'POST', token, body: new Uint8Array(await make()) })
      expect(created.status).toBe(200)
      const done = await server.waitProcessed(created.body.upload_id, token, 30000)
      expect(done.process_status).toBe('FAILURE')
      expect(done.errors).toHaveLength(1)
      expect(done.errors[0].startsWith(message)).toBe(true)
      const listed = (await server.json(`/uploads/${created.body.upload_id}/rawdir/`, { token })).body.directory_metadata.content
      expect(listed).toEqual([])
      uploads.set(name, created.body.upload_id)
    }, 60000)
  }

  it('unpacks a zip whose local headers lie about sizes from its central directory, contents intact', async () => {
    const created = await server.json('/uploads?file_name=local-lie.zip', { method: 'POST', token, body: new Uint8Array(await localHeaderLyingZip()) })
    const done = await server.waitProcessed(created.body.upload_id, token, 30000)
    expect(done.process_status).toBe('SUCCESS')
    expect(await (await server.api(`/uploads/${created.body.upload_id}/raw/a.txt`, { token })).text()).toBe(TEXT.toString())
  }, 60000)

  it('keeps a member name with a line break in a tar.gz out, too', async () => {
    const dir = tempDir('strata-tar-nl-')
    try {
      writeFileSync(join(dir, 'bad\nname.cif'), CIF_NACL)
      await createTar({ file: join(dir, 'nl.tar'), cwd: dir }, ['bad\nname.cif'])
      const body = new Uint8Array(gzipSync(readFileSync(join(dir, 'nl.tar'))))
      const created = await server.json('/uploads?file_name=nl.tar.gz', { method: 'POST', token, body })
      const done = await server.waitProcessed(created.body.upload_id, token, 30000)
      expect(done).toMatchObject({ process_status: 'FAILURE', errors: ['Refused nl.tar.gz: "bad\\nname.cif" contains a control character (U+000A)'] })
      const listed = (await server.json(`/uploads/${created.body.upload_id}/rawdir/`, { token })).body.directory_metadata.content
      expect(listed).toEqual([])
    } finally {
      removeDir(dir)
    }
  }, 60000)

  it('keeps them FAILURE after a restart, and they can then be edited and deleted', async () => {
    expect(uploads.size).toBe(failing.length)
    await server.close()
    server = await startUploadsServer({ dataDir })
    token = await server.token('demo', 'demo-password')
    for (const [name, uploadId] of uploads) {
      const { body } = await server.json(`/uploads/${uploadId}`, { token })
      expect([name, body.data?.process_status, body.data?.process_running], JSON.stringify(body)).toEqual([name, 'FAILURE', false])
    }
    const [first, second] = [...uploads.values()]
    const edited = await server.json(`/uploads/${first}/edit`, { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ metadata: { upload_name: 'after the failure' } }) })
    expect(edited.status).toBe(200)
    expect((await server.json(`/uploads/${first}`, { token })).body.data.upload_name).toBe('after the failure')
    const put = await server.json(`/uploads/${first}/raw/?file_name=NaCl.cif`, { method: 'PUT', token, body: CIF_NACL })
    expect(put.status).toBe(200)
    expect(await server.waitProcessed(first, token, 30000)).toMatchObject({ process_status: 'SUCCESS', entries: 1 })
    expect((await server.json(`/uploads/${second}`, { method: 'DELETE', token })).status).toBe(200)
    await expect.poll(async () => (await server.json(`/uploads/${second}`, { token })).status, { timeout: 30000 }).toBe(404)
  }, 90000)
})
