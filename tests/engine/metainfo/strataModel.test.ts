import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildStrataModel, deriveSearchQuantities, formatProblems, MetainfoError } from '../../../src/engine/metainfo/index.js'
import { loadStrataMetainfo } from '../../../src/engine/metainfo/node.js'

describe("Strata's own metainfo", () => {
  it('loads without problems and resolves inheritance', async () => {
    const model = await loadStrataMetainfo()
    expect(model.problems).toEqual([])
    const gw = model.sections['nomad.datamodel.results.GW']
    expect(gw.allBaseSections).toEqual(['nomad.datamodel.results.ExcitedStateMethodology'])
    expect(gw.allQuantities.map((q) => q.name)).toEqual(['basis_set_type', 'starting_point_type', 'starting_point_names', 'type'])
    // the own definition of `type` (an enum) replaces the inherited string
    expect(gw.allQuantities.find((q) => q.name === 'type')?.type.type_kind).toBe('enum')
    expect(model.sections['nomad.datamodel.data.User'].allQuantities.map((q) => q.name)).toContain('name')
    // aliases find the same section
    expect(model.sections['nomad.datamodel.metainfo.eln.Sample']).toBe(model.sections['nomad.datamodel.metainfo.basesections.CompositeSystem'])
  })

  it('gives every section, quantity and sub section a qualified name', async () => {
    const model = await loadStrataMetainfo()
    const material = model.sections['nomad.datamodel.results.Material']
    expect(material.qualifiedName).toBe('nomad.datamodel.results.Material')
    expect(material.quantities.find((q) => q.name === 'elements')?.qualifiedName).toBe('nomad.datamodel.results.Material.elements')
    expect(material.subSections.find((s) => s.name === 'topology')).toMatchObject({
      qualifiedName: 'nomad.datamodel.results.Material.topology', section: 'nomad.datamodel.results.System', repeats: true, nested: true,
    })
  })
})

describe('building a model from metainfo files', () => {
  const file = (content: unknown, source = 'test.yaml') => ({ source, content })

  it('reads types, named enums, references and search flags', () => {
    const model = buildStrataModel([file({
      package: 'demo',
      searchable: true,
      enums: { Colour: ['red', 'green'] },
      sections: {
        Paint: {
          quantities: {
            colour: { type: 'enum', values: 'Colour' },
            name: { type: 'str', suggestion: true, search_fields: ['text'] },
            note: { type: 'str', aggregatable: false },
            thickness: { type: 'float64', unit: 'meter' },
            matrix: { type: 'float64', shape: [3, 3] },
            hidden: { type: 'str', searchable: false },
            owner: { type: 'reference', target: 'Owner', searchable: true },
          },
        },
        Owner: { quantities: { owner_id: { type: 'str' } } },
      },
    })])
    expect(model.problems).toEqual([])
    const paint = Object.fromEntries(model.sections['demo.Paint'].quantities.map((q) => [q.name, q]))
    expect(paint.colour.type).toEqual({ type_kind: 'enum', type_data: ['red', 'green'] })
    expect(paint.owner.type).toEqual({ type_kind: 'reference', type_data: 'demo.Owner' })
    expect(paint.thickness).toMatchObject({ type: { type_kind: 'numpy', type_data: 'float64' }, unit: 'meter', searchable: true, aggregatable: false })
    expect(paint.name).toMatchObject({ searchable: true, aggregatable: true, suggestion: true, searchFields: [{ name: 'text', aggregatable: false }] })
    expect(paint.note.aggregatable).toBe(false)
    expect(paint.matrix.searchable).toBe(false)
    expect(paint.hidden.searchable).toBe(false)
  })

  it('reports names that do not resolve, with the file and the path', () => {
    const model = buildStrataModel([file({
      package: 'demo',
      sections: {
        A: {
          base_sections: ['Missing'],
          quantities: { colour: { type: 'enum', values: 'NoSuchEnum' }, other: { type: 'reference', target: 'Nowhere' }, odd: { type: 'complex_thing' } },
          sub_sections: { child: { section: 'AlsoMissing' } },
        },
      },
    }, 'schemas/metainfo/demo.yaml')])
    expect(formatProblems(model.problems).split('\n')).toEqual([
      "error at schemas/metainfo/demo.yaml: sections.A.base_sections: base section 'Missing' cannot be resolved",
      "error at schemas/metainfo/demo.yaml: sections.A.quantities.colour.type: enum 'NoSuchEnum' is not declared",
      "error at schemas/metainfo/demo.yaml: sections.A.quantities.other.type: type 'Nowhere' cannot be resolved",
      "error at schemas/metainfo/demo.yaml: sections.A.quantities.odd.type: unknown type 'complex_thing'",
      "error at schemas/metainfo/demo.yaml: sections.A.sub_sections.child.section: section of sub section 'child' 'AlsoMissing' cannot be resolved",
    ])
  })

  it('reports sections that inherit from themselves instead of looping', () => {
    const model = buildStrataModel([file({ package: 'demo', sections: { A: { base_sections: ['B'] }, B: { base_sections: ['A'] } } })])
    expect(model.problems.some((p) => p.message.includes('inherits from itself'))).toBe(true)
  })

  it('rejects a file that does not follow the metainfo file schema', () => {
    expect(() => buildStrataModel([file({ package: 'demo', sections: { A: { quantities: { x: { type: 'enum' } } } } }, 'bad.yaml')]))
      .toThrow(/bad\.yaml: sections\.A\.quantities\.x\.values: an enum needs values/)
    expect(() => buildStrataModel([file({ package: 'demo', sections: { A: { quantitites: {} } } }, 'typo.yaml')]))
      .toThrow(MetainfoError)
  })

  describe('reading files from a folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strata-metainfo-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    it('names file, line and path of a mistake', async () => {
      writeFileSync(join(dir, 'broken.yaml'), [
        'package: demo',
        'sections:',
        '  Thing:',
        '    quantities:',
        '      size: {type: float64, description: Large, or small}',
      ].join('\n'))
      await expect(loadStrataMetainfo(dir)).rejects.toThrow(/broken\.yaml: line 5, sections\.Thing\.quantities\.size: Unrecognized key: "or small"/)
    })
  })
})

describe('deriving search quantities', () => {
  const model = buildStrataModel([{
    source: 'demo.yaml',
    content: {
      package: 'demo',
      searchable: true,
      sections: {
        Root: {
          sub_sections: {
            meta: { section: 'Meta', flatten: true },
            results: { section: 'Results' },
            data: { section: 'Meta', searchable: false },
          },
        },
        Meta: {
          quantities: {
            entry_id: { type: 'str' },
            owner: { type: 'User' },
            files: { type: 'str', shape: ['*'], search_fields: ['path'] },
            origin_sample: { type: 'reference', target: 'Sample', searchable: true },
          },
        },
        Results: { sub_sections: { sample: { section: 'Sample' }, layers: { section: 'Layer', repeats: true, nested: true } } },
        Sample: { quantities: { mass: { type: 'float64', unit: 'kilogram' } } },
        Layer: { quantities: { thickness: { type: 'float64', unit: 'meter' } }, sub_sections: { step: { section: 'Sample' } } },
        User: { quantities: { user_id: { type: 'str' }, email: { type: 'str', searchable: false } } },
      },
    },
  }])
  const registry = deriveSearchQuantities(model, { root: 'demo.Root' })

  it('keys quantities by dotted path, flattening the metadata to the top and following searchable references', () => {
    expect(Object.keys(registry).sort()).toEqual([
      'entry_id', 'owner', 'files', 'files.path', 'origin_sample', 'origin_sample.mass', 'results.layers', 'results.layers.step', 'results.layers.step.mass',
      'results.layers.thickness', 'results.sample', 'results.sample.mass',
    ].sort())
  })

  it('marks nested sections and everything below a repeating one', () => {
    expect(registry['results.layers']).toEqual({ name: 'layers', nested: true, repeats: true })
    expect(registry['results.sample']).toEqual({ name: 'sample', nested: false, repeats: false })
    expect(registry['results.layers.step.mass']).toMatchObject({ repeats: true, unit: 'kilogram', aggregatable: false, dynamic: false })
    expect(registry['files.path']).toMatchObject({ name: 'files', aggregatable: false, shape: ['*'] })
  })

  it('indexes quantities of schema sections as dynamic ones with the schema name', () => {
    const withSchemas = deriveSearchQuantities(model, { root: 'demo.Root', dynamicSchemas: ['demo.Sample'] })
    expect(withSchemas['data.mass#demo.Sample']).toMatchObject({ name: 'mass', dynamic: true, schema: 'demo.Sample', unit: 'kilogram' })
  })
})
