import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { at, parseFile, TEST_DATA } from './parse-file.js'

type Json = Record<string, unknown>

/** The archive NOMAD's API answered for `required: '*'` in one of its GUI test recordings. */
function recordedArchive(recording: string): Json {
  const calls = Object.values(JSON.parse(readFileSync(join(REFERENCE_DIR, 'api-recordings', 'uploads', recording), 'utf8')) as Record<string, { request: { url: string }; response: { body: { data: { archive: Json } } } }[]>).flat()
  const call = calls.find((candidate) => candidate.request.url.endsWith('/archive/query'))
  if (!call) throw new Error(`${recording} holds no archive query`)
  return call.response.body.data.archive
}

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))

describe('archive definitions in NOMAD\'s package form', () => {
  it('stores a YAML sections mapping as a section_definitions list, keeping the package name', async () => {
    const entry = await parseFile(TEST_DATA, 'eln/schema.archive.yaml')
    expect(at(entry.archive, 'definitions', 'name')).toBe('Furnace samples')
    expect(at(entry.archive, 'definitions', 'sections')).toBeUndefined()
    const sections = at(entry.archive, 'definitions', 'section_definitions') as Json[]
    expect(sections.map((section) => section.name)).toEqual(['Sample', 'Furnace'])
    expect(at(sections[0], 'quantities', '1')).toMatchObject({ name: 'temperature', unit: 'kelvin', type: { type_kind: 'numpy', type_data: 'float64' } })
  })

  it('points data named by a bare section name at the section\'s place, and inner sections likewise', async () => {
    const file = encode({
      definitions: { sections: { Holder: { quantities: { slot: { type: 'int' } } }, Sample: { base_sections: ['nomad.datamodel.data.EntryData'], sub_sections: { holder: { section: '#/Holder' }, notes: { section: { quantities: { text: { type: 'str' } } } } } } } },
      data: { m_def: 'Sample', holder: { slot: 2 } },
    })
    const entry = await parseFile(TEST_DATA, 'inline.archive.json', file)
    expect(at(entry.archive, 'data', 'm_def')).toBe('#/definitions/section_definitions/1')
    expect(at(entry.archive, 'data', 'holder')).toEqual({ slot: 2 })
    const subSections = at(entry.archive, 'definitions', 'section_definitions', '1', 'sub_sections') as Json[]
    expect(subSections.map((sub) => [sub.name, sub.sub_section])).toEqual([
      ['holder', '#/definitions/section_definitions/0'],
      ['notes', '#/definitions/section_definitions/1/inner_section_definitions/0'],
    ])
  })

  it('keeps definitions that do not load as written and says why in the log', async () => {
    const file = encode({ definitions: { sections: { Sample: { base_sections: ['../upload/raw/missing.archive.yaml#Base'] } } } })
    const entry = await parseFile(TEST_DATA, 'dangling.archive.json', file)
    expect(at(entry.archive, 'definitions', 'sections', 'Sample')).toBeDefined()
    expect(entry.logs.map((log) => log.event).join('\n')).toMatch(/definitions are stored as written.*missing\.archive\.yaml/)
  })
})

describeWithReference('archive definitions compared with NOMAD\'s recorded archives', () => {
  it.each([
    ['schema.archive.json', 'archive_browser_test_Schema.json'],
    ['intra-entry.archive.json', 'archive_browser_test_MySection-intra-entry.json'],
    ['inheriting-schema.archive.yaml', 'archive_browser_test_With-inheriting-sections.json'],
  ])('%s: definitions and data.m_def as NOMAD stores them', async (file, recording) => {
    const entry = await parseFile(join(REFERENCE_DIR, 'eln-schemas', 'custom-schema'), file)
    const recorded = recordedArchive(recording)
    expect(entry.archive.definitions).toEqual(recorded.definitions)
    expect(at(entry.archive, 'data', 'm_def')).toEqual(at(recorded, 'data', 'm_def'))
  })
})
