import { isRecord } from '../../../engine/json.js'
import type { TopologyNode } from './topologyTree.js'

/** What the viewer draws for one topology system. */
export interface TopologyAtoms {
  /** An atoms section (`positions`, `species`/`labels`, `lattice_vectors`, ...), when there is one. */
  atoms?: Record<string, unknown>
  /** Atoms of `atoms` that make up the system, when it is a part of a larger one. */
  highlight?: number[]
}

/** NOMAD's `indices` is one row of atom indices per instance of the group; all rows are highlighted. */
export function flatIndices(value: unknown): number[] {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? [value] : []
  return Array.isArray(value) ? value.flatMap(flatIndices) : []
}

/**
 * For each node of the tree (in tree order): a system with `indices` is shown, as NOMAD does, as its
 * atoms highlighted inside the structure they index — the one `atoms_ref` names, else the one its
 * nearest ancestor shows. Other systems show their own `atoms` (or the section `atoms_ref` names).
 */
export function topologyAtoms(systems: readonly Record<string, unknown>[], tree: readonly TopologyNode[], resolve: (reference: unknown) => unknown): TopologyAtoms[] {
  const shownAtDepth: (Record<string, unknown> | undefined)[] = []
  return tree.map(({ index, depth }) => {
    const system = systems[index]
    const own = isRecord(system.atoms) ? system.atoms : undefined
    const target = system.atoms_ref === undefined ? undefined : resolve(system.atoms_ref)
    const referenced = isRecord(target) ? target : undefined
    const indices = flatIndices(system.indices)
    shownAtDepth.length = depth
    const ancestor = [...shownAtDepth].reverse().find((atoms) => atoms !== undefined)
    const base = referenced ?? ancestor
    const result: TopologyAtoms = indices.length > 0 && base ? { atoms: base, highlight: indices } : { atoms: own ?? referenced }
    shownAtDepth[depth] = result.atoms
    return result
  })
}
