import { describe, expect, it } from 'vitest'
import { DEFAULT_SIZE_LIMIT, tooLargeText, viewerDefaults } from '../../../src/renderers/viewers/structure/limits.js'
import { defaultWrapMode, findBonds, readStructure, wrappedPositions } from '../../../src/renderers/viewers/structure/structure.js'

describe('structure data', () => {
  it('reads a results structure (SI) into ångström with species from the site labels', () => {
    const structure = readStructure({
      species_at_sites: ['Na', 'Cl'],
      cartesian_site_positions: [[0, 0, 0], [2.8e-10, 0, 0]],
      lattice_vectors: [[5.6e-10, 0, 0], [0, 5.6e-10, 0], [0, 0, 5.6e-10]],
      dimension_types: [1, 1, 1],
    })
    expect(structure?.species).toEqual([11, 17])
    expect(structure?.positions[1][0]).toBeCloseTo(2.8)
    expect(structure?.cell?.[0][0]).toBeCloseTo(5.6)
    expect(structure?.pbc).toEqual([true, true, true])
  })

  it('reads a run system atoms section by labels when species numbers are absent', () => {
    const structure = readStructure({ atoms: { labels: ['O', 'H', 'H'], positions: [[0, 0, 0], [1e-10, 0, 0], [0, 1e-10, 0]], periodic: [false, false, false] } })
    expect(structure?.species).toEqual([8, 1, 1])
    expect(structure?.pbc).toEqual([false, false, false])
  })

  it('refuses sections that are no structure', () => {
    expect(readStructure({ positions: [[0, 0, 0]], labels: [] })).toBeUndefined()
    expect(readStructure('nothing')).toBeUndefined()
  })

  it('wraps periodic positions into the cell and unwraps them next to the first atom', () => {
    const structure = { species: [1, 1], positions: [[0.5, 0.5, 0.5], [9.7, 0.5, 0.5]], cell: [[10, 0, 0], [0, 10, 0], [0, 0, 10]], pbc: [true, true, true] }
    expect(wrappedPositions(structure, 'original')).toBe(structure.positions)
    expect(wrappedPositions({ ...structure, positions: [[-0.5, 0, 0], [10.5, 0, 0]] }, 'wrap').map((p) => p[0])).toEqual([9.5, expect.closeTo(0.5)])
    expect(wrappedPositions(structure, 'unwrap')[1][0]).toBeCloseTo(-0.3)
  })

  it('unwraps molecules by default and keeps crystals as stored', () => {
    expect(defaultWrapMode({ species: [], positions: [], pbc: [], structuralType: 'molecule / cluster' })).toBe('unwrap')
    expect(defaultWrapMode({ species: [], positions: [], pbc: [], structuralType: 'bulk' })).toBe('original')
  })

  it('bonds atoms closer than their covalent radii allow, and only those', () => {
    // Water: O-H 0.96 Å bonded, H-H 1.5 Å not.
    const bonds = findBonds([8, 1, 1], [[0, 0, 0], [0.96, 0, 0], [-0.24, 0.93, 0]])
    expect(bonds).toEqual([[0, 1], [0, 2]])
    expect(findBonds([6, 6], [[0, 0, 0], [5, 0, 0]])).toEqual([])
  })
})

describe('structure viewer size rules (spec 3 §4.2)', () => {
  it('shows bonds below 50 atoms, offers them up to 500, disables them above', () => {
    expect(viewerDefaults(49)).toMatchObject({ bondsShown: true, bondsEnabled: true })
    expect(viewerDefaults(50)).toMatchObject({ bondsShown: false, bondsEnabled: true })
    expect(viewerDefaults(500)).toMatchObject({ bondsEnabled: true })
    expect(viewerDefaults(501)).toMatchObject({ bondsShown: false, bondsEnabled: false })
  })

  it('reduces detail above 3000 atoms and asks for confirmation above the limit', () => {
    expect(viewerDefaults(3000).reducedDetail).toBe(false)
    expect(viewerDefaults(3001).reducedDetail).toBe(true)
    expect(DEFAULT_SIZE_LIMIT).toBe(40000)
    expect(viewerDefaults(40000).needsConfirmation).toBe(false)
    expect(viewerDefaults(40001).needsConfirmation).toBe(true)
    expect(viewerDefaults(600, 500).needsConfirmation).toBe(true)
    expect(tooLargeText(40000, 40001)).toBe(
      'Visualization is by default disabled for systems with more than 40000 atoms. Do you wish to enable visualization for this system with 40001 atoms?',
    )
  })
})
