import type { Point } from './forceLayout.js'

/** Pure geometry of the workflow graph drawing: edge shapes, label boxes and where labels go. */

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export const NODE_RADIUS = 12
export const LABEL_FONT_SIZE = 12
const LABEL_PADDING = 3
// Room between an arrow tip and the node border, so the tip stays visible.
const ARROW_GAP = 2
const MAX_LABEL_CHARS = 28

export interface EdgeShape {
  /** SVG path data. */
  d: string
  /** Points along the edge, for telling whether it crosses a label. */
  points: Point[]
}

const cubicAt = (p0: number, p1: number, p2: number, p3: number, t: number) => (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3 * p3
const fixed = (value: number) => Number(value.toFixed(1))

/**
 * An edge from border to border of two nodes (the arrowhead ends at the target's border). Nodes in
 * one column are joined by a curve bulging to the right, so the edge does not run through the nodes
 * between them. Undefined when the nodes touch and there is nothing to draw.
 */
export function edgeShape(from: Point, to: Point, radius = NODE_RADIUS): EdgeShape | undefined {
  const dx = to.x - from.x
  const dy = to.y - from.y
  const distance = Math.hypot(dx, dy)
  if (distance <= 2 * radius + ARROW_GAP) return undefined
  if (Math.abs(dx) < 1) {
    const bulge = 30 + 0.25 * Math.abs(dy)
    const start = { x: from.x + radius, y: from.y }
    const end = { x: to.x + radius + ARROW_GAP, y: to.y }
    const c1 = { x: from.x + bulge, y: from.y }
    const c2 = { x: to.x + bulge, y: to.y }
    const points = Array.from({ length: 13 }, (_, i) => i / 12).map((t) => ({ x: cubicAt(start.x, c1.x, c2.x, end.x, t), y: cubicAt(start.y, c1.y, c2.y, end.y, t) }))
    return { d: `M${fixed(start.x)},${fixed(start.y)} C${fixed(c1.x)},${fixed(c1.y)} ${fixed(c2.x)},${fixed(c2.y)} ${fixed(end.x)},${fixed(end.y)}`, points }
  }
  const ux = dx / distance
  const uy = dy / distance
  const start = { x: from.x + ux * radius, y: from.y + uy * radius }
  const end = { x: to.x - ux * (radius + ARROW_GAP), y: to.y - uy * (radius + ARROW_GAP) }
  return { d: `M${fixed(start.x)},${fixed(start.y)} L${fixed(end.x)},${fixed(end.y)}`, points: [start, end] }
}

/** Long names are cut with an ellipsis (the full name is the label's tooltip). */
export function truncateLabel(text: string, max = MAX_LABEL_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

/** A width estimate for a label (no DOM to measure in: the layout must be known before drawing). */
export const labelWidth = (text: string, fontSize = LABEL_FONT_SIZE) => text.length * fontSize * 0.6 + 2 * LABEL_PADDING

export type LabelSide = 'left' | 'right' | 'above' | 'below'

export interface PlacedLabel {
  side: LabelSide
  /** The label's background box. */
  box: Box
  /** Where the text is anchored, and how. */
  x: number
  y: number
  anchor: 'start' | 'middle' | 'end'
}

/** The label of the node at `center` on one `side`, clear of the node's circle. */
export function labelAt(center: Point, text: string, side: LabelSide, radius = NODE_RADIUS, fontSize = LABEL_FONT_SIZE): PlacedLabel {
  const width = labelWidth(text, fontSize)
  const height = fontSize + 2 * LABEL_PADDING
  const x = side === 'left' ? center.x - radius - 4 - width : side === 'right' ? center.x + radius + 4 : center.x - width / 2
  const y = side === 'above' ? center.y - radius - 3 - height : side === 'below' ? center.y + radius + 3 : center.y - height / 2
  const box = { x, y, width, height }
  const anchor = side === 'left' ? 'end' : side === 'right' ? 'start' : 'middle'
  const textX = anchor === 'end' ? x + width - LABEL_PADDING : anchor === 'start' ? x + LABEL_PADDING : center.x
  // 0.35 em below the middle puts the text's middle on the box's middle.
  return { side, box, x: textX, y: y + height / 2 + fontSize * 0.35, anchor }
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

const inside = (p: Point, box: Box) => p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const cross = (o: Point, p: Point, q: Point) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x)
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
}

/** Whether a polyline runs through a box (touching its inside anywhere). */
export function polylineCrossesBox(points: readonly Point[], box: Box): boolean {
  if (points.some((p) => inside(p, box))) return true
  const corners = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ]
  for (let i = 1; i < points.length; i++)
    for (let k = 0; k < 4; k++) if (segmentsCross(points[i - 1], points[i], corners[k], corners[(k + 1) % 4])) return true
  return false
}

const circleBox = (center: Point, radius: number): Box => ({ x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius })

export interface LabelledNode {
  id: string
  text: string
  at: Point
  /** Sides to try, best first. */
  sides: readonly LabelSide[]
}

/**
 * Puts each label on the first of its node's sides where it covers no edge, no other node and no
 * label placed before it; where every side covers something, on the side covering least.
 */
export function placeLabels(nodes: readonly LabelledNode[], edges: readonly (readonly Point[])[], radius = NODE_RADIUS): Map<string, PlacedLabel> {
  const placed = new Map<string, PlacedLabel>()
  for (const node of nodes) {
    let best: { label: PlacedLabel; cost: number } | undefined
    for (const side of node.sides) {
      const label = labelAt(node.at, node.text, side, radius)
      const cost =
        edges.filter((edge) => polylineCrossesBox(edge, label.box)).length +
        nodes.filter((other) => other !== node && boxesOverlap(circleBox(other.at, radius), label.box)).length +
        [...placed.values()].filter((other) => boxesOverlap(other.box, label.box)).length
      if (!best || cost < best.cost) best = { label, cost }
      if (cost === 0) break
    }
    if (best) placed.set(node.id, best.label)
  }
  return placed
}

/** The box around everything drawn, with a margin. */
export function boundsOf(boxes: readonly Box[], margin = 4): Box {
  if (boxes.length === 0) return { x: 0, y: 0, width: 1, height: 1 }
  const left = Math.min(...boxes.map((b) => b.x)) - margin
  const top = Math.min(...boxes.map((b) => b.y)) - margin
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + margin
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + margin
  return { x: left, y: top, width: right - left, height: bottom - top }
}

export function pointsBox(points: readonly Point[]): Box {
  return boundsOf(points.map((p) => ({ x: p.x, y: p.y, width: 0, height: 0 })), 0)
}

export function nodeBox(center: Point, radius = NODE_RADIUS): Box {
  return circleBox(center, radius)
}

/**
 * How large the drawing of `bounds` is shown in `available` pixels of width: at its natural size when
 * it fits, scaled down to the width when it does not (never wider than the card).
 */
export function drawingSize(bounds: Box, available: number): { width: number; height: number } {
  const scale = available > 0 ? Math.min(1, available / bounds.width) : 1
  return { width: Math.round(bounds.width * scale), height: Math.round(bounds.height * scale) }
}
