import { describe, expect, it } from 'vitest'
import { kPathLabels, kPointName } from '../../../src/renderers/viewers/brillouin/kPathLabels.js'
import { elementColor } from '../../../src/renderers/viewers/structure/elements.js'
import { atomEmphasis, bondEmphasis } from '../../../src/renderers/viewers/structure/highlight.js'
import { latticeArrows } from '../../../src/renderers/viewers/structure/latticeArrows.js'
import { legendEntries } from '../../../src/renderers/viewers/structure/legend.js'

describe('element legend', () => {
  it('lists each species once, by atomic number, in the colour its atoms are drawn with', () => {
    const entries = legendEntries([8, 1, 1, 26, 8, 1])
    expect(entries.map((entry) => entry.symbol)).toEqual(['H', 'O', 'Fe'])
    expect(entries.map((entry) => entry.color)).toEqual([elementColor(1), elementColor(8), elementColor(26)])
    expect(entries[1].color).toBe('#ff0d0d')
  })

  it('names unknown species X and is empty without atoms', () => {
    expect(legendEntries([0]).map((entry) => entry.symbol)).toEqual(['X'])
    expect(legendEntries([])).toEqual([])
  })
})

describe('lattice arrows', () => {
  it('points a, b and c along the cell rows from the origin, labels just beyond the tips', () => {
    const arrows = latticeArrows([[4, 0, 0], [0, 5, 0], [1, 1, 6]])
    expect(arrows.map((arrow) => arrow.label)).toEqual(['a', 'b', 'c'])
    expect(arrows.map((arrow) => arrow.to)).toEqual([[4, 0, 0], [0, 5, 0], [1, 1, 6]])
    for (const arrow of arrows) expect(arrow.from).toEqual([0, 0, 0])
    expect(arrows[0].labelAt[0]).toBeCloseTo(4.6)
    expect(arrows[1].labelAt[1]).toBeCloseTo(5.6)
    // Along the vector: the same direction, 0.6 Å further.
    const [x, y, z] = arrows[2].labelAt
    expect(Math.hypot(x, y, z) - Math.hypot(1, 1, 6)).toBeCloseTo(0.6)
    expect(x / z).toBeCloseTo(1 / 6)
    expect(new Set(arrows.map((arrow) => arrow.color)).size).toBe(3)
  })

  it('draws none without a cell and skips zero vectors (a molecule in a 2D cell)', () => {
    expect(latticeArrows(undefined)).toEqual([])
    expect(latticeArrows([[3, 0, 0], [0, 3, 0], [0, 0, 0]]).map((arrow) => arrow.label)).toEqual(['a', 'b'])
  })
})

describe('subsystem highlight', () => {
  it('brightens the named atoms and dims the rest', () => {
    expect(atomEmphasis(5, [3, 1])).toEqual({ bright: [1, 3], dim: [0, 2, 4] })
  })

  it('shows every atom in full without a highlight or with one that names no atom of the structure', () => {
    expect(atomEmphasis(3)).toEqual({ bright: [0, 1, 2], dim: [] })
    expect(atomEmphasis(3, [])).toEqual({ bright: [0, 1, 2], dim: [] })
    expect(atomEmphasis(3, [7, -1, 1.5])).toEqual({ bright: [0, 1, 2], dim: [] })
  })

  it('ignores repeated and out-of-range indices', () => {
    expect(atomEmphasis(4, [2, 2, 9])).toEqual({ bright: [2], dim: [0, 1, 3] })
  })

  it('keeps a bond bright only between two bright atoms', () => {
    const bonds: [number, number][] = [[0, 1], [1, 2], [2, 3]]
    expect(bondEmphasis(bonds, atomEmphasis(4, [1, 2]))).toEqual({ bright: [[1, 2]], dim: [[0, 1], [2, 3]] })
    expect(bondEmphasis(bonds, atomEmphasis(4))).toEqual({ bright: bonds, dim: [] })
  })
})

describe('k-point labels of the band path', () => {
  const cell = [[2, 0, 0], [0, 2, 0], [0, 0, 2]]

  it("puts each segment's endpoint labels at its first and last k-point, cartesian, shared points once", () => {
    const segments = [
      { kpoints: [[0, 0, 0], [0.25, 0, 0], [0.5, 0, 0]], endpoints_labels: ['Gamma', 'X'] },
      { kpoints: [[0.5, 0, 0], [0.5, 0.5, 0]], endpoints_labels: ['X', 'M'] },
      { kpoints: [[0.5, 0.5, 0], [0, 0, 0]], endpoints_labels: ['M', 'G'] },
    ]
    expect(kPathLabels(segments, cell)).toEqual([
      { label: 'Γ', position: [0, 0, 0] },
      { label: 'X', position: [1, 0, 0] },
      { label: 'M', position: [1, 1, 0] },
    ])
  })

  it('uses the reciprocal cell rows, so oblique cells place points correctly', () => {
    const oblique = [[1, 1, 0], [0, 1, 1], [1, 0, 1]]
    expect(kPathLabels([{ kpoints: [[0.5, 0.5, 0], [0, 0, 0.5]], endpoints_labels: ['L', 'K'] }], oblique)).toEqual([
      { label: 'L', position: [0.5, 1, 0.5] },
      { label: 'K', position: [0.5, 0, 0.5] },
    ])
  })

  it('leaves out unlabelled ends and segments without labels', () => {
    expect(kPathLabels([{ kpoints: [[0, 0, 0], [0.5, 0, 0]] }], cell)).toEqual([])
    expect(kPathLabels([{ kpoints: [[0, 0, 0], [0.5, 0, 0]], endpoints_labels: [null, 'X'] }], cell)).toEqual([{ label: 'X', position: [1, 0, 0] }])
  })

  it('writes the zone centre as Γ', () => {
    expect(['G', 'Gamma', 'GAMMA', '\\Gamma', 'Γ'].map(kPointName)).toEqual(['Γ', 'Γ', 'Γ', 'Γ', 'Γ'])
    expect(kPointName('K')).toBe('K')
  })
})
