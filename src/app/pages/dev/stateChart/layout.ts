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
const COLUMN_GAP = 150
const INNER_COLUMN_GAP = 70
const MARGIN = 30

/** Readable names for XState's internal events: delays, invoked actors' outcomes, eventless transitions. */
export function eventLabel(event: string): string {
  if (event === '') return 'always'
  const after = /^xstate\.after\.([^.]+)\./.exec(event)
  if (after) return `after ${after[1]}`
  if (event.startsWith('xstate.done.actor')) return 'done'
  if (event.startsWith('xstate.error.actor')) return 'error'
  return event
}

/** The ancestor of `id` (or `id` itself) that is a direct child of `parent` ('' for the root). */
function childOf(parent: string, id: string): string | undefined {
  const prefix = parent ? `${parent}.` : ''
  if (parent && !id.startsWith(prefix)) return undefined
  const rest = id.slice(prefix.length).split('.')[0]
  return rest ? prefix + rest : undefined
}

export function layoutChart(graph: MachineGraph): ChartLayout {
  const childrenOf = new Map<string, string[]>()
  for (const state of graph.states) {
    const siblings = childrenOf.get(state.parent ?? '') ?? []
    siblings.push(state.id)
    childrenOf.set(state.parent ?? '', siblings)
  }
  const byId = new Map(graph.states.map((state) => [state.id, state]))

  /** Columns of the children of `parent`: breadth-first distance from the initial child along transitions among them. */
  const columnsOf = (parent: string): string[][] => {
    const children = childrenOf.get(parent) ?? []
    const rank = new Map<string, number>()
    const start = children.find((id) => byId.get(id)?.initial) ?? children[0]
    if (start !== undefined) {
      rank.set(start, 0)
      const queue = [start]
      while (queue.length) {
        const current = queue.shift()!
        for (const t of graph.transitions) {
          const from = childOf(parent, t.source)
          const to = childOf(parent, t.target)
          if (from === current && to && to !== current && !rank.has(to)) {
            rank.set(to, rank.get(current)! + 1)
            queue.push(to)
          }
        }
      }
    }
    const maxRank = Math.max(0, ...rank.values())
    // States no transition reaches (e.g. parallel regions) each get a column of their own.
    let extra = rank.size ? maxRank + 1 : 0
    for (const id of children) if (!rank.has(id)) rank.set(id, extra++)
    const columns: string[][] = []
    for (const id of children) (columns[rank.get(id)!] ??= []).push(id)
    return columns.filter(Boolean)
  }

  // Sizes, innermost first: leaves are fixed, compound states wrap their children's columns.
  const size = new Map<string, { width: number; height: number }>()
  const measure = (id: string): { width: number; height: number } => {
    const columns = columnsOf(id)
    if (columns.length === 0) return { width: LEAF_WIDTH, height: LEAF_HEIGHT }
    const inner = layoutColumns(columns, measure, INNER_COLUMN_GAP)
    const result = { width: inner.width + 2 * PADDING, height: HEADER + inner.height + PADDING }
    size.set(id, result)
    return result
  }
  for (const state of graph.states) if (!size.has(state.id)) size.set(state.id, measure(state.id))

  const boxes = new Map<string, Box>()
  const place = (id: string, x: number, y: number) => {
    const state = byId.get(id)!
    const { width, height } = size.get(id)!
    const columns = columnsOf(id)
    boxes.set(id, { id, name: state.name, x, y, width, height, compound: columns.length > 0, final: state.final, initial: state.initial })
    for (const { id: child, x: cx, y: cy } of layoutColumns(columns, (c) => size.get(c)!, INNER_COLUMN_GAP).positions)
      place(child, x + PADDING + cx, y + HEADER + cy)
  }
  const top = layoutColumns(columnsOf(''), (id) => size.get(id)!, COLUMN_GAP, 64)
  for (const { id, x, y } of top.positions) place(id, MARGIN + x, MARGIN + y)

  // One arrow per source and target, naming all its events.
  const grouped = new Map<string, Edge>()
  for (const t of graph.transitions) {
    const key = `${t.source}->${t.target}`
    const label = t.guard ? `${eventLabel(t.event)} [${t.guard}]` : eventLabel(t.event)
    const edge = grouped.get(key)
    if (edge) {
      if (!edge.label.split(', ').includes(label)) edge.label += `, ${label}`
    } else grouped.set(key, { source: t.source, target: t.target, label })
  }
  return { boxes, edges: [...grouped.values()], width: top.width + 2 * MARGIN, height: top.height + 2 * MARGIN }
}

/** Positions of states in columns (relative to the top left), and the total size. */
function layoutColumns(
  columns: string[][],
  sizeOf: (id: string) => { width: number; height: number },
  columnGap: number,
  rowGap = GAP * 2,
): { positions: { id: string; x: number; y: number }[]; width: number; height: number } {
  const positions: { id: string; x: number; y: number }[] = []
  let x = 0
  let height = 0
  for (const column of columns) {
    const width = Math.max(...column.map((id) => sizeOf(id).width))
    let y = 0
    for (const id of column) {
      positions.push({ id, x, y })
      y += sizeOf(id).height + rowGap
    }
    height = Math.max(height, y - rowGap)
    x += width + columnGap
  }
  return { positions, width: Math.max(0, x - columnGap), height }
}

/** The ids of `state` ('published.embargoed') and all its ancestors. */
export function activeIds(state: string | undefined): Set<string> {
  if (!state) return new Set()
  const segments = state.split('.')
  return new Set(segments.map((_, index) => segments.slice(0, index + 1).join('.')))
}
