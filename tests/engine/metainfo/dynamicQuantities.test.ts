/** User schema quantities (`<path>#<schema>`): their registry entries and their indexed values agree. */
import { beforeAll, describe, expect, it } from 'vitest'
import { deriveSearchQuantities, dynamicSearchValues, loadNomadDefinitions, splitDynamicName, type Model } from '../../../src/engine/metainfo/index.js'
import { loadStrataMetainfo } from '../../../src/engine/metainfo/node.js'

const SCHEMA = 'entry_id:s1.Sample'
const definitions = {
  definitions: {
    sections: {
      Sample: {
        base_section: 'nomad.datamodel.data.EntryData',
        quantities: {
          name: { type: 'str' },
          count: { type: 'int' },
          mass: { type: 'np.float64', unit: 'kg' },
          ok: { type: 'bool' },
          made: { type: 'Datetime' },
          kind: { type: { type_kind: 'Enum', type_data: ['a', 'b'] } },
          labels: { type: 'str', shape: ['*'] },
          matrix: { type: 'np.float64', shape: [3, 3] },
        },
        sub_sections: { steps: { repeats: true, section: '#/Step' } },
      },
      Step: { quantities: { temperature: { type: 'np.float64', unit: 'K' } } },
    },
  },
}

let model: Model
beforeAll(async () => {
  model = loadNomadDefinitions(definitions, { base: await loadStrataMetainfo(), packageName: 'entry_id:s1' })
})

describe('user schema quantities', () => {
  it('are registered as data.<path>#<schema> with their types, repeating sub sections as repeats', () => {
    const quantities = deriveSearchQuantities(model, { dynamicSchemas: [SCHEMA] })
    const own = Object.fromEntries(Object.entries(quantities).filter(([name]) => splitDynamicName(name)?.schema === SCHEMA))
    expect(Object.keys(own).sort()).toEqual(
      ['count', 'kind', 'labels', 'made', 'mass', 'name', 'ok', 'steps.temperature'].map((path) => `data.${path}#${SCHEMA}`).sort(),
    )
    expect(own[`data.mass#${SCHEMA}`]).toMatchObject({ unit: 'kilogram', dynamic: true, schema: SCHEMA, repeats: false })
    expect(own[`data.steps.temperature#${SCHEMA}`]).toMatchObject({ repeats: true, unit: 'kelvin' })
    expect(own[`data.kind#${SCHEMA}`]).toMatchObject({ aggregatable: true, type: { type_kind: 'enum', type_data: ['a', 'b'] } })
  })

  it('index one row per value, under the value key of the type', () => {
    const data = { name: 'S', count: 3, mass: 0.5, ok: true, made: '2024-01-02T03:04:05Z', kind: 'b', labels: ['x', 'y'], matrix: [[1]], steps: [{ temperature: 300 }, { temperature: 310 }] }
    const rows = dynamicSearchValues(data, model.sections[SCHEMA], model.sections)
    expect(rows).toEqual([
      { id: `data.name#${SCHEMA}`, definition: `${SCHEMA}.name`, path_archive: 'data.name', str_value: 'S' },
      { id: `data.count#${SCHEMA}`, definition: `${SCHEMA}.count`, path_archive: 'data.count', int_value: 3 },
      { id: `data.mass#${SCHEMA}`, definition: `${SCHEMA}.mass`, path_archive: 'data.mass', float_value: 0.5 },
      { id: `data.ok#${SCHEMA}`, definition: `${SCHEMA}.ok`, path_archive: 'data.ok', bool_value: true },
      { id: `data.made#${SCHEMA}`, definition: `${SCHEMA}.made`, path_archive: 'data.made', datetime_value: '2024-01-02T03:04:05.000Z' },
      { id: `data.kind#${SCHEMA}`, definition: `${SCHEMA}.kind`, path_archive: 'data.kind', str_value: 'b' },
      { id: `data.labels#${SCHEMA}`, definition: `${SCHEMA}.labels`, path_archive: 'data.labels', str_value: 'x' },
      { id: `data.labels#${SCHEMA}`, definition: `${SCHEMA}.labels`, path_archive: 'data.labels', str_value: 'y' },
      { id: `data.steps.temperature#${SCHEMA}`, definition: 'entry_id:s1.Step.temperature', path_archive: 'data.steps.0.temperature', float_value: 300 },
      { id: `data.steps.temperature#${SCHEMA}`, definition: 'entry_id:s1.Step.temperature', path_archive: 'data.steps.1.temperature', float_value: 310 },
    ])
  })

  it('skip values that do not fit their type', () => {
    const rows = dynamicSearchValues({ count: 2.5, mass: 'heavy', made: 'someday' }, model.sections[SCHEMA], model.sections)
    expect(rows).toEqual([])
  })

  it('split into path and schema at the first #', () => {
    expect(splitDynamicName(`data.x#${SCHEMA}`)).toEqual({ path: 'data.x', schema: SCHEMA })
    expect(splitDynamicName('results.material.elements')).toBeUndefined()
    expect(splitDynamicName('#x')).toBeUndefined()
  })
})
