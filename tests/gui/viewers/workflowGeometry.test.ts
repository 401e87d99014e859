import { describe, expect, it } from 'vitest'
import { columnLayout } from '../../../src/renderers/viewers/workflow/columnLayout.js'
import {
  boundsOf,
  drawingSize,
  edgeShape,
  labelAt,
  NODE_RADIUS,
  nodeBox,
  placeLabels,
  polylineCrossesBox,
  truncateLabel,
  type LabelSide,
} from '../../../src/renderers/viewers/workflow/graphGeometry.js'
import { workflowGraph } from '../../../src/renderers/viewers/workflow/workflowGraph.js'

const distance = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y)

describe('workflow edges', () => {
  it('run from the border of the source to the border of the target (where the arrowhead ends)', () => {
    const from = { x: 0, y: 0 }
    const to = { x: 100, y: 50 }
    const { points } = edgeShape(from, to)!
    expect(distance(points[0], from)).toBeCloseTo(NODE_RADIUS)
    const end = points[points.length - 1]
    expect(distance(end, to)).toBeGreaterThan(NODE_RADIUS)
    expect(distance(end, to)).toBeLessThan(NODE_RADIUS + 4)
    // still pointing at the target
    expect((end.y - points[0].y) / (end.x - points[0].x)).toBeCloseTo(0.5)
  })

  it('are not drawn between nodes that touch', () => {
    expect(edgeShape({ x: 0, y: 0 }, { x: 20, y: 0 })).toBeUndefined()
  })

  it('curve around the nodes between two nodes of one column instead of running through them', () => {
    const shape = edgeShape({ x: 100, y: 0 }, { x: 100, y: 96 })!
    expect(shape.d).toMatch(/ C/)
    expect(polylineCrossesBox(shape.points, nodeBox({ x: 100, y: 48 }))).toBe(false)
    expect(polylineCrossesBox([{ x: 100, y: 0 }, { x: 100, y: 96 }], nodeBox({ x: 100, y: 48 }))).toBe(true)
  })
})

describe('workflow labels', () => {
  const center = { x: 200, y: 100 }

  it('sit beside, above or below the node, clear of its circle', () => {
    const sides: LabelSide[] = ['left', 'right', 'above', 'below']
    for (const side of sides) {
      const { box } = labelAt(center, 'structure', side)
      const nearestX = Math.max(box.x, Math.min(center.x, box.x + box.width))
      const nearestY = Math.max(box.y, Math.min(center.y, box.y + box.height))
      expect(distance({ x: nearestX, y: nearestY }, center)).toBeGreaterThan(NODE_RADIUS)
    }
    expect(labelAt(center, 'structure', 'left').box.x + labelAt(center, 'structure', 'left').box.width).toBeLessThan(center.x)
    expect(labelAt(center, 'structure', 'above').box.y + labelAt(center, 'structure', 'above').box.height).toBeLessThan(center.y)
  })

  it('move to the next side when an edge would run underneath', () => {
    const node = { id: 'n', text: 'relax', at: center, sides: ['right', 'above'] as LabelSide[] }
    expect(placeLabels([node], []).get('n')!.side).toBe('right')
    const edgeToTheRight = edgeShape(center, { x: 400, y: 100 })!.points
    const label = placeLabels([node], [edgeToTheRight]).get('n')!
    expect(label.side).toBe('above')
    expect(polylineCrossesBox(edgeToTheRight, label.box)).toBe(false)
  })

  it('are never crossed by an edge in the column layout of a workflow with shared sections', () => {
    const workflow = {
      inputs: [{ name: 'structure', section: '#/run/0/system/0' }, { name: 'parameters', section: '#/run/0/method/0' }],
      outputs: [{ name: 'energy', section: '#/run/0/calculation/1' }],
      tasks: [
        { name: 'relax', inputs: [{ name: 'initial', section: '#/run/0/system/0' }, { section: '#/run/0/method/0' }], outputs: [{ section: '#/run/0/calculation/0' }] },
        { name: 'scf', inputs: [{ section: '#/run/0/system/0' }, { section: '#/run/0/calculation/0' }], outputs: [{ name: 'energy', section: '#/run/0/calculation/1' }] },
        { name: 'bands', inputs: [{ section: '#/run/0/system/0' }] },
      ],
    }
    const graph = workflowGraph({ workflow2: workflow }, workflow)
    const at = columnLayout(graph, 600)
    const edges = graph.links.map((link) => edgeShape(at.get(link.from)!, at.get(link.to)!)!.points)
    expect(edges.length).toBeGreaterThan(4)
    const sides = { input: ['left', 'above', 'below', 'right'], task: ['above', 'below', 'right', 'left'], workflow: ['above'], output: ['right', 'above', 'below', 'left'] } as const
    const nodes = [...graph.inputs, ...graph.tasks, ...graph.outputs]
    const labels = placeLabels(nodes.map((node) => ({ id: node.id, text: node.label, at: at.get(node.id)!, sides: sides[node.kind] })), edges)
    for (const node of nodes) for (const edge of edges) expect(polylineCrossesBox(edge, labels.get(node.id)!.box), `${node.label} under an edge`).toBe(false)
  })

  it('cut long names with an ellipsis', () => {
    expect(truncateLabel('short')).toBe('short')
    expect(truncateLabel('a'.repeat(40))).toHaveLength(28)
    expect(truncateLabel('a'.repeat(40)).endsWith('…')).toBe(true)
  })
})

describe('workflow graph size', () => {
  it('spreads the columns over the width, leaving room for the input labels on the left', () => {
    const columns = { inputs: [{ id: 'i', label: 'a rather long input name' }], tasks: [{ id: 't' }], outputs: [{ id: 'o', label: 'out' }] }
    const narrow = columnLayout(columns, 500)
    const wide = columnLayout(columns, 1000)
    expect(wide.get('o')!.x - wide.get('i')!.x).toBeGreaterThan(narrow.get('o')!.x - narrow.get('i')!.x)
    expect(labelAt(narrow.get('i')!, 'a rather long input name', 'left').box.x).toBeGreaterThanOrEqual(0)
    expect(labelAt(wide.get('o')!, 'out', 'right').box.x + labelAt(wide.get('o')!, 'out', 'right').box.width).toBeLessThanOrEqual(1000)
  })

  it('is drawn at natural size when it fits, and scaled down to the card width (aspect kept) when not', () => {
    const bounds = boundsOf([{ x: 0, y: 0, width: 800, height: 200 }], 0)
    expect(drawingSize(bounds, 1000)).toEqual({ width: 800, height: 200 })
    expect(drawingSize(bounds, 400)).toEqual({ width: 400, height: 100 })
  })
})
