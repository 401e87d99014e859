import { describe, expect, it } from 'vitest'
import { addSubSection, ArchiveEditError, deleteAtPath, mayChangeDefinition, replaceSection, setQuantity, setSectionDefinition } from '../../../src/engine/archive/edit.js'
import { valueAtPath } from '../../../src/engine/archive/paths.js'

const sample = () => ({
  data: {
    m_def: '../upload/raw/schema.archive.yaml#/definitions/section_definitions/0',
    name: 'ZnO on glass',
    measurements: [{ temperature: 295.15 }, { temperature: 300 }],
  },
})

describe('archive edits', () => {
  it('appends an empty item to a repeating sub section and answers its path, leaving the original alone', () => {
    const before = sample()
    const { archive, path } = addSubSection(before, ['data'], 'measurements', true)
    expect(path).toEqual(['data', 'measurements', 2])
    expect(valueAtPath(archive, path)).toEqual({})
    expect(before.data.measurements).toHaveLength(2)
  })

  it('makes an absent single sub section present and empty, and keeps an existing one', () => {
    const { archive, path } = addSubSection(sample(), ['data'], 'instrument', false)
    expect(valueAtPath(archive, path)).toEqual({})
    const again = addSubSection(setQuantity(archive, path, 'model', 'X1'), ['data'], 'instrument', false)
    expect(valueAtPath(again.archive, [...path, 'model'])).toBe('X1')
  })

  it('starts a repeating sub section that was not there yet', () => {
    const { archive, path } = addSubSection(sample(), ['data', 'measurements', 0], 'probes', true, '#/definitions/section_definitions/2')
    expect(path).toEqual(['data', 'measurements', 0, 'probes', 0])
    expect(valueAtPath(archive, path)).toEqual({ m_def: '#/definitions/section_definitions/2' })
  })

  it('deletes a list item, a quantity and a single sub section; an emptied list goes as a whole', () => {
    const one = deleteAtPath(sample(), ['data', 'measurements', 0])
    expect(valueAtPath(one, ['data', 'measurements'])).toEqual([{ temperature: 300 }])
    const none = deleteAtPath(one, ['data', 'measurements', -1])
    expect(valueAtPath(none, ['data'])).not.toHaveProperty('measurements')
    expect(valueAtPath(deleteAtPath(sample(), ['data', 'name']), ['data', 'name'])).toBeUndefined()
  })

  it('refuses edits at paths that lead nowhere, naming the path', () => {
    expect(() => deleteAtPath(sample(), ['data', 'measurements', 5])).toThrow(new ArchiveEditError('There is nothing at /data/measurements/5.'))
    expect(() => setQuantity(sample(), ['data', 'sample'], 'name', 'x')).toThrow('There is no section at /data/sample.')
    expect(() => addSubSection(sample(), ['data', 'name'], 'x', false)).toThrow('There is no section at /data/name.')
  })

  it('sets and unsets quantities', () => {
    const named = setQuantity(sample(), ['data', 'measurements', 1], 'temperature', 310)
    expect(valueAtPath(named, ['data', 'measurements', 1, 'temperature'])).toBe(310)
    expect(valueAtPath(setQuantity(named, ['data'], 'name', undefined), ['data'])).not.toHaveProperty('name')
  })

  it('changes a definition only while the section is empty or to an inheriting section', () => {
    expect(mayChangeDefinition({}, 'Other', [])).toBe(true)
    expect(mayChangeDefinition({ m_def: 'Base' }, 'Other', [])).toBe(true)
    expect(mayChangeDefinition({ m_def: 'Base', name: 'x' }, 'Other', ['Special'])).toBe(false)
    expect(mayChangeDefinition({ m_def: 'Base', name: 'x' }, 'Special', ['Special'])).toBe(true)
    const archive = setSectionDefinition(sample(), ['data', 'measurements', 0], 'Special')
    expect(valueAtPath(archive, ['data', 'measurements', 0])).toEqual({ m_def: 'Special', temperature: 295.15 })
  })
})

describe('replacing a section', () => {
  it('puts the given section in place of the one at the path', () => {
    const archive = replaceSection(sample(), ['data', 'measurements', 1], { temperature: 5 })
    expect(valueAtPath(archive, ['data', 'measurements'])).toEqual([{ temperature: 295.15 }, { temperature: 5 }])
    expect(() => replaceSection(sample(), ['data', 'instrument'], {})).toThrow('There is no section at /data/instrument.')
  })
})
