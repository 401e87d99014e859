import { beforeAll, describe, expect, it } from 'vitest'
import { formatProblems, type Model, type SectionDef } from '../../../src/engine/metainfo/index.js'
import { loadNomadDefinitions } from '../../../src/engine/metainfo/nomadDefinitions.js'
import { loadStrataMetainfo } from '../../../src/engine/metainfo/node.js'
import { toDefinitionsJson } from '../../../src/engine/metainfo/serialize.js'
import { describeWithReference } from '../../reference.js'
import { elnSchemaFiles, readReferenceJson } from './referenceData.js'

const names = (items: { name: string }[]) => items.map((i) => i.name)
const section = (model: Model, name: string): SectionDef => {
  const found = model.sections[name]
  if (!found) throw new Error(`no section ${name}`)
  return found
}

describe('loading NOMAD definitions', () => {
  let base: Model
  beforeAll(async () => { base = await loadStrataMetainfo() })

  it('reads both spellings: sections by name (YAML) and section_definitions lists (JSON)', () => {
    const yaml = loadNomadDefinitions({ definitions: { sections: { A: { base_section: 'nomad.datamodel.data.EntryData', quantities: { x: { type: 'np.float64', unit: 'eV' } } } } } }, { base, packageName: 'p1' })
    const json = loadNomadDefinitions({
      definitions: { section_definitions: [{ name: 'A', base_sections: ['nomad.datamodel.data.EntryData'], quantities: [{ name: 'x', type: { type_kind: 'numpy', type_data: 'float64' }, unit: 'electron_volt' }] }] },
    }, { base, packageName: 'p2' })
    for (const [model, pkg] of [[yaml, 'p1'], [json, 'p2']] as const) {
      expect(model.problems).toEqual([])
      const a = section(model, `${pkg}.A`)
      expect(a.allBaseSections).toEqual(['nomad.datamodel.data.EntryData', 'nomad.datamodel.data.ArchiveSection'])
      expect(a.quantities[0]).toMatchObject({ name: 'x', type: { type_kind: 'numpy', type_data: 'float64' }, unit: 'electron_volt' })
    }
  })

  it('keeps the base model unchanged and adds the schema as one more package', () => {
    const before = base.packages.length
    const model = loadNomadDefinitions({ definitions: { name: 'Mine', sections: { S: {} } } }, { base })
    expect(model.packages.map((p) => p.name)).toEqual([...base.packages.map((p) => p.name), 'Mine'])
    expect(base.packages.length).toBe(before)
    expect(base.sections['Mine.S']).toBeUndefined()
  })

  it('keeps m_annotations as written, for the ELN editors', () => {
    const eln = { component: 'NumberEditQuantity', defaultDisplayUnit: 'mbar', props: { minValue: 0 } }
    const model = loadNomadDefinitions({ definitions: { sections: { S: { m_annotations: { eln: { overview: true } }, quantities: { p: { type: 'float', unit: 'mbar', m_annotations: { eln } } } } } } }, { base, packageName: 'p' })
    expect(section(model, 'p.S').annotations).toEqual({ eln: { overview: true } })
    expect(section(model, 'p.S').quantities[0].annotations).toEqual({ eln })
  })

  it('resolves references to other files through the given resolver', () => {
    const other = loadNomadDefinitions({ definitions: { sections: { Task: { quantities: { done: { type: 'bool' } } } } } }, { base, packageName: 'other' })
    const model = loadNomadDefinitions({ definitions: { sections: { Mine: { base_section: '../upload/raw/other.archive.yaml#Task' } } } }, {
      base: other,
      packageName: 'mine',
      resolveExternal: (ref) => (ref.endsWith('#Task') ? 'other.Task' : undefined),
    })
    expect(model.problems).toEqual([])
    expect(names(section(model, 'mine.Mine').allQuantities)).toEqual(['done'])
  })
})

describeWithReference("NOMAD's example user schemas", () => {
  let base: Model
  beforeAll(async () => { base = await loadStrataMetainfo() })
  const files = elnSchemaFiles()

  it('are all found', () => {
    expect(files.length).toBeGreaterThan(20)
  })

  for (const file of files.filter((f) => !f.name.includes('with-problems'))) {
    it(`${file.name} loads: all its sections, quantities resolved, no errors`, () => {
      const model = loadNomadDefinitions(file.document, { base, source: file.name, packageName: 'schema' })
      const errors = model.problems.filter((p) => p.severity === 'error')
      expect(formatProblems(errors)).toBe('')
      const definitions = file.document.definitions as Record<string, unknown>
      const written = definitions.sections ?? definitions.section_definitions
      const pkg = model.packages.at(-1)!
      expect(names(pkg.sections).sort()).toEqual((Array.isArray(written) ? names(written) : Object.keys(written as object)).sort())
      for (const s of pkg.sections) {
        // inherited quantities are present, own ones last so that they win
        for (const baseName of s.allBaseSections) {
          for (const q of base.sections[baseName]?.allQuantities ?? []) expect(names(s.allQuantities)).toContain(q.name)
        }
      }
    })
  }

  it('with-problems.archive.yaml reports every broken definition with its path', () => {
    const file = files.find((f) => f.name.endsWith('with-problems.archive.yaml'))!
    const model = loadNomadDefinitions(file.document, { base, source: file.name })
    expect(model.problems.filter((p) => p.severity === 'error').map((p) => p.path)).toEqual([
      'definitions.sections.MySection.base_sections',
      'definitions.sections.MySection.quantities.my_quantity.type',
      'definitions.sections.MySection.quantities.reference.type',
      'definitions.sections.MySection.sub_sections.wo_sub_section',
      'definitions.sections.MySection.sub_sections.unresolvable_sub_section.section',
    ])
    expect(formatProblems(model.problems)).toContain("base section 'doesnotexist' cannot be resolved")
  })

  it('inheritance: sections inherit from sections of the same schema and from base sections', () => {
    const file = files.find((f) => f.name.endsWith('inheriting-schema.archive.yaml'))!
    const model = loadNomadDefinitions(file.document, { base, source: file.name, packageName: 's' })
    expect(section(model, 's.SubSectionDescendant2').allBaseSections).toEqual(['s.SubSectionBase1'])
    expect(names(section(model, 's.SubSectionDescendant2').allSubSections)).toEqual(['desc2'])
    expect(section(model, 's.Root').allBaseSections).toEqual(['nomad.datamodel.data.EntryData', 'nomad.datamodel.data.ArchiveSection'])
    expect(section(model, 's.Root').subSections[0].section).toBe('s.SubSectionBase1')
  })

  it('polymorphy: a section name as type makes a reference', () => {
    const file = files.find((f) => f.name.endsWith('polymorphy.archive.yaml'))!
    const model = loadNomadDefinitions(file.document, { base, source: file.name, packageName: 's' })
    expect(section(model, 's.Sample').quantities[0]).toMatchObject({ name: 'referenced_substances', type: { type_kind: 'reference', type_data: 's.Substance' }, shape: ['*'] })
    expect(section(model, 's.Chemical23').allQuantities.map((q) => q.name)).toEqual(['name', 'formula'])
  })

  it('hall: a schema building on another file of the upload resolves once that file is loaded', () => {
    const baseClasses = files.find((f) => f.name.endsWith('base_classes.schema.archive.yaml'))!
    const hall = files.find((f) => f.name.endsWith('hall_python.schema.archive.yaml'))!
    const withBaseClasses = loadNomadDefinitions(baseClasses.document, { base, source: baseClasses.name, packageName: 'base_classes' })
    const model = loadNomadDefinitions(hall.document, {
      base: withBaseClasses,
      source: hall.name,
      packageName: 'hall',
      resolveExternal: (ref) => `base_classes.${ref.split('#').at(-1)}`,
    })
    expect(model.problems.filter((p) => p.message.includes('another file'))).toEqual([])
    expect(section(model, 'hall.Hall_experiment').baseSections).toEqual(['base_classes.Experiment'])
  })

  it('eln/schema.archive.yaml serialises like NOMAD serialises it in an entry archive', () => {
    const file = files.find((f) => f.name === 'eln/schema.archive.yaml')!
    const model = loadNomadDefinitions(file.document, { base, source: file.name, packageName: 'eln-schema' })
    const ours = toDefinitionsJson(model, 'eln-schema') as { section_definitions: Record<string, unknown>[] }
    const nomad = findDefinitions(readReferenceJson('api-recordings', 'entry', 'eln-author.json'))
    expect(nomad).toBeDefined()
    expect(essentials(ours.section_definitions)).toEqual(essentials(nomad!.section_definitions))
  })

  it('definitions JSON loads back into the same sections', () => {
    const file = files.find((f) => f.name === 'eln/schema.archive.yaml')!
    const model = loadNomadDefinitions(file.document, { base, source: file.name, packageName: 'eln-schema' })
    const again = loadNomadDefinitions({ definitions: toDefinitionsJson(model, 'eln-schema') }, { base, packageName: 'eln-schema' })
    expect(again.problems).toEqual(model.problems.filter((p) => p.severity === 'error'))
    const summary = (m: Model) => Object.values(m.sections).filter((s) => s.packageName === 'eln-schema')
      .map((s) => [s.qualifiedName, s.allBaseSections, s.allQuantities.map((q) => [q.name, q.type, q.unit, q.shape]), s.allSubSections.map((x) => [x.name, x.section])])
    expect(summary(again)).toEqual(summary(model))
  })
})

type Json = Record<string, unknown>

/** The `definitions` package inside a recorded archive response. */
function findDefinitions(value: unknown): { section_definitions: Json[] } | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findDefinitions(item)
      if (found) return found
    }
  } else if (typeof value === 'object' && value !== null) {
    const obj = value as Json
    if (typeof obj.definitions === 'object' && obj.definitions !== null && 'section_definitions' in obj.definitions) return obj.definitions as { section_definitions: Json[] }
    for (const item of Object.values(obj)) {
      const found = findDefinitions(item)
      if (found) return found
    }
  }
  return undefined
}

/** What the archive browser relies on: names, bases, types, units, shapes and sub section targets. */
function essentials(sections: Json[] | undefined): unknown {
  return (sections ?? []).map((s) => ({
    name: s.name,
    base_sections: s.base_sections ?? [],
    quantities: ((s.quantities ?? []) as Json[]).map((q) => ({ name: q.name, type: q.type, unit: q.unit, shape: q.shape, default: q.default })),
    sub_sections: ((s.sub_sections ?? []) as Json[]).map((x) => ({ name: x.name, sub_section: x.sub_section, repeats: x.repeats ?? false })),
    inner: essentials(s.inner_section_definitions as Json[] | undefined),
  }))
}
