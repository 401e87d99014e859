import { beforeAll, expect, it } from 'vitest'
import { sameDimension, toMetainfoJson, typeFamily, type Model, type QuantityType } from '../../../src/engine/metainfo/index.js'
import { loadStrataMetainfo } from '../../../src/engine/metainfo/node.js'
import { describeWithReference } from '../../reference.js'
import { readReferenceJson } from './referenceData.js'

interface NomadQuantity { name: string; type: QuantityType; unit?: string; shape?: unknown[] }
interface NomadSection { name: string; quantities?: NomadQuantity[]; sub_sections?: { name: string; repeats?: boolean }[] }
interface NomadPackage { name: string; section_definitions: NomadSection[] }

/** Compares what a quantity means: type family, enum values, unit dimension. */
const meaning = (q: { type: QuantityType; unit?: string }, unitOf: string | undefined) => ({
  type: typeFamily(q.type),
  values: q.type.type_kind === 'enum' ? [...(q.type.type_data as string[])].sort() : undefined,
  sameUnit: sameDimension(q.unit, unitOf),
})

describeWithReference("Strata's definitions compared with NOMAD's metainfo.json", () => {
  let model: Model
  let nomad: Map<string, NomadSection>
  beforeAll(async () => {
    model = await loadStrataMetainfo()
    const { packages } = readReferenceJson<{ packages: NomadPackage[] }>('artifacts', 'metainfo.json')
    nomad = new Map(packages.flatMap((p) => p.section_definitions.map((s) => [`${p.name}.${s.name}`, s] as const)))
  })

  it('defines the results, metadata, data and ELN base sections NOMAD has, under the same qualified names', () => {
    const ours = model.packages.flatMap((p) => p.sections.map((s) => s.qualifiedName))
    const shared = ours.filter((name) => nomad.has(name))
    expect(shared.length).toBeGreaterThan(100)
    for (const name of ['nomad.datamodel.datamodel.EntryMetadata', 'nomad.datamodel.results.Material', 'nomad.datamodel.results.Method',
      'nomad.datamodel.results.Properties', 'nomad.datamodel.results.ELN', 'nomad.datamodel.metainfo.basesections.Process']) {
      expect(shared).toContain(name)
    }
  })

  it('gives each shared section only quantities NOMAD has, with the same type, enum values and unit dimension', () => {
    for (const pkg of model.packages) {
      for (const section of pkg.sections) {
        const theirs = nomad.get(section.qualifiedName)
        if (!theirs) continue
        const byName = new Map((theirs.quantities ?? []).map((q) => [q.name, q]))
        for (const q of section.quantities) {
          const other = byName.get(q.name)
          expect(other, `${q.qualifiedName} is not in NOMAD's metainfo`).toBeDefined()
          if (other!.type.type_kind === 'reference' || other!.type.type_kind === 'quantity_reference') continue
          expect({ q: q.qualifiedName, ...meaning(q, other!.unit) }).toEqual({ q: q.qualifiedName, ...meaning(other!, q.unit) })
        }
        const subSections = new Map((theirs.sub_sections ?? []).map((s) => [s.name, s]))
        for (const s of section.subSections) {
          expect(subSections.get(s.name), `${s.qualifiedName} is not in NOMAD's metainfo`).toBeDefined()
          expect({ s: s.qualifiedName, repeats: s.repeats }).toEqual({ s: s.qualifiedName, repeats: subSections.get(s.name)!.repeats ?? false })
        }
      }
    }
  })

  it('serialises as a NOMAD-like metainfo document whose references point at the right definitions', () => {
    const json = toMetainfoJson(model) as { packages: { name: string; section_definitions: Record<string, unknown>[] }[] }
    const at = (path: string) => {
      const [, , p, , s] = path.split('/')
      return json.packages[Number(p)].section_definitions[Number(s)] as { name: string }
    }
    const metadata = json.packages.find((p) => p.name === 'nomad.datamodel.datamodel')!
      .section_definitions.find((s) => s.name === 'EntryMetadata') as { quantities: { name: string; type: QuantityType; m_def: string }[]; sub_sections: { name: string; sub_section: string }[] }
    const datasets = metadata.quantities.find((q) => q.name === 'datasets')!
    expect(datasets.m_def).toBe('nomad.metainfo.metainfo.Quantity')
    expect(at(String(datasets.type.type_data)).name).toBe('Dataset')
    expect(at(metadata.sub_sections.find((s) => s.name === 'optimade')!.sub_section).name).toBe('OptimadeEntry')
    expect(JSON.parse(JSON.stringify(json))).toEqual(json)
  })
})
