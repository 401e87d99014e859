// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flatIndices, topologyAtoms } from '../../../src/renderers/cards/kinds/topologyAtoms.js'
import { topologyTree } from '../../../src/renderers/cards/kinds/topologyTree.js'
import { plotlyMock, renderCard } from '../cards/support.js'
import { FakeScene, fakeSceneModule } from './fakeScene.js'

vi.mock('plotly.js-dist-min', () => ({ default: plotlyMock }))
vi.mock('../../../src/renderers/viewers/structure/loadScene.js', () => ({ loadStructureScene: async () => fakeSceneModule }))

afterEach(() => {
  cleanup()
  FakeScene.instances = []
})

// Two water molecules in a box: atoms 0-2 and 3-5.
const bulkAtoms = {
  species: [8, 1, 1, 8, 1, 1],
  positions: [[0, 0, 0], [0.96, 0, 0], [-0.24, 0.93, 0], [5, 5, 5], [5.96, 5, 5], [4.76, 5.93, 5]].map((p) => p.map((v) => v * 1e-10)),
  lattice_vectors: [[1e-9, 0, 0], [0, 1e-9, 0], [0, 0, 1e-9]],
  periodic: [true, true, true],
}
const ownAtoms = { species: [8, 1, 1], positions: [[0, 0, 0], [9.6e-11, 0, 0], [-2.4e-11, 9.3e-11, 0]], periodic: [false, false, false] }

const topology = [
  { system_id: 'results/material/topology/0', label: 'original', structural_type: 'bulk', atoms_ref: '#/run/0/system/0/atoms' },
  { system_id: 'results/material/topology/1', label: 'group_H2O', structural_type: 'group', parent_system: 'results/material/topology/0', atoms_ref: '#/run/0/system/0/atoms', indices: [[0, 1, 2], [3, 4, 5]] },
  { system_id: 'results/material/topology/2', label: 'H2O', structural_type: 'molecule', parent_system: 'results/material/topology/1', indices: [[3, 4, 5]] },
  { system_id: 'results/material/topology/3', label: 'conventional cell', structural_type: 'molecule', parent_system: 'results/material/topology/2', atoms: ownAtoms },
]
const archive = { run: [{ system: [{ atoms: bulkAtoms }] }], results: { material: { elements: ['H', 'O'], topology } } }

describe('topology atoms', () => {
  it('flattens the rows of NOMAD indices', () => {
    expect(flatIndices([[0, 1], [4]])).toEqual([0, 1, 4])
    expect(flatIndices(2)).toEqual([2])
    expect(flatIndices(undefined)).toEqual([])
  })

  it('highlights indexed systems inside the referenced structure or the nearest ancestor’s, and shows own atoms otherwise', () => {
    const resolve = (reference: unknown) => (reference === '#/run/0/system/0/atoms' ? bulkAtoms : undefined)
    const shown = topologyAtoms(topology, topologyTree(topology), resolve)
    expect(shown).toEqual([
      { atoms: bulkAtoms },
      { atoms: bulkAtoms, highlight: [0, 1, 2, 3, 4, 5] },
      { atoms: bulkAtoms, highlight: [3, 4, 5] },
      { atoms: ownAtoms },
    ])
  })

  it('falls back to own atoms when indices have nothing to point into', () => {
    const lone = [{ label: 'lone', indices: [[0]], atoms: ownAtoms }]
    expect(topologyAtoms(lone, topologyTree(lone), () => undefined)).toEqual([{ atoms: ownAtoms }])
  })
})

describe('material card subsystem highlight', () => {
  it('selecting a topology item with indices highlights its atoms in the same view, others dimmed', async () => {
    renderCard('material', archive)
    await waitFor(() => expect(FakeScene.instances.at(-1)?.last).toBeDefined())
    const scene = FakeScene.instances.at(-1)!
    expect(scene.last?.species).toHaveLength(6)
    expect(scene.last?.highlight).toBeUndefined()
    const items = within(screen.getByRole('tree', { name: 'topology' })).getAllByRole('treeitem')

    fireEvent.click(items[2])
    await waitFor(() => expect(scene.last?.highlight).toEqual([3, 4, 5]))
    const positions = scene.last?.positions
    expect(scene.last?.species).toHaveLength(6)

    fireEvent.click(items[1])
    await waitFor(() => expect(scene.last?.highlight).toEqual([0, 1, 2, 3, 4, 5]))
    // The same atoms stay in the same scene: only the emphasis changes.
    expect(scene.last?.positions).toBe(positions)
    expect(FakeScene.instances).toHaveLength(1)

    fireEvent.click(items[3])
    await waitFor(() => expect(scene.last?.species).toHaveLength(3))
    expect(scene.last?.highlight).toBeUndefined()
  })
})
