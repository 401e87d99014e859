import { describe, expect, it } from 'vitest'
import { brillouinZone } from '../../../src/renderers/viewers/brillouin/brillouinZone.js'
import { captureSize } from '../../../src/renderers/viewers/plot/capture.js'
import { parseRange, RANGE_PLACEHOLDER } from '../../../src/renderers/viewers/workflow/rangeFilter.js'
import { energyConvergencePlot } from '../../../src/renderers/cards/kinds/geometryOptimization.js'
import { logAxisTicks, powerOfTen } from '../../../src/renderers/viewers/plot/logTicks.js'

describe('Brillouin zone from the reciprocal cell', () => {
  it('is a cube for a simple cubic lattice', () => {
    const zone = brillouinZone([[1, 0, 0], [0, 1, 0], [0, 0, 1]])
    expect(zone.vertices).toHaveLength(8)
    expect(zone.edges).toHaveLength(12)
    for (const vertex of zone.vertices) for (const coordinate of vertex) expect(Math.abs(coordinate)).toBeCloseTo(0.5)
  })

  it('is a truncated octahedron (24 vertices, 36 edges) for fcc, whose reciprocal lattice is bcc', () => {
    const zone = brillouinZone([[-1, 1, 1], [1, -1, 1], [1, 1, -1]])
    expect(zone.vertices).toHaveLength(24)
    expect(zone.edges).toHaveLength(36)
  })
})

describe('plot capture', () => {
  it('keeps plots up to 1280 px and scales wider ones down to 1280 px, aspect kept', () => {
    expect(captureSize(800, 400)).toEqual({ width: 800, height: 400 })
    expect(captureSize(2560, 500)).toEqual({ width: 1280, height: 250 })
  })
})

describe('workflow range filter', () => {
  it('has the placeholder of spec 3 §2.6', () => {
    expect(RANGE_PLACEHOLDER).toBe('Enter range: 5, 4:-1, :50%')
  })

  it('reads indices, slices with negative ends and percentages', () => {
    expect(parseRange('5', 10)).toEqual([5])
    expect(parseRange('4:-1', 10)).toEqual([4, 5, 6, 7, 8])
    expect(parseRange(':50%', 10)).toEqual([0, 1, 2, 3, 4])
    expect(parseRange('5, 4:-1, :50%', 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    expect(parseRange('-1', 10)).toEqual([9])
    expect(parseRange('', 3)).toEqual([0, 1, 2])
  })

  it('rejects malformed parts', () => {
    expect(() => parseRange('a', 10)).toThrow('Invalid range')
    expect(() => parseRange('1:2:3', 10)).toThrow('Invalid range')
  })
})

describe('geometry optimisation convergence', () => {
  const EV = 1.602176634e-19

  it('plots the total change, the change per step and a dashed criterion line on one log axis in eV', () => {
    const plot = energyConvergencePlot([-10 * EV, -10.5 * EV, -10.6 * EV], 0.01 * EV)
    const [total, perStep, criterion] = plot.data as { y: (number | null)[]; yaxis?: string; line?: { dash?: string } }[]
    expect(total.y.map((v) => (v === null ? null : Number(v.toFixed(6))))).toEqual([0.6, 0.1, null])
    expect(perStep.y[0]).toBeNull()
    expect(perStep.y[1]).toBeCloseTo(0.5)
    expect(criterion.line?.dash).toBe('dash')
    expect(criterion.y[0]).toBeCloseTo(0.01)
    expect([total, perStep, criterion].every((trace) => trace.yaxis === undefined)).toBe(true)
    expect(plot.layout.yaxis?.type).toBe('log')
    expect(plot.layout.yaxis?.title).toEqual({ text: 'Energy change (eV)' })
  })

  it('labels the log axis with powers of ten spanning the data (criterion included)', () => {
    const plot = energyConvergencePlot([-10 * EV, -10.5 * EV, -10.6 * EV], 0.001 * EV)
    expect(plot.layout.yaxis?.ticktext).toEqual(['10⁻³', '10⁻²', '10⁻¹', '10⁰'])
    expect(plot.layout.yaxis?.tickvals).toEqual([0.001, 0.01, 0.1, 1])
    expect(plot.layout.yaxis?.range).toEqual([-3, 0])
  })
})

describe('log axis ticks', () => {
  it('writes powers of ten with superscript exponents, never 1e-3', () => {
    expect(powerOfTen(-3)).toBe('10⁻³')
    expect(powerOfTen(0)).toBe('10⁰')
    expect(powerOfTen(12)).toBe('10¹²')
  })

  it('spans whole decades, at least one, ignoring zeros, negatives and gaps', () => {
    expect(logAxisTicks([0.02, 0.05])).toEqual({ tickvals: [0.01, 0.1], ticktext: ['10⁻²', '10⁻¹'], range: [-2, -1] })
    expect(logAxisTicks([0, -1, null, 0.5, 3])?.ticktext).toEqual(['10⁻¹', '10⁰', '10¹'])
    expect(logAxisTicks([0, null])).toBeUndefined()
  })

  it('labels every second decade when the data span many, so labels stay apart', () => {
    const ticks = logAxisTicks([1e-12, 1])!
    expect(ticks.ticktext).toHaveLength(7)
    expect(ticks.ticktext[0]).toBe('10⁻¹²')
    expect(ticks.ticktext.at(-1)).toBe('10⁰')
  })

  it('keeps a value that is a power of ten after rounding noise in its own decade', () => {
    expect(logAxisTicks([0.1 * 0.1, 0.1])?.range).toEqual([-2, -1])
  })
})
