import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { loadExamplesOnce } from '../../../src/server/examples/load-examples.js'
import { createProcessing, type Processing } from '../../../src/server/processing/setup.js'
import { openDataStores, type DataStores } from '../../../src/server/store/data-stores.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'

const ROOT = resolve(import.meta.dirname, '..', '..', '..')

interface Recorded {
  request: { url: string; method: string }
  response: { body: Record<string, unknown> }
}

function recordedCalls(file: string): Recorded[] {
  return Object.values(JSON.parse(readFileSync(join(REFERENCE_DIR, 'api-recordings', file), 'utf8')) as Record<string, Recorded[]>).flat()
}

describeWithReference('example uploads and entries have the fields NOMAD sends', () => {
  let dataDir: string
  let stores: DataStores
  let processing: Processing

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'strata-shapes-'))
    stores = await openDataStores(dataDir)
    processing = await createProcessing({ stores, dataDir, unpublishedUploadLimit: 100, uploadSizeLimitBytes: 1e9, version: 'Strata test', workers: 0 })
    await loadExamplesOnce({
      examplesDir: join(ROOT, 'examples'),
      ...stores,
      author: { user_id: 'u-demo', username: 'demo', email: 'demo@strata.example', first_name: 'Demo', last_name: 'User', name: 'Demo User', created: '2024-01-01T00:00:00Z' },
      version: 'Strata test',
      uploads: processing.service,
    })
  }, 120000)

  afterAll(async () => {
    await processing?.close()
    await stores.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('every upload carries the fields of a recorded NOMAD upload', async () => {
    const call = recordedCalls('uploads/uploadpage-published-author.json').find((c) => c.request.method === 'GET' && /\/uploads\/[^/]+\/entries/.test(c.request.url))!
    const recordedKeys = Object.keys(call.response.body.upload as object)
    for (const upload of await stores.records.list('uploads')) expect(Object.keys(upload)).toEqual(expect.arrayContaining(recordedKeys))
  })

  it('every entry carries the fields recorded NOMAD entries (a calculation and an ELN entry) have in common', async () => {
    const metadataOf = (file: string) =>
      recordedCalls(file).find((c) => c.request.method === 'GET' && /\/entries\/[^/?]+$/.test(c.request.url.split('?')[0]))!.response.body.data as object
    const dft = Object.keys(metadataOf('entry/dft.json'))
    const eln = new Set(Object.keys(metadataOf('entry/eln-author.json')))
    const common = dft.filter((key) => eln.has(key))
    expect(common.length).toBeGreaterThan(10)
    const entries = await stores.records.list('entries')
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) expect(Object.keys(entry)).toEqual(expect.arrayContaining(common))
  })

  it("keeps results out of an archive's metadata section, as NOMAD's archive/query answers it", async () => {
    const recorded = recordedCalls('entry/dft.json').find((c) => c.request.method === 'POST' && c.request.url.split('?')[0].endsWith('/archive/query'))!
    const recordedMetadata = (recorded.response.body.data as { archive: { metadata: object } }).archive.metadata
    expect('results' in recordedMetadata).toBe(false)
    const archives = await stores.records.list<{ archive: { metadata: Record<string, unknown>; results?: object } }>('archives')
    expect(archives.length).toBeGreaterThan(0)
    for (const { archive } of archives) {
      expect(archive.metadata.entry_id).toBeTruthy()
      expect('results' in archive.metadata).toBe(false)
    }
    expect(archives.some(({ archive }) => archive.results !== undefined && Object.keys(archive.results).length > 0)).toBe(true)
  })

  it('stores people in archive metadata as user ids, with the entry timestamp and files NOMAD stores', async () => {
    const recorded = recordedCalls('entry/eln-author.json').find((c) => c.request.method === 'POST' && c.request.url.split('?')[0].endsWith('/archive/query'))!
    const recordedMetadata = (recorded.response.body.data as { archive: { metadata: Record<string, unknown> } }).archive.metadata
    const shapeOf = (value: unknown) => (Array.isArray(value) ? `list of ${[...new Set(value.map((item) => typeof item))].join(',') || 'any'}` : typeof value)
    const archives = await stores.records.list<{ archive: { metadata: Record<string, unknown> } }>('archives')
    for (const { archive } of archives) {
      const metadata = archive.metadata
      for (const key of ['main_author', 'coauthors', 'reviewers', 'entry_coauthors', 'files']) {
        if (shapeOf(metadata[key]) !== 'list of any') expect([key, shapeOf(metadata[key])]).toEqual([key, shapeOf(recordedMetadata[key]).replace('list of any', 'list of string')])
      }
      for (const key of ['authors', 'writers', 'viewers']) expect(metadata[key]).toBeUndefined()
      expect(Object.keys(metadata.entry_timestamp as object)).toEqual(expect.arrayContaining(['timestamp', 'token_seed']))
      expect((metadata.files as string[])[0]).toBe(metadata.mainfile)
    }
    const entries = await stores.records.list('entries')
    // the search document keeps people with their names, as NOMAD's entries/query and GET entries/{id} give them
    for (const entry of entries) expect(entry.main_author).toMatchObject({ user_id: 'u-demo', name: expect.any(String) })
  })
})
