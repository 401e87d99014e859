import { describe, expect, it } from 'vitest'
import { bandStructurePlot, segmentTicks, pathDistances } from '../../../src/renderers/viewers/electronic/bandStructure.js'
import { dosPlot, readDos } from '../../../src/renderers/viewers/electronic/dos.js'

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
