/**
 * A small force simulation for the workflow graph: nodes repel each other, links pull their ends
 * together, and a weak pull keeps each node near where the column layout put it. Deterministic (same
 * start, same result), run for a fixed number of steps.
 */
export interface Point {
  x: number
  y: number
}

export interface ForceOptions {
  steps?: number
  /** Preferred length of a link. */
  linkLength?: number
  repulsion?: number
  /** Pull towards the start position, 0..1 per step. */
  anchor?: number
  /** Bounds the nodes stay in. */
  width: number
  height: number
}

export function forceLayout(start: ReadonlyMap<string, Point>, links: readonly { from: string; to: string }[], options: ForceOptions): Map<string, Point> {
  const { steps = 300, linkLength = 120, repulsion = 4000, anchor = 0.02, width, height } = options
  const ids = [...start.keys()]
  const at = new Map(ids.map((id) => [id, { ...start.get(id)! }]))
  const shown = links.filter((link) => at.has(link.from) && at.has(link.to) && link.from !== link.to)
  for (let step = 0; step < steps; step++) {
    const cooling = 1 - step / steps
    const force = new Map(ids.map((id) => [id, { x: 0, y: 0 }]))
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const a = at.get(ids[i])!
        const b = at.get(ids[j])!
        let dx = a.x - b.x
        let dy = a.y - b.y
        // Coinciding nodes are pushed apart along a fixed direction, so the result stays deterministic.
        if (dx === 0 && dy === 0) [dx, dy] = [0.01 * (j - i), 0.01]
        const distanceSquared = Math.max(dx * dx + dy * dy, 1)
        const distance = Math.sqrt(distanceSquared)
        const push = repulsion / distanceSquared
        force.get(ids[i])!.x += (push * dx) / distance
        force.get(ids[i])!.y += (push * dy) / distance
        force.get(ids[j])!.x -= (push * dx) / distance
        force.get(ids[j])!.y -= (push * dy) / distance
      }
    }
    for (const link of shown) {
      const a = at.get(link.from)!
      const b = at.get(link.to)!
      const dx = b.x - a.x
      const dy = b.y - a.y
      const distance = Math.max(Math.sqrt(dx * dx + dy * dy), 1)
      const pull = (distance - linkLength) * 0.05
      force.get(link.from)!.x += (pull * dx) / distance
      force.get(link.from)!.y += (pull * dy) / distance
      force.get(link.to)!.x -= (pull * dx) / distance
      force.get(link.to)!.y -= (pull * dy) / distance
    }
    for (const id of ids) {
      const point = at.get(id)!
      const home = start.get(id)!
      const f = force.get(id)!
      const limit = 20 * cooling + 0.5
      point.x += Math.max(-limit, Math.min(limit, f.x + (home.x - point.x) * anchor))
      point.y += Math.max(-limit, Math.min(limit, f.y + (home.y - point.y) * anchor))
      point.x = Math.max(20, Math.min(width - 20, point.x))
      point.y = Math.max(20, Math.min(height - 20, point.y))
    }
  }
  return at
}
