/** The example uploads go through the processing pipeline: every file a parser claims is an entry. */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../support/test-server.js'
import { startUploadsServer, type UploadsServer } from './support.js'

describe('example uploads', () => {
  let server: UploadsServer
  beforeAll(async () => {
    server = await startUploadsServer({ examples: true })
  })
  afterAll(() => server?.stop())

  it('publishes the structures example with one entry per CIF and POSCAR file', async () => {
    const token = await server.token('demo', 'demo-password')
    const uploads = (await server.json('/uploads?page_size=50', { token })).body.data as { upload_id: string; upload_name: string; published: boolean; entries: number }[]
    const structureFiles = readdirSync(join(ROOT, 'examples', 'structures')).filter((name) => /\.(cif)$|POSCAR$/.test(name))
    const structures = uploads.filter((upload) => upload.entries === structureFiles.length)
    expect(structures).toHaveLength(1)
    expect(structures[0].published).toBe(true)
    const entries = (await server.json(`/uploads/${structures[0].upload_id}/entries?page_size=100`)).body.data as { mainfile: string; parser_name: string; process_status: string }[]
    expect(entries.map((entry) => entry.mainfile).sort()).toEqual([...structureFiles].sort())
    expect(new Set(entries.map((entry) => entry.parser_name))).toEqual(new Set(['parsers/cif', 'parsers/poscar']))
    expect(entries.every((entry) => entry.process_status === 'SUCCESS')).toBe(true)
  })
})
