import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { elementRecord, elementRecords } from '../../src/engine/elementData.js'
import { describeWithReference, REFERENCE_DIR } from '../reference.js'

const FIELDS = ['name', 'symbol', 'number', 'period', 'xpos', 'ypos', 'category', 'phase', 'atomic_mass', 'density', 'melt', 'boil', 'molar_heat', 'appearance', 'color', 'discovered_by', 'named_by', 'source', 'spectral_img', 'summary', 'shells']

describe('element dataset (spec 3 §3.8)', () => {
  it('runs from hydrogen to ununennium, closing with element 119 in period 8, row 8', () => {
    const records = elementRecords()
    expect(records.map((r) => r.number)).toEqual(Array.from({ length: 119 }, (_, i) => i + 1))
    const uue = elementRecord(119)!
    expect(uue).toMatchObject({ symbol: 'Uue', name: 'Ununennium', period: 8, ypos: 8 })
    expect(uue.category).toMatch(/^unknown/)
    expect(elementRecord('Uue')).toBe(uue)
  })

  it('keeps every record field of §3.8 and no other', () => {
    for (const record of elementRecords()) expect(Object.keys(record).sort()).toEqual([...FIELDS].sort())
  })

  it('places lanthanides at row 9 and actinides at row 10, columns 3 to 17', () => {
    const row = (from: number, to: number) => elementRecords().filter((r) => r.number >= from && r.number <= to)
    expect(row(57, 71).map((r) => [r.ypos, r.xpos])).toEqual(Array.from({ length: 15 }, (_, i) => [9, 3 + i]))
    expect(row(89, 103).map((r) => [r.ypos, r.xpos])).toEqual(Array.from({ length: 15 }, (_, i) => [10, 3 + i]))
    expect(new Set(row(57, 71).map((r) => r.category))).toEqual(new Set(['lanthanide']))
  })

  it('has the categories the shown part uses and nulls for unknown values of the heaviest elements', () => {
    const categories = new Set(elementRecords().map((r) => r.category))
    for (const category of ['metalloid', 'diatomic nonmetal', 'noble gas', 'alkali metal', 'alkaline earth metal', 'lanthanide', 'actinide', 'transition metal', 'post-transition metal', 'unknown, probably transition metal'])
      expect(categories).toContain(category)
    expect(elementRecord(118)!.melt).toBeNull()
    expect(elementRecords().every((r) => r.color === null || typeof r.color === 'string')).toBe(true)
  })
})

describeWithReference('element dataset against NOMAD’s', () => {
  // Densities differ for two elements between the two datasets' editions (astatine: 6.35 here, 26.35 there).
  it('equals NOMAD’s records field by field for tellurium (52) through ununennium (119), densities aside', () => {
    const nomad = (JSON.parse(readFileSync(resolve(REFERENCE_DIR, 'artifacts/elementData.json'), 'utf8')) as { elements: Record<string, unknown>[] }).elements
    for (const theirs of nomad.filter((e) => (e.number as number) >= 52)) {
      const ours = elementRecord(theirs.number as number)
      const compared = FIELDS.filter((field) => field !== 'density')
      expect(ours && Object.fromEntries(compared.map((field) => [field, ours[field as keyof typeof ours]])), `element ${String(theirs.number)}`).toEqual(Object.fromEntries(compared.map((field) => [field, theirs[field]])))
      expect(typeof ours?.density === typeof theirs.density || ours?.density === null).toBe(true)
    }
  })
})
