import { describe, expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { at, parseFile, TEST_DATA } from './parse-file.js'

describe('archive files (*.archive.json|yaml)', () => {
  it('names a schema file after its definitions and types it Schema', async () => {
    const entry = await parseFile(TEST_DATA, 'eln/schema.archive.yaml')
    expect(entry.parserName).toBe('parsers/archive')
    expect(entry.metadata).toMatchObject({ entry_name: 'Furnace samples', entry_type: 'Schema', section_defs: [] })
    expect(at(entry.archive, 'definitions', 'sections', 'Sample', 'quantities', 'temperature', 'unit')).toBe('kelvin')
  })

  it('resolves an ELN entry whose m_def points into a schema file of the upload (by section name)', async () => {
    const entry = await parseFile(TEST_DATA, 'eln/sample-1.archive.json')
    expect(entry.metadata).toMatchObject({
      entry_name: 'Annealed sample 1',
      entry_type: 'Sample',
      section_defs: [{ definition_qualified_name: `entry_id:${entryIdOf('test-upload', 'eln/schema.archive.yaml')}.Sample`, used_directly: true }],
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
})
