import { describe, expect, it } from 'vitest'
import { bundledStrataMetainfo } from '../../../../src/engine/metainfo/bundled.js'
import { loadNomadDefinitions } from '../../../../src/engine/metainfo/index.js'
import { matchingSections, sectionLabel, SECTION_ARCHIVE_REQUEST } from '../../../../src/renderers/archive/eln/matchingSections.js'

/** A lab schema: batches hold samples (one of them a doped sample) and notes that name a sample again. */
const model = loadNomadDefinitions(
  {
    definitions: {
      name: 'lab',
      sections: {
        Sample: { base_sections: ['nomad.datamodel.data.EntryData'], quantities: { name: { type: 'str' } } },
        DopedSample: { base_sections: ['#/Sample'], quantities: { dopant: { type: 'str' } } },
        Note: { quantities: { text: { type: 'str' } }, sub_sections: { sample: { section: '#/Sample' } } },
        Batch: {
          base_sections: ['nomad.datamodel.data.EntryData'],
          quantities: { name: { type: 'str' }, extra: { type: 'JSON' } },
          sub_sections: { samples: { repeats: true, section: '#/Sample' }, notes: { repeats: true, section: '#/Note' } },
        },
      },
    },
  },
  { base: bundledStrataMetainfo(), source: 'schema.archive.yaml', packageName: 'entry_id:schema-entry' },
)
const SAMPLE = 'entry_id:schema-entry.Sample'

describe('the sections of an archive a reference may point to', () => {
  it('asks the whole data, the top-level keys and the upload of the chosen entry', () => {
    expect(SECTION_ARCHIVE_REQUEST).toEqual({ required: { m_request: { depth: 1 }, metadata: { upload_id: '*', mainfile: '*' }, data: '*' } })
  })

  it('finds sections of the type below data, derived ones too, along the schema (no m_def needed)', () => {
    const archive = {
      data: {
        m_def: '../upload/raw/schema.archive.yaml#/definitions/section_definitions/3',
        name: 'batch 7',
        // A JSON quantity's value is no section, even when it looks like one.
        extra: { name: 'not a section' },
        samples: [{ name: 'ITO-001' }, { m_def: '../upload/raw/schema.archive.yaml#/definitions/section_definitions/1', name: 'AZO-001', dopant: 'Al' }, {}],
        notes: [{ text: 'see', sample: { name: 'ZnO-002' } }],
      },
    }
    expect(matchingSections(archive, model, SAMPLE)).toEqual([
      { path: '/data/samples/0', name: 'ITO-001' },
      { path: '/data/samples/1', name: 'AZO-001' },
      { path: '/data/samples/2' },
      { path: '/data/notes/0/sample', name: 'ZnO-002' },
    ])
  })

  it('finds the data section itself when it is of the type', () => {
    const archive = { data: { m_def: '#/definitions/section_definitions/0', name: 'ITO-001' } }
    expect(matchingSections(archive, model, SAMPLE)).toEqual([{ path: '/data', name: 'ITO-001' }])
    expect(matchingSections(archive, model, 'entry_id:schema-entry.Batch')).toEqual([])
  })

  it('without definitions, goes by m_def naming the type; without data, finds nothing', () => {
    const archive = { data: { m_def: 'x.Batch', samples: [{ m_def: SAMPLE, name: 'S1' }, { name: 'S2' }] } }
    expect(matchingSections(archive, undefined, SAMPLE)).toEqual([{ path: '/data/samples/0', name: 'S1' }])
    expect(matchingSections({ metadata: {} }, model, SAMPLE)).toEqual([])
  })

  it('lists a section by its name and path', () => {
    expect(sectionLabel({ path: '/data/samples/2', name: 'AZO-001' })).toBe('AZO-001 (data/samples/2)')
    expect(sectionLabel({ path: '/data' })).toBe('data')
  })
})
