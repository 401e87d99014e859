import { describe, expect, it } from 'vitest'
import { bundledStrataMetainfo } from '../../../src/engine/metainfo/bundled.js'
import { deriveSearchQuantities, inheritingSections, inheritsFrom } from '../../../src/engine/metainfo/index.js'
import { loadStrataMetainfo } from '../../../src/engine/metainfo/node.js'

describe('metainfo bundled for the GUI', () => {
  it('is the same model the server reads from disk', async () => {
    const bundled = bundledStrataMetainfo()
    const fromDisk = await loadStrataMetainfo()
    expect(bundled.problems).toEqual([])
    expect(Object.keys(bundled.sections).sort()).toEqual(Object.keys(fromDisk.sections).sort())
    expect(deriveSearchQuantities(bundled)).toEqual(deriveSearchQuantities(fromDisk))
    expect(bundledStrataMetainfo()).toBe(bundled)
  })

  it('finds the sections inheriting from a base, for the metainfo browser', () => {
    const model = bundledStrataMetainfo()
    const direct = inheritingSections(model, 'nomad.datamodel.metainfo.basesections.Activity').map((s) => s.name).sort()
    expect(direct).toEqual(['Analysis', 'Experiment', 'Measurement', 'Process'])
    const all = inheritingSections(model, 'nomad.datamodel.metainfo.basesections.Activity', true).map((s) => s.name)
    expect(all).toEqual(expect.arrayContaining(['SynthesisMethod', 'ELNProcess', 'ELNMeasurement']))
    expect(inheritsFrom(model.sections['nomad.datamodel.metainfo.eln.ELNSample'], 'nomad.datamodel.data.EntryData')).toBe(true)
  })
})
