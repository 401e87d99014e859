import { describe, expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { at, parseFile, TEST_DATA } from './parse-file.js'

const SCHEMA = readFileSync(join(TEST_DATA, 'eln', 'schema.archive.yaml'), 'utf8')
const usingSchema = (mDef: string) => new TextEncoder().encode(JSON.stringify({ data: { m_def: mDef, name: 'Borrowed' } }))

describe('archive files (*.archive.json|yaml)', () => {
  it('names a schema file after its definitions and types it Schema', async () => {
    const entry = await parseFile(TEST_DATA, 'eln/schema.archive.yaml')
    expect(entry.parserName).toBe('parsers/archive')
    expect(entry.metadata).toMatchObject({ entry_name: 'Furnace samples', entry_type: 'Schema', sections: expect.arrayContaining(['nomad.metainfo.metainfo.Package', 'nomad.metainfo.metainfo.Section']) })
    expect(at(entry.archive, 'definitions', 'section_definitions', '0', 'quantities', '1', 'unit')).toBe('kelvin')
  })

  it('resolves an ELN entry whose m_def points into a schema file of the upload (by section name)', async () => {
    const entry = await parseFile(TEST_DATA, 'eln/sample-1.archive.json')
    expect(entry.metadata).toMatchObject({
      entry_name: 'Annealed sample 1',
      entry_type: 'Sample',
      section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: `entry_id:${entryIdOf('test-upload', 'eln/schema.archive.yaml')}.Sample`, used_directly: true })]),
    })
    expect(at(entry.archive, 'results', 'eln')).toEqual({ sections: ['Sample'], names: ['Annealed sample 1'], lab_ids: ['S-001'], tags: ['anneal'] })
    expect(at(entry.archive, 'data', 'temperature')).toBe(873.15)
  })

  it('resolves m_def by section index and keeps the file\'s comment, never its ids', async () => {
    const entry = await parseFile(TEST_DATA, 'eln/furnace.archive.json')
    expect(entry.metadata).toMatchObject({ entry_type: 'Furnace', comment: 'the lab furnace', entry_name: 'furnace.archive.json' })
    expect(entry.metadata.upload_id).toBeUndefined()
    expect(entry.archive.metadata).toBeUndefined()
  })

  it('normalises an archive that brings its own run but no results', async () => {
    const entry = await parseFile(TEST_DATA, 'water-run.archive.json')
    expect(at(entry.archive, 'results', 'material')).toMatchObject({ chemical_formula_hill: 'H2O', structural_type: 'molecule / cluster' })
    expect(at(entry.archive, 'results', 'method', 'simulation', 'program_name')).toBe('ExampleCode')
  })

  it('reports broken JSON as a clear error', async () => {
    await expect(parseFile(TEST_DATA, 'broken.archive.json')).rejects.toThrow(/^broken\.archive\.json: not valid JSON: /)
  })

  it('resolves a schema of another upload the uploader may view, by index and by name', async () => {
    for (const fragment of ['sections/0', 'sections/Sample']) {
      const entry = await parseFile(TEST_DATA, 'borrowed.archive.json', usingSchema(`../uploads/schemas-upload/raw/lab/schema.archive.yaml#/definitions/${fragment}`), { 'schemas-upload': { 'lab/schema.archive.yaml': SCHEMA } })
      expect(entry.metadata).toMatchObject({
        entry_type: 'Sample',
        section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: `entry_id:${entryIdOf('schemas-upload', 'lab/schema.archive.yaml')}.Sample`, used_directly: true })]),
      })
    }
  })

  it('refuses a schema of an upload the uploader may not view, naming the reference and why', async () => {
    const mDef = '../uploads/hidden-upload/raw/schema.archive.yaml#/definitions/sections/Sample'
    await expect(parseFile(TEST_DATA, 'borrowed.archive.json', usingSchema(mDef))).rejects.toThrow(
      `borrowed.archive.json: the data section's definition '${mDef}' cannot be read: the upload hidden-upload does not exist or is not visible to the uploader`,
    )
  })

  it('refuses a schema entry of an upload the uploader may not view, worded like a missing one', async () => {
    const mDef = `../uploads/hidden-upload/archive/${entryIdOf('hidden-upload', 'schema.archive.yaml')}#/definitions/sections/0`
    await expect(parseFile(TEST_DATA, 'borrowed.archive.json', usingSchema(mDef))).rejects.toThrow(
      `borrowed.archive.json: the data section's definition '${mDef}' cannot be read: the entry ${entryIdOf('hidden-upload', 'schema.archive.yaml')} of the upload hidden-upload does not exist or is not visible to the uploader`,
    )
  })

  it('reads ../uploads/{own upload id}/raw/ as a file of the same upload', async () => {
    const entry = await parseFile(TEST_DATA, 'eln/own.archive.json', usingSchema('../uploads/test-upload/raw/eln/schema.archive.yaml#/definitions/sections/Furnace'))
    expect(entry.metadata).toMatchObject({ entry_type: 'Furnace', section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: `entry_id:${entryIdOf('test-upload', 'eln/schema.archive.yaml')}.Furnace` })]) })
  })
})

describeWithReference('archive files with definitions and data, as NOMAD types and names them', () => {
  // Recorded in api-recordings/uploads/archive_browser_test_MySection-intra-entry.json and _With-inheriting-sections.json.
  it.each([
    ['intra-entry.archive.json', 'MySection'],
    ['inheriting-schema.archive.yaml', 'Root'],
  ])('%s is typed after its data section and named after the file', async (file, entryType) => {
    const entry = await parseFile(join(REFERENCE_DIR, 'eln-schemas', 'custom-schema'), file)
    expect(entry.metadata).toMatchObject({
      entry_type: entryType,
      entry_name: file,
      section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: `entry_id:test-entry.${entryType}`, used_directly: true })]),
    })
  })

  // NOMAD stores the data's m_def of inter-entry.archive.json in its archive form; recorded in
  // api-recordings/uploads/archive_browser_test_MySection-inter-entry.json (typed MySection, qualified by the schema's entry id).
  it('resolves the archive form ../uploads/{upload_id}/archive/{entry_id}#... to the schema entry\'s mainfile', async () => {
    const folder = join(REFERENCE_DIR, 'eln-schemas', 'custom-schema')
    const schemaEntryId = 'EdNTmfG89xq927d5Zcq-hMlLWaa2'
    expect(entryIdOf('archive_browser_test', 'schema.archive.json')).toBe(schemaEntryId)
    const document = JSON.parse(readFileSync(join(folder, 'inter-entry.archive.json'), 'utf8'))
    document.data.m_def = `../uploads/archive_browser_test/archive/${schemaEntryId}#/definitions/section_definitions/0`
    const entry = await parseFile(folder, 'inter-entry.archive.json', new TextEncoder().encode(JSON.stringify(document)), {
      archive_browser_test: { 'schema.archive.json': readFileSync(join(folder, 'schema.archive.json'), 'utf8') },
    })
    expect(entry.metadata).toMatchObject({ entry_type: 'MySection', section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: `entry_id:${schemaEntryId}.MySection`, used_directly: true })]) })
  })
})
