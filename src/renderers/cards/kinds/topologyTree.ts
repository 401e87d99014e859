/**
 * The material topology (results.material.topology) as a tree: each system names its parent
 * (`parent_system`) and/or its children (`child_systems`), either by reference
 * (`/results/material/topology/3`, `#/results/...`) or by `system_id`.
 */
export interface TopologyNode {
  /** Index of the system in results.material.topology. */
  index: number
  depth: number
}

const TOPOLOGY_PATH = /^#?\/?results\/material\/topology\/(\d+)$/

/** The systems in tree order (each parent before its children), with their depth. */
export function topologyTree(systems: readonly Record<string, unknown>[]): TopologyNode[] {
  const byId = new Map<string, number>()
  systems.forEach((system, index) => {
    if (typeof system.system_id === 'string') byId.set(system.system_id, index)
  })
  const indexOf = (value: unknown): number | undefined => {
    if (typeof value !== 'string') return undefined
    const match = TOPOLOGY_PATH.exec(value)
    const index = match ? Number(match[1]) : byId.get(value)
    return index !== undefined && index < systems.length ? index : undefined
  }
  const parents = new Map<number, number>()
  systems.forEach((system, index) => {
    const parent = indexOf(system.parent_system)
    if (parent !== undefined && parent !== index) parents.set(index, parent)
  })
  systems.forEach((system, index) => {
    for (const child of Array.isArray(system.child_systems) ? system.child_systems : []) {
      const childIndex = indexOf(child)
      if (childIndex !== undefined && childIndex !== index && !parents.has(childIndex)) parents.set(childIndex, index)
    }
  })
  const children = new Map<number, number[]>()
  for (const [child, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), child])

  const ordered: TopologyNode[] = []
  const visited = new Set<number>()
  const visit = (index: number, depth: number) => {
    if (visited.has(index)) return
    visited.add(index)
    ordered.push({ index, depth })
    for (const child of (children.get(index) ?? []).sort((a, b) => a - b)) visit(child, depth + 1)
  }
  systems.forEach((_, index) => {
    if (!parents.has(index)) visit(index, 0)
  })
  // Systems caught in a parent cycle have no root; they are shown at the top level.
  systems.forEach((_, index) => visit(index, 0))
  return ordered
}
