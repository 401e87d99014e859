import type { Point } from './forceLayout.js'
import { LABEL_FONT_SIZE, labelWidth, NODE_RADIUS, truncateLabel } from './graphGeometry.js'

export const ROW_HEIGHT = 48
const MIN_COLUMN_GAP = 120

/**
 * Column positions of inputs, tasks and outputs across `width` pixels: inputs on the left with room
 * for their labels before them, outputs on the right with room after them, tasks in the middle. A
 * shorter column is centred against the longest, so most edges run level.
 */
export function columnLayout(columns: { inputs: readonly { id: string; label: string }[]; tasks: readonly { id: string }[]; outputs: readonly { id: string; label: string }[] }, width: number): Map<string, Point> {
  const room = (nodes: readonly { label: string }[]) => Math.max(0, ...nodes.map((node) => labelWidth(truncateLabel(node.label), LABEL_FONT_SIZE))) + NODE_RADIUS + 10
  const left = room(columns.inputs)
  const right = Math.max(width - room(columns.outputs), left + 2 * MIN_COLUMN_GAP)
  const xs = [left, (left + right) / 2, right]
  const rows = Math.max(columns.inputs.length, columns.tasks.length, columns.outputs.length, 1)
  // Room above the first row for a label placed above its node.
  const top = NODE_RADIUS + LABEL_FONT_SIZE + 14
  const positions = new Map<string, Point>()
  ;[columns.inputs, columns.tasks, columns.outputs].forEach((nodes, column) => {
    const offset = ((rows - nodes.length) * ROW_HEIGHT) / 2
    nodes.forEach((node, index) => positions.set(node.id, { x: xs[column], y: top + offset + index * ROW_HEIGHT }))
  })
  return positions
}

/** The height the column layout needs for its longest column. */
export const columnsHeight = (rows: number) => Math.max(rows, 1) * ROW_HEIGHT + NODE_RADIUS + LABEL_FONT_SIZE + 14
