import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { entryFromArchive, quantityPaths, type UploadFacts } from '../../../src/server/examples/archive-entry.js'

const upload: UploadFacts = {
  upload_id: 'upload-1',
  upload_name: 'Lab book',
  upload_create_time: '2024-05-01T10:00:00.000Z',
  main_author: { user_id: 'u-1', name: 'Demo User' },
  published: true,
  publish_time: '2024-05-01T10:00:00.000Z',
  with_embargo: false,
  embargo_length: 0,
  license: 'CC BY 4.0',
}

const schema = { definitions: { name: 'Lab schema', sections: { Instrument: {}, Sample: { quantities: { name: { type: 'str' } } } } } }
const entryOf = (mainfile: string, archive: Record<string, unknown>) =>
  entryFromArchive({ upload, mainfile, archive, archiveOf: (path) => (path === 'schema.archive.yaml' ? schema : undefined), processedAt: '2024-05-01T10:00:01.000Z', version: 'Strata test' })

describe('entry metadata of an archive file', () => {
  it('derives the entry id from upload id and mainfile like NOMAD (SHA-512, URL-safe, 28 characters)', () => {
    const { entry_id, metadata } = entryOf('data/sample.archive.json', { data: { name: 'S1' } })
    expect(entry_id).toBe(createHash('sha512').update('upload-1data/sample.archive.json').digest('base64').replaceAll('+', '-').replaceAll('/', '_').slice(0, 28))
    expect(metadata).toMatchObject({ entry_id, calc_id: entry_id, upload_id: 'upload-1', mainfile: 'data/sample.archive.json', parser_name: 'parsers/archive' })
  })

  it('names the schema section an ELN entry uses, and fills results.eln', () => {
    const { metadata } = entryOf('sample.archive.json', {
      data: { m_def: '../upload/raw/schema.archive.yaml#/definitions/section_definitions/1', name: 'Film 7', lab_id: 'F-007', tags: ['ZnO', 3] },
    })
    const schemaEntryId = entryOf('schema.archive.yaml', schema).entry_id
    expect(metadata).toMatchObject({
      entry_name: 'Film 7',
      entry_type: 'Sample',
      section_defs: [{ definition_qualified_name: `entry_id:${schemaEntryId}.Sample`, used_directly: true }],
      results: { eln: { sections: ['Sample'], names: ['Film 7'], lab_ids: ['F-007'], tags: ['ZnO'] } },
    })
  })

  it('calls a definitions-only archive a Schema entry named after its package', () => {
    expect(entryOf('schema.archive.yaml', schema).metadata).toMatchObject({ entry_type: 'Schema', entry_name: 'Lab schema' })
  })

  it('keeps the results of a calculation, gives its material an id and marks the author everywhere', () => {
    const results = { material: { chemical_formula_reduced: 'Si', symmetry: { space_group_number: 227 }, structural_type: 'bulk' }, method: { simulation: { program_name: 'VASP' } } }
    const { metadata } = entryOf('si.archive.json', { results })
    const other = entryOf('other.archive.json', { results: structuredClone(results) }).metadata
    expect(metadata).toMatchObject({ domain: 'dft', results: { method: { simulation: { program_name: 'VASP' } } }, authors: [upload.main_author], main_author: upload.main_author })
    const materialId = (metadata.results as { material: { material_id: string } }).material.material_id
    expect(materialId).toMatch(/^[A-Za-z0-9_-]{28}$/)
    expect((other.results as { material: { material_id: string } }).material.material_id).toBe(materialId)
  })

  it('counts the distinct section and quantity paths of the stored archive as n_quantities', () => {
    expect(quantityPaths({ data: { m_def: 'x', name: 'a', layers: [{ thickness: 1 }, { thickness: 2, material: 'ZnO' }] } })).toEqual([
      '',
      'data',
      'data.layers',
      'data.layers.material',
      'data.layers.thickness',
      'data.name',
    ])
    const { metadata, archive } = entryOf('x.archive.json', { data: { name: 'a' } })
    expect(metadata.n_quantities).toBe(quantityPaths(archive).length)
    expect(metadata.quantities).toEqual(quantityPaths(archive))
  })
})
