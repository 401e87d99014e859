import type { MachineGraph } from '../../../../machines/graph.js'

/**
 * Places the states of a machine graph for drawing: top-level states in columns by their distance from the
 * initial state, children stacked inside their parent's box. Pure geometry, no React.
 */

export interface Box {
  id: string
  name: string
  x: number
  y: number
  width: number
  height: number
  compound: boolean
  final: boolean
  initial: boolean
}

export interface Edge {
  source: string
  target: string
  label: string
}

export interface ChartLayout {
  boxes: Map<string, Box>
  edges: Edge[]
  width: number
  height: number
}

const LEAF_WIDTH = 150
const LEAF_HEIGHT = 36
const HEADER = 28
const PADDING = 10
const GAP = 18
const COLUMN_GAP = 110
const MARGIN = 30

function topLevelOf(id: string): string {
  return id.split('.')[0]
}

export function layoutChart(graph: MachineGraph): ChartLayout {
  const childrenOf = new Map<string | undefined, string[]>()
  for (const state of graph.states) {
    const siblings = childrenOf.get(state.parent) ?? []
    siblings.push(state.id)
    childrenOf.set(state.parent, siblings)
  }
  const byId = new Map(graph.states.map((state) => [state.id, state]))

  // Size of each state: leaves are fixed, compound states wrap their children stacked vertically.
  const size = new Map<string, { width: number; height: number }>()
  const measure = (id: string): { width: number; height: number } => {
    const children = childrenOf.get(id) ?? []
    if (children.length === 0) return { width: LEAF_WIDTH, height: LEAF_HEIGHT }
    const measured = children.map(measure)
    const result = {
      width: Math.max(...measured.map((m) => m.width)) + 2 * PADDING,
      height: HEADER + measured.reduce((sum, m) => sum + m.height, 0) + GAP * (children.length - 1) + PADDING,
    }
    size.set(id, result)
    return result
  }
  const roots = childrenOf.get(undefined) ?? []
  for (const id of roots) size.set(id, measure(id))
  for (const state of graph.states) if (!size.has(state.id)) size.set(state.id, { width: LEAF_WIDTH, height: LEAF_HEIGHT })

  // Column of each top-level state: breadth-first distance from the initial one.
  const rank = new Map<string, number>()
  const start = roots.find((id) => byId.get(id)?.initial) ?? roots[0]
  if (start !== undefined) {
    rank.set(start, 0)
    const queue = [start]
    while (queue.length) {
      const current = queue.shift()!
      for (const t of graph.transitions) {
        const from = topLevelOf(t.source)
        const to = topLevelOf(t.target)
        if (from === current && !rank.has(to)) {
          rank.set(to, rank.get(current)! + 1)
          queue.push(to)
        }
      }
    }
  }
  const maxRank = Math.max(0, ...rank.values())
  for (const id of roots) if (!rank.has(id)) rank.set(id, maxRank + 1)

  const boxes = new Map<string, Box>()
  const place = (id: string, x: number, y: number) => {
    const state = byId.get(id)!
    const { width, height } = size.get(id)!
    const children = childrenOf.get(id) ?? []
    boxes.set(id, { id, name: state.name, x, y, width, height, compound: children.length > 0, final: state.final, initial: state.initial })
    let childY = y + HEADER
    for (const child of children) {
      place(child, x + PADDING, childY)
      childY += size.get(child)!.height + GAP
    }
  }
  const columns = [...new Set(roots.map((id) => rank.get(id)!))].sort((a, b) => a - b)
  let x = MARGIN
  let height = 0
  for (const column of columns) {
    const members = roots.filter((id) => rank.get(id) === column)
    const columnWidth = Math.max(...members.map((id) => size.get(id)!.width))
    let y = MARGIN
    for (const id of members) {
      place(id, x, y)
      y += size.get(id)!.height + GAP * 2
    }
    height = Math.max(height, y)
    x += columnWidth + COLUMN_GAP
  }

  const edges = graph.transitions.map((t) => ({ source: t.source, target: t.target, label: t.guard ? `${t.event} [${t.guard}]` : t.event }))
  return { boxes, edges, width: x - COLUMN_GAP + MARGIN, height: height + MARGIN }
}

/** The ids of `state` ('published.embargoed') and all its ancestors. */
export function activeIds(state: string | undefined): Set<string> {
  if (!state) return new Set()
  const segments = state.split('.')
  return new Set(segments.map((_, index) => segments.slice(0, index + 1).join('.')))
}
