/**
 * A download stops when its client goes away (NOMAD checks request.is_disconnected): over real
 * HTTP a client reads the first bytes of a many-entries raw download and aborts; the server then
 * reads no further entries and closes the member files it had open. The record and file stores
 * of the real server are observed by wrapping them where the server opens them.
 */
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CIF_NACL, startUploadsServer, unzipped, zipOf, type UploadsServer } from '../uploads/support.js'

const observed = vi.hoisted(() => ({ entryReads: 0, opened: [] as Readable[] }))

vi.mock('../../../src/server/store/data-stores.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/server/store/data-stores.js')>()
  return {
    ...original,
    openDataStores: async (dataDir: string) => {
      const stores = await original.openDataStores(dataDir)
      const { records, files } = stores
      const get = records.get.bind(records)
      records.get = (async (collection: string, id: string) => {
        if (collection === 'entries') observed.entryReads++
        return get(collection, id)
      }) as typeof records.get
      const readStream = files.readStream.bind(files)
      files.readStream = async (...args) => {
        const stream = await readStream(...args)
        observed.opened.push(stream)
        return stream
      }
      return stores
    },
  }
})

const ENTRIES = 100
/**
 * Each entry's folder holds a file this large: the whole zip (ENTRIES × FILLER) is far more than
 * the socket buffers on the way hold, and when the client aborts a file is being streamed.
 */
const FILLER = 'x'.repeat(1024 * 1024)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until the counter has not moved for a while: the server has settled. */
async function settled(read: () => number): Promise<number> {
  let last = -1
  for (let i = 0; i < 100 && read() !== last; i++) {
    last = read()
    await sleep(200)
  }
  return read()
}

describe('downloads stop when the client disconnects', () => {
  let server: UploadsServer
  let demo: string
  let uploadId: string

  beforeAll(async () => {
    server = await startUploadsServer()
    demo = await server.token('demo', 'demo-password')
    const files: Record<string, string> = {}
    for (let i = 0; i < ENTRIES; i++) {
      files[`e${i}/NaCl.cif`] = CIF_NACL
      files[`e${i}/filler.txt`] = FILLER
    }
    // Stored, not deflated: the filler would compress past the zip-bomb ratio the server refuses.
    const created = await server.json('/uploads?upload_name=many%20entries&file_name=files.zip', { method: 'POST', token: demo, body: await zipOf(files, { compress: false }) })
    expect(created.status).toBe(200)
    uploadId = created.body.upload_id
    const processed = await server.waitProcessed(uploadId, demo, 240000)
    expect(processed.entries).toBe(ENTRIES)
  }, 300000)

  afterAll(async () => {
    await server?.stop()
  })

  const start = (options: { signal?: AbortSignal; files?: object } = {}) =>
    server.api('/entries/raw/query', {
      method: 'POST',
      token: demo,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner: 'user', query: { upload_id: [uploadId] }, ...(options.files && { files: options.files }) }),
      signal: options.signal,
    })

  it('reads every entry for a client that stays', async () => {
    observed.entryReads = 0
    const response = await start({ files: { glob_pattern: '*.cif' } })
    expect(response.status).toBe(200)
    const files = await unzipped(await response.arrayBuffer())
    expect(Object.keys(files)).toHaveLength(ENTRIES + 1)
    expect(observed.entryReads).toBe(ENTRIES)
  })

  it('reads no further entries and closes its open files once the client aborted after the first bytes', async () => {
    observed.entryReads = 0
    observed.opened.length = 0
    const client = new AbortController()
    const response = await start({ signal: client.signal })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(first.value?.byteLength).toBeGreaterThan(0)
    client.abort()
    await reader.cancel().catch(() => undefined)

    const readWhenStopped = await settled(() => observed.entryReads)
    expect(readWhenStopped).toBeGreaterThan(0)
    expect(readWhenStopped).toBeLessThan(ENTRIES / 2)
    expect(observed.opened.length).toBeGreaterThan(0)
    expect(observed.opened.filter((stream) => !stream.closed)).toEqual([])
    await sleep(500)
    expect(observed.entryReads).toBe(readWhenStopped)
  })
})
