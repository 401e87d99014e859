import { describe, expect, it } from 'vitest'
import { schemaEntriesQuery } from '../../../src/engine/archive/schemaEntries.js'
import { call, entryApi, memoryFiles, memoryRecords } from './support.js'

const definitions = { name: 'Lab schema', section_definitions: [{ name: 'Sample', base_sections: ['nomad.datamodel.data.EntryData'] }] }

async function world() {
  const records = memoryRecords()
  const entry = (id: string, author: string, time: string, extra: Record<string, unknown>) => ({
    entry_id: id,
    upload_id: `upload-${id}`,
    mainfile: `${id}.archive.yaml`,
    parser_name: 'parsers/archive',
    main_author: { user_id: author },
    published: false,
    upload_create_time: time,
    ...extra,
  })
  await records.put('entries', 'older', entry('older', 'alice', '2026-01-01T00:00:00', { entry_type: 'Schema' }))
  await records.put('entries', 'newer', entry('newer', 'alice', '2026-02-01T00:00:00', { entry_type: 'Schema' }))
  await records.put('entries', 'sample', entry('sample', 'alice', '2026-03-01T00:00:00', { entry_type: 'Sample' }))
  await records.put('entries', 'bobs', entry('bobs', 'bob', '2026-03-01T00:00:00', { entry_type: 'Schema' }))
  for (const id of ['older', 'newer', 'sample', 'bobs'])
    await records.put('archives', id, { entry_id: id, upload_id: `upload-${id}`, archive: { definitions, metadata: { entry_id: id, mainfile: `${id}.archive.yaml` } } })
  return entryApi(records, memoryFiles())
}

describe("the 'Create from schema' search on the server", () => {
  it("answers the user's schema entries, latest upload first, with their definitions and main files in one call", async () => {
    const api = await world()
    const answer = await call(api, 'POST', '/entries/archive/query', { ...schemaEntriesQuery('user', 20), required: { metadata: { mainfile: '*' }, definitions: '*' } }, 'alice')
    expect(answer.status).toBe(200)
    const data = (answer.json as { data: { entry_id: string; archive: { metadata: unknown; definitions: unknown } }[] }).data
    expect(data.map((item) => item.entry_id)).toEqual(['newer', 'older'])
    expect(data[0].archive.metadata).toEqual({ mainfile: 'newer.archive.yaml' })
    expect(data[0].archive.definitions).toMatchObject(definitions)
  })
})
