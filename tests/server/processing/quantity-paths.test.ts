/**
 * An entry's `quantities` (NOMAD's search field, and the archive's metadata.quantities) are the
 * paths of its archive as stored: its metadata section is the archive's, so paths of the search
 * document only (metadata.results.*, metadata.authors, users with names) are not among them, as in
 * NOMAD's recorded entries.
 */
import { describe, expect, it } from 'vitest'
import { createProcessedUpload, poscarOf, useDemoServer } from '../uploads/support.js'

describe('the quantities of a processed entry', () => {
  const session = useDemoServer()

  it('are the paths of its archive as stored, the same in the search document and in the archive', async () => {
    const upload = await createProcessedUpload(session.server, session.token, { 'cu/POSCAR': poscarOf('Cu', 3.6) })
    const listed = await session.server.json(`/uploads/${upload.upload_id}/entries`, { token: session.token })
    const entryId = listed.body.data[0].entry_id as string
    const entry = (await session.server.json(`/entries/${entryId}`, { token: session.token })).body.data
    const archive = (await session.server.json(`/entries/${entryId}/archive`, { token: session.token })).body.data.archive

    const quantities = entry.quantities as string[]
    expect(quantities).toEqual(expect.arrayContaining(['', 'results.material.elements', 'run.system', 'metadata.entry_id', 'metadata.main_author', 'metadata.entry_timestamp.token_seed', 'metadata.section_defs.definition_qualified_name']))
    expect(quantities.filter((path) => path.startsWith('metadata.results') || path.startsWith('metadata.authors') || path.startsWith('metadata.main_author.'))).toEqual([])
    expect(quantities).toEqual([...quantities].sort())
    expect(entry.n_quantities).toBe(quantities.length)
    expect(archive.metadata.quantities).toEqual(quantities)
  })
})
