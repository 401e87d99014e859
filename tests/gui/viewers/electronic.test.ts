import { describe, expect, it } from 'vitest'
import { bandStructurePlot, segmentTicks, pathDistances } from '../../../src/renderers/viewers/electronic/bandStructure.js'
import { dosPlot, readDos } from '../../../src/renderers/viewers/electronic/dos.js'
import { axisRangeChange, sameRange, withAxisRange } from '../../../src/renderers/viewers/plot/axisRange.js'

const EV = 1.602176634e-19

describe('band structure', () => {
  const data = {
    reciprocal_cell: [[1e10, 0, 0], [0, 1e10, 0], [0, 0, 1e10]],
    energy_highest_occupied: 1 * EV,
    segment: [
      { kpoints: [[0, 0, 0], [0.5, 0, 0]], endpoints_labels: ['G', 'X'], energies: [[[0, 2 * EV], [0.5 * EV, 3 * EV]]] },
      { kpoints: [[0.5, 0, 0], [0.5, 0.5, 0]], endpoints_labels: ['X', 'M'], energies: [[[0.5 * EV, 3 * EV], [0.8 * EV, 2.5 * EV]]] },
      { kpoints: [[0, 0, 0], [0, 0, 0.5]], endpoints_labels: ['G', 'Z'], energies: [[[0, 2 * EV], [0.2 * EV, 2.2 * EV]]] },
    ],
  }

  it('lays the segments end to end along the path in 1/Å', () => {
    const distances = pathDistances(data)
    expect(distances[0]).toEqual([0, 0.5])
    expect(distances[1]).toEqual([0.5, 1])
    expect(distances[2][1]).toBeCloseTo(1.5)
  })

  it('labels segment ends, Γ for G, and joins the labels of a jump as X|Y', () => {
    const ticks = segmentTicks(data, pathDistances(data))
    expect(ticks.labels).toEqual(['Γ', 'X', 'M|Γ', 'Z'])
  })

  it('shows energies in eV relative to the highest occupied level, one line per band split by gaps', () => {
    const plot = bandStructurePlot(data)
    expect(plot.data).toHaveLength(1)
    const trace = plot.data[0] as { y: (number | null)[] }
    expect(trace.y.slice(0, 3)).toEqual([-1, expect.closeTo(-0.5), null])
  })

  it('draws a line set per spin channel for spin-polarised bands', () => {
    const spin = { segment: [{ kpoints: [[0, 0, 0], [0.5, 0, 0]], energies: [[[0], [EV]], [[EV], [2 * EV]]] }] }
    expect(bandStructurePlot(spin).data.map((trace) => (trace as { name: string }).name)).toEqual(['spin up', 'spin down'])
  })

  it('fails without segments, so that the card shows its error', () => {
    expect(() => bandStructurePlot({ segment: [] })).toThrow()
  })
})

describe('density of states', () => {
  it('reads the old format and plots energies in eV', () => {
    const dos = readDos({ energies: [0, EV], total: [{ spin: 0, value: [0, 1 / EV] }] })
    expect(dos?.spinPolarized).toBe(false)
    const trace = dosPlot(dos!).data[0] as { x: number[]; y: number[] }
    expect(trace.y).toEqual([0, 1])
    expect(trace.x[1]).toBeCloseTo(1)
  })

  it('draws the second spin channel of a spin-polarised DOS negative', () => {
    const dos = readDos({ energies: [0, EV], total: [{ spin: 0, value: [1, 1] }, { spin: 1, value: [1, 1] }] })
    const [up, down] = dosPlot(dos!).data as { x: number[] }[]
    expect(up.x[0]).toBeGreaterThan(0)
    expect(down.x[0]).toBeLessThan(0)
  })

  it('reads the new format with spin channels in data', () => {
    const dos = readDos({ spin_polarized: true, data: [{ energies: [0, EV], total: { value: [1, 2] } }, { energies: [0, EV], total: { value: [3, 4] } }] })
    expect(dos?.channels).toHaveLength(2)
  })

  it('skips a spin-polarised DOS that does not have exactly two channels (spec 3 §5)', () => {
    expect(readDos({ spin_polarized: true, data: [{ energies: [0, EV], total: { value: [1, 2] } }] })).toBeUndefined()
    expect(readDos({ energies: [0], total: [{ value: [1] }, { value: [1] }, { value: [1] }] })).toBeUndefined()
  })
})

describe('shared axis range (relayout events)', () => {
  it('reads zooms and pans in either spelling of plotly, ordered low to high', () => {
    expect(axisRangeChange({ 'yaxis.range[0]': -2, 'yaxis.range[1]': 3 }, 'yaxis')).toEqual([-2, 3])
    expect(axisRangeChange({ 'yaxis.range': [4, -1] }, 'yaxis')).toEqual([-1, 4])
  })

  it('reads autorange as a reset, and ignores other axes, resizes and half ranges', () => {
    expect(axisRangeChange({ 'yaxis.autorange': true }, 'yaxis')).toBe('reset')
    expect(axisRangeChange({ 'xaxis.range[0]': 0, 'xaxis.range[1]': 1 }, 'yaxis')).toBeUndefined()
    expect(axisRangeChange({ autosize: true }, 'yaxis')).toBeUndefined()
    expect(axisRangeChange({ 'yaxis.range[0]': 1 }, 'yaxis')).toBeUndefined()
    expect(axisRangeChange(undefined, 'yaxis')).toBeUndefined()
  })

  it('sets one axis range on a copy of the layout, keeping its title', () => {
    const layout = { yaxis: { title: { text: 'Energy (eV)' }, range: [-10, 10] as [number, number] }, xaxis: { range: [0, 1] as [number, number] } }
    const zoomed = withAxisRange(layout, 'yaxis', [-1, 2])
    expect(zoomed.yaxis).toEqual({ title: { text: 'Energy (eV)' }, range: [-1, 2], autorange: false })
    expect(zoomed.xaxis).toBe(layout.xaxis)
    expect(layout.yaxis.range).toEqual([-10, 10])
    expect(sameRange([-1, 2], [-1, 2 + 1e-12])).toBe(true)
    expect(sameRange([-1, 2], [-1, 2.1])).toBe(false)
  })
})
