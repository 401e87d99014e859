import { expect, it } from 'vitest'
import { describeWithReference } from '../../reference.js'
import { recordedCalls, type RecordedCall } from './recordings.js'
import { call, entryApi, memoryRecords } from './support.js'

type Json = Record<string, unknown>

const ARCHIVE_QUERY = /^entries\/([^/]+)\/archive\/query$/

function withoutRefs(archive: Json): Json {
  const { m_ref_archives: _, ...rest } = archive
  return rest
}

describeWithReference('POST entries/{id}/archive/query replays NOMAD recordings', () => {
  const calls = recordedCalls(['entry', 'uploads', 'editquantity'])
  const archiveQueries = calls.filter((c) => c.method === 'POST' && ARCHIVE_QUERY.test(c.path) && c.status === 200)
  // The whole archive of an entry, from a recorded required="*" answer of the same recording session.
  const fullArchives = new Map<string, Json>()
  for (const c of archiveQueries) {
    if ((c.body as Json).required === '*') fullArchives.set(`${c.file} ${ARCHIVE_QUERY.exec(c.path)![1]}`, withoutRefs((c.response.data as Json).archive as Json))
  }
  const metadata = new Map<string, Json>()
  for (const c of calls) if (c.method === 'GET' && /^entries\/[^/]+$/.test(c.path) && c.status === 200) metadata.set(c.response.entry_id as string, c.response.data as Json)

  it('finds recorded archive queries with different required specs', () => {
    const specs = new Set(archiveQueries.map((c) => JSON.stringify((c.body as Json).required)))
    expect(archiveQueries.length).toBeGreaterThan(40)
    expect(specs.size).toBeGreaterThan(4)
  })

  async function replay(c: RecordedCall, stored: Json) {
    const entryId = ARCHIVE_QUERY.exec(c.path)![1]
    const data = c.response.data as Json
    const records = memoryRecords()
    await records.put('entries', entryId, { entry_id: entryId, upload_id: data.upload_id, parser_name: data.parser_name, published: true, with_embargo: false })
    await records.put('archives', entryId, { entry_id: entryId, upload_id: data.upload_id, archive: stored })
    return call(entryApi(records), 'POST', `/${c.path}`, c.body)
  }

  it('answers every recorded query on an entry whose whole archive was recorded exactly like NOMAD', async () => {
    let compared = 0
    for (const c of archiveQueries) {
      const full = fullArchives.get(`${c.file} ${ARCHIVE_QUERY.exec(c.path)![1]}`)
      if (!full) continue
      const answer = await replay(c, full)
      expect(answer.status, `${c.file} ${JSON.stringify(c.body).slice(0, 80)}`).toBe(200)
      expect(answer.json, `${c.file} ${JSON.stringify(c.body).slice(0, 80)}`).toEqual(c.response)
      compared++
    }
    expect(compared).toBeGreaterThan(30)
  })

  it('answers the overview query (include-resolved, resolve-inplace false) with the referenced sections beside the references', async () => {
    const overview = archiveQueries.filter((c) => c.path.startsWith('entries/dft_bulk/'))
    expect(overview.length).toBeGreaterThan(0)
    for (const c of overview) {
      const recorded = (c.response.data as Json).archive as Json
      // The stored archive holds more than the card query asks for: processing logs and an unreferenced run part.
      const stored = { ...withoutRefs(recorded), processing_logs: [{ event: 'x', level: 'INFO' }], run: [{ ...((recorded.run as Json[] | undefined)?.[0] ?? {}), program: { name: 'VASP' } }] }
      const answer = await replay(c, stored)
      expect(answer.status).toBe(200)
      const archive = (answer.json as { data: { archive: Json } }).data.archive
      expect(archive.processing_logs).toBeUndefined()
      expect(archive).toEqual(recorded)
    }
  })

  it('answers GET entries/{id} with the stored metadata, for the main author of an unpublished entry', async () => {
    let compared = 0
    for (const [entryId, data] of metadata) {
      const records = memoryRecords()
      await records.put('entries', entryId, data)
      const author = (data.main_author as Json | undefined)?.user_id as string | undefined
      const answer = await call(entryApi(records), 'GET', `/entries/${entryId}`, undefined, author)
      expect(answer.json).toEqual({ entry_id: entryId, required: {}, data })
      compared++
    }
    expect(compared).toBeGreaterThan(5)
  })
})
