import { beforeAll, expect, it } from 'vitest'
import { deriveSearchQuantities, sameDimension, typeFamily, type SearchQuantities, type SearchQuantity } from '../../../src/engine/metainfo/index.js'
import { loadStrataMetainfo } from '../../../src/engine/metainfo/node.js'
import { describeWithReference } from '../../reference.js'
import { appSearchQuantities, nomadApps, nomadSearchQuantities } from './referenceData.js'

/** Spec 2 §3: pseudo-filters and property groups that the GUI defines itself, not the metainfo. */
const GUI_FILTERS = new Set(['visibility', 'combine', 'exclusive', ...['electronic', 'vibrational', 'mechanical', 'spectroscopic', 'thermodynamic'].map((g) => `${g}_properties`)])

function sameDefinition(ours: SearchQuantity, nomad: SearchQuantity) {
  return {
    type: ours.type && typeFamily(ours.type),
    values: ours.type?.type_kind === 'enum' ? [...(ours.type.type_data as string[])].sort() : undefined,
    sameUnitDimension: sameDimension(ours.unit, nomad.unit),
    aggregatable: ours.aggregatable,
    nested: ours.nested,
  }
}

function expected(nomad: SearchQuantity) {
  return {
    type: nomad.type && typeFamily(nomad.type),
    values: nomad.type?.type_kind === 'enum' ? [...(nomad.type.type_data as string[])].sort() : undefined,
    sameUnitDimension: true,
    aggregatable: nomad.aggregatable,
    nested: nomad.nested,
  }
}

describeWithReference('search quantities derived from Strata metainfo', () => {
  let ours: SearchQuantities
  let nomad: SearchQuantities
  beforeAll(async () => {
    ours = deriveSearchQuantities(await loadStrataMetainfo())
    nomad = nomadSearchQuantities()
  })

  for (const [name, app] of Object.entries(nomadApps())) {
    it(`has every search quantity of NOMAD's '${name}' app, with NOMAD's type, enum values, unit dimension and aggregatable flag`, () => {
      // the materials app names quantities relative to results.material
      const resolve = (q: string) => (nomad[q] || GUI_FILTERS.has(q) || app.resource !== 'materials' ? q : `results.material.${q}`)
      const used = [...appSearchQuantities(app)].filter((q) => !q.includes('#')).map(resolve)
      expect(used.length).toBeGreaterThan(0)
      const fromMetainfo = used.filter((q) => nomad[q])
      expect(used.filter((q) => !nomad[q] && !GUI_FILTERS.has(q))).toEqual([])
      for (const q of fromMetainfo) {
        expect(ours[q], `${q} is not derived from the metainfo`).toBeDefined()
        expect({ q, ...sameDefinition(ours[q], nomad[q]) }).toEqual({ q, ...expected(nomad[q]) })
      }
    })
  }

  it('covers every non-dynamic search quantity NOMAD has, with the same definition and flags', () => {
    const keys = Object.keys(nomad).filter((k) => !nomad[k].dynamic && !k.includes('#'))
    expect(keys.filter((k) => !ours[k])).toEqual([])
    for (const key of keys) {
      expect({ key, ...sameDefinition(ours[key], nomad[key]), repeats: ours[key].repeats ?? false, suggestion: ours[key].suggestion ?? false })
        .toEqual({ key, ...expected(nomad[key]), repeats: nomad[key].repeats ?? false, suggestion: nomad[key].suggestion ?? false })
    }
  })

  it('uses NOMAD\'s exact SI unit spelling wherever NOMAD gives a unit', () => {
    const withUnits = Object.keys(nomad).filter((k) => nomad[k].unit && ours[k])
    expect(withUnits.length).toBeGreaterThan(50)
    expect(withUnits.filter((k) => ours[k].unit !== nomad[k].unit)).toEqual([])
  })

  it('registers nothing that NOMAD does not know', () => {
    expect(Object.keys(ours).filter((k) => !nomad[k])).toEqual([])
  })
})
