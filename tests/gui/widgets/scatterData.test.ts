import { describe, expect, it } from 'vitest'
import { widgetSchema } from '../../../src/engine/config/widgets.js'
import { parseAxisPath } from '../../../src/renderers/widgets/scatter-plot/axisPath.js'
import { entryValues, scatterPoints, scatterRequest, skippedText } from '../../../src/renderers/widgets/scatter-plot/scatterData.js'
import type { WidgetOf } from '../../../src/renderers/widgets/types.js'

const same = (value: number) => value

describe('scatter axis paths', () => {
  it('reads the quantity of a JMESPath expression, with its schema suffix', () => {
    expect(parseAxisPath('results.properties.electronic.band_structure_electronic[0].band_gap[0].value')).toEqual({
      ok: true,
      quantity: 'results.properties.electronic.band_structure_electronic.band_gap.value',
      expression: 'results.properties.electronic.band_structure_electronic[0].band_gap[0].value',
    })
    expect(parseAxisPath("data.peaks[?kind=='main'].energy#my.Schema")).toMatchObject({ ok: true, quantity: 'data.peaks.energy#my.Schema' })
  })

  it("rejects what does not compile or reads no plain path: 'Invalid JMESPath query, please check your syntax.'", () => {
    for (const text of ['results.material[', 'results..x', 'length(results.material.elements)', '']) {
      expect(parseAxisPath(text)).toEqual({ ok: false, error: 'Invalid JMESPath query, please check your syntax.' })
    }
  })

  it('requests the quantities the expressions read', () => {
    const widget = widgetSchema.parse({ type: 'scatter_plot', x: 'results.material.n_elements', y: 'results.properties.electronic.band_structure_electronic[0].band_gap[0].value' }) as WidgetOf<'scatter_plot'>
    expect(scatterRequest(widget, {}, 'public').required).toEqual({
      include: ['entry_id', 'results.material.n_elements', 'results.properties.electronic.band_structure_electronic.band_gap.value'],
    })
  })
})

describe('scatter data checks (spec 2 §5)', () => {
  const paths = { x: 'x', y: 'y' }
  it('lines up lists and repeats a list over the leading levels of the other', () => {
    expect(entryValues({ x: [1, 2], y: [3, 4] }, paths, false)).toEqual({ ok: true, x: [1, 2], y: [3, 4], color: undefined })
    expect(entryValues({ x: [1, 2], y: [[3, 4], [5, 6]] }, paths, false)).toEqual({ ok: true, x: [1, 2, 1, 2], y: [3, 4, 5, 6], color: undefined })
  })

  it('names each problem word for word', () => {
    expect(entryValues({ x: 1 }, paths, false)).toEqual({ ok: false, problem: 'Empty value' })
    expect(entryValues({ x: [1, 2], y: 3 }, paths, false)).toEqual({ ok: false, problem: 'Incompatible size for x/y' })
    expect(entryValues({ x: [1, 2], y: [3, 4], c: [1, 2, 3] }, { ...paths, color: 'c' }, false)).toEqual({ ok: false, problem: 'Incompatible size for color' })
    expect(entryValues({ x: [[1, 2], [3]], y: [[1, 2], [3, 4]] }, paths, false)).toEqual({ ok: false, problem: 'Incompatible number of elements' })
    expect(entryValues({ x: 'a', y: 1 }, { x: 'x', y: 'abs(x)' }, false)).toEqual({ ok: false, problem: 'Invalid JMESPATH' })
  })

  it('repeats a single colour, joins several discrete labels of a point and labels a missing discrete colour', () => {
    expect(entryValues({ x: [1, 2], y: [3, 4], c: 7 }, { ...paths, color: 'c' }, false)).toMatchObject({ color: [7, 7] })
    expect(entryValues({ x: [1, 2], y: [3, 4], c: [['O', 'Cu'], ['H']] }, { ...paths, color: 'c' }, true)).toMatchObject({ color: ['Cu, O', 'H'] })
    expect(entryValues({ x: 1, y: 2 }, { ...paths, color: 'c' }, true)).toMatchObject({ ok: true, color: ['not set'] })
    expect(entryValues({ x: 1, y: 2 }, { ...paths, color: 'c' }, false)).toEqual({ ok: false, problem: 'Empty value' })
  })

  it('counts the entries left out by reason', () => {
    const widget = widgetSchema.parse({ type: 'scatter_plot', x: 'x', y: 'y' }) as WidgetOf<'scatter_plot'>
    const hits = [{ entry_id: 'a', x: 1, y: 2 }, { entry_id: 'b', x: 1 }, { entry_id: 'c', x: [1, 2], y: 3 }, { entry_id: 'd' }]
    const { points, skipped } = scatterPoints(widget, hits, { x: same, y: same })
    expect(points).toEqual({ x: [1], y: [2], ids: ['a'] })
    expect(skipped).toEqual({ 'Empty value': 2, 'Incompatible size for x/y': 1 })
    expect(skippedText(skipped)).toBe('3 entries not shown: Empty value (2), Incompatible size for x/y (1)')
  })
})
