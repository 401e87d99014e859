// `npm run charts [folder]`: writes every state machine of src/machines as a state chart, in
// Mermaid (<name>.mmd) and as SVG (<name>.svg), to docs/charts/ unless a folder is given.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { AnyStateMachine } from 'xstate'
import { entryProcessingMachine, machineGraph, processMachine, toMermaid, toolMachine, uploadMachine, type MachineGraph } from '../src/machines/index.js'
import { archiveEditingMachine } from '../src/machines/gui/archiveEditing.js'

const MACHINES: Record<string, AnyStateMachine> = {
  upload: uploadMachine,
  process: processMachine,
  'entry-processing': entryProcessingMachine,
  'archive-editing': archiveEditingMachine,
  tool: toolMachine,
}

const BOX_W = 150
const BOX_H = 40
const GAP_X = 170
const GAP_Y = 110
const PAD = 30

interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** Lays states out in columns by their distance from the initial state; children nest inside their parent. */
export function layout(graph: MachineGraph): Map<string, Box> {
  const boxes = new Map<string, Box>()
  const place = (parent: string | undefined, originX: number, originY: number): { w: number; h: number } => {
    const states = graph.states.filter((state) => state.parent === parent)
    if (states.length === 0) return { w: 0, h: 0 }
    const ids = new Set(states.map((state) => state.id))
    const depth = new Map<string, number>()
    const start = states.find((state) => state.initial) ?? states[0]
    depth.set(start.id, 0)
    const queue = [start.id]
    while (queue.length > 0) {
      const id = queue.shift()!
      for (const t of graph.transitions) {
        const source = [...ids].find((candidate) => t.source === candidate || t.source.startsWith(`${candidate}.`))
        const target = [...ids].find((candidate) => t.target === candidate || t.target.startsWith(`${candidate}.`))
        if (source === id && target && !depth.has(target)) {
          depth.set(target, depth.get(id)! + 1)
          queue.push(target)
        }
      }
    }
    for (const state of states) if (!depth.has(state.id)) depth.set(state.id, Math.max(0, ...depth.values()) + 1)
    const columns = new Map<number, string[]>()
    for (const state of states) columns.set(depth.get(state.id)!, [...(columns.get(depth.get(state.id)!) ?? []), state.id])
    let x = originX
    let height = 0
    for (const column of [...columns.keys()].sort((a, b) => a - b)) {
      let y = originY
      let width = BOX_W
      for (const id of columns.get(column)!) {
        const inner = place(id, x + 15, y + 70)
        const w = Math.max(BOX_W, inner.w + 30)
        const h = inner.h > 0 ? inner.h + 85 : BOX_H
        boxes.set(id, { x, y, w, h })
        width = Math.max(width, w)
        y += h + GAP_Y
      }
      height = Math.max(height, y - GAP_Y - originY)
      x += width + GAP_X
    }
    return { w: x - GAP_X - originX, h: height }
  }
  place(undefined, PAD, PAD + 20)
  return boxes
}

/** Where the line from the box's centre towards (x, y) leaves the box. */
function edgePoint(box: Box, x: number, y: number): [number, number] {
  const cx = box.x + box.w / 2
  const cy = box.y + box.h / 2
  const dx = x - cx
  const dy = y - cy
  if (dx === 0 && dy === 0) return [cx, cy]
  const scale = 1 / Math.max(Math.abs(dx) / (box.w / 2), Math.abs(dy) / (box.h / 2))
  return [cx + dx * scale, cy + dy * scale]
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function toSvg(machine: AnyStateMachine): string {
  const graph = machineGraph(machine)
  const boxes = layout(graph)
  const right = Math.max(...[...boxes.values()].map((box) => box.x + box.w)) + PAD
  const bottom = Math.max(...[...boxes.values()].map((box) => box.y + box.h)) + PAD + 20
  const parts: string[] = []
  for (const state of graph.states) {
    const box = boxes.get(state.id)!
    const compound = graph.states.some((child) => child.parent === state.id)
    parts.push(
      `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="10" fill="${compound ? '#f4f6fd' : '#ffffff'}" stroke="#2A4CDF" stroke-width="${state.final ? 3 : 1.5}"/>`,
      `<text x="${box.x + box.w / 2}" y="${box.y + (compound ? 22 : box.h / 2 + 5)}" text-anchor="middle" font-family="Titillium Web, sans-serif" font-size="14">${escape(state.name)}</text>`,
    )
    if (state.initial) parts.push(`<circle cx="${box.x - 14}" cy="${box.y + 20}" r="6" fill="#2A4CDF"/><line x1="${box.x - 8}" y1="${box.y + 20}" x2="${box.x}" y2="${box.y + 20}" stroke="#2A4CDF" marker-end="url(#arrow)"/>`)
  }
  const seen = new Map<string, number>()
  for (const t of graph.transitions) {
    const from = boxes.get(t.source)!
    const to = boxes.get(t.target)!
    const pair = [t.source, t.target].sort().join('|')
    const nth = seen.get(pair) ?? 0
    seen.set(pair, nth + 1)
    const label = `${t.event}${t.guard ? ` [${t.guard}]` : ''}`
    const [x1, y1] = [from.x + from.w / 2, from.y + from.h / 2]
    const [x2, y2] = [to.x + to.w / 2, to.y + to.h / 2]
    // A→B and B→A bend to opposite sides; further transitions between the same pair bend further.
    const side = t.source < t.target ? 1 : -1
    const length = Math.hypot(x2 - x1, y2 - y1) || 1
    const bend = side * (30 + nth * 28)
    const cx = (x1 + x2) / 2 - ((y2 - y1) / length) * bend
    const cy = (y1 + y2) / 2 + ((x2 - x1) / length) * bend
    const [sx, sy] = edgePoint(from, cx, cy)
    const [ex, ey] = edgePoint(to, cx, cy)
    const lx = 0.25 * sx + 0.5 * cx + 0.25 * ex
    const ly = 0.25 * sy + 0.5 * cy + 0.25 * ey
    parts.push(
      `<path d="M ${sx.toFixed(1)} ${sy.toFixed(1)} Q ${cx.toFixed(1)} ${cy.toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}" fill="none" stroke="#008A67" stroke-width="1.2" marker-end="url(#arrow)"/>`,
      `<text x="${lx.toFixed(1)}" y="${(ly - 3).toFixed(1)}" text-anchor="middle" font-family="Titillium Web, sans-serif" font-size="11" fill="#005a43" paint-order="stroke" stroke="#ffffff" stroke-width="3">${escape(label)}</text>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${right}" height="${bottom}" viewBox="0 0 ${right} ${bottom}">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#008A67"/></marker></defs>
<text x="${PAD}" y="${PAD}" font-family="Titillium Web, sans-serif" font-size="16" font-weight="bold">${escape(graph.id)}</text>
${parts.join('\n')}
</svg>
`
}

const folder = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'docs', 'charts'))
mkdirSync(folder, { recursive: true })
for (const [name, machine] of Object.entries(MACHINES)) {
  writeFileSync(join(folder, `${name}.mmd`), toMermaid(machine))
  writeFileSync(join(folder, `${name}.svg`), toSvg(machine))
  console.log(`${name}: ${join(folder, `${name}.mmd`)}, ${join(folder, `${name}.svg`)}`)
}
