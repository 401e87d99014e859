/** entry_hash: the version of a mainfile an editor loaded; a save over a file changed meanwhile is refused. */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ENTRY_CHANGED } from '../../../src/server/api/uploads/raw.js'
import { useProcessedUpload } from './support.js'

const first = JSON.stringify({ data: { m_def: 'nomad.datamodel.metainfo.eln.ElnBaseSection', name: 'first' } })
const hashOf = (text: string) => createHash('sha512').update(text).digest('base64url').slice(0, 28)

describe('entry_hash', () => {
  const upload = useProcessedUpload({ 'notes/sample.archive.json': first })

  const entryHash = async () => {
    const { body } = await upload.server.json(`/uploads/${upload.uploadId}/entries`, { token: upload.token })
    const entries = (body as { data: { mainfile: string; entry_metadata?: { entry_hash?: string } }[] }).data
    return entries.find((entry) => entry.mainfile === 'notes/sample.archive.json')?.entry_metadata?.entry_hash
  }
  const save = (content: string, hash: string | undefined) =>
    upload.server.json(`/uploads/${upload.uploadId}/raw/notes?file_name=sample.archive.json&wait_for_processing=true${hash ? `&entry_hash=${hash}` : ''}`, { method: 'PUT', token: upload.token, body: content })
  const stored = async () => (await upload.server.api(`/uploads/${upload.uploadId}/raw/notes/sample.archive.json`, { token: upload.token })).text()

  it('is the SHA-512 of the mainfile, stored with the entry', async () => {
    expect(await entryHash()).toBe(hashOf(first))
  })

  it('lets a save of the loaded version through and refuses one over a file changed meanwhile, keeping the newer file', async () => {
    const loaded = await entryHash()
    const mine = JSON.stringify({ data: { m_def: 'nomad.datamodel.metainfo.eln.ElnBaseSection', name: 'mine' } })
    expect((await save(mine, loaded)).status).toBe(200)
    expect(await entryHash()).toBe(hashOf(mine))

    // Someone else saves from the same old version: refused, and what was saved first stays.
    const theirs = JSON.stringify({ data: { m_def: 'nomad.datamodel.metainfo.eln.ElnBaseSection', name: 'theirs' } })
    expect(await save(theirs, loaded)).toEqual({ status: 409, body: { detail: ENTRY_CHANGED } })
    expect(await stored()).toBe(mine)
  })

  it('takes only one of two saves sent at once from the same version', async () => {
    const loaded = await entryHash()
    const answers = await Promise.all(['one', 'two'].map((name) => save(JSON.stringify({ data: { m_def: 'nomad.datamodel.metainfo.eln.ElnBaseSection', name } }), loaded)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = answers[0].status === 200 ? 'one' : 'two'
    expect(JSON.parse(await stored()).data.name).toBe(winner)
  })

  it('needs file_name to know which entry is meant', async () => {
    const response = await upload.server.json(`/uploads/${upload.uploadId}/raw/notes?entry_hash=abc`, { method: 'PUT', token: upload.token, body: 'x' })
    expect(response.status).toBe(400)
  })
})
