/**
 * A parse that reads another file of its upload sees it, however late in the archive: a guard
 * for anything that would parse mainfiles before the whole upload is moved in (measured on 2
 * cores: parsing while moving in did not make processing faster, the cores were busy anyway).
 */
import { describe, expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { createProcessedUpload, poscarOf, useDemoServer } from '../uploads/support.js'

const SCHEMA = `definitions:
  sections:
    Furnace:
      base_sections: ['nomad.datamodel.data.EntryData']
      quantities:
        temperature:
          type: float
          unit: kelvin
`
const SAMPLE = JSON.stringify({ data: { m_def: '../upload/raw/zz-last/furnace.archive.yaml#/definitions/section_definitions/0', temperature: 1200 } })

describe('parsing the files of a new upload', () => {
  const session = useDemoServer()

  it('gives a parse the files it reads, though the archive holds them after its mainfile', async () => {
    // Members are moved in by path: the sample first, hundreds of structures, its schema last.
    const files: Record<string, string> = { 'a-first/sample.archive.json': SAMPLE, 'zz-last/furnace.archive.yaml': SCHEMA }
    for (let i = 0; i < 300; i++) files[`structures/${i}/POSCAR`] = poscarOf(['Cu', 'Al', 'Ni'][i % 3], 3.5 + (i % 7) / 10)
    const upload = await createProcessedUpload(session.server, session.token, files)
    expect(upload).toMatchObject({ process_status: 'SUCCESS', entries: 302, failed_entries: 0 })
    const entryId = entryIdOf(upload.upload_id, 'a-first/sample.archive.json')
    const sample = (await session.server.json(`/entries/${entryId}/archive`, { token: session.token })).body.data.archive
    // Read before its schema was in place, the definition would not resolve (a WARNING) and the entry would have no searchable quantities.
    expect((sample.processing_logs as { level: string; event: string }[]).filter((line) => line.level !== 'INFO')).toEqual([])
    const metadata = (await session.server.json(`/entries/${entryId}`, { token: session.token })).body.data
    expect(metadata.search_quantities).toEqual([expect.objectContaining({ path_archive: 'data.temperature', float_value: 1200 })])
  }, 60000)
})

