type Vec = [number, number, number]

const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const scale = (a: Vec, s: number): Vec => [a[0] * s, a[1] * s, a[2] * s]
const add = (...vs: Vec[]): Vec => vs.reduce<Vec>((sum, v) => [sum[0] + v[0], sum[1] + v[1], sum[2] + v[2]], [0, 0, 0])

export interface BrillouinZone {
  vertices: Vec[]
  /** Pairs of vertex indices. */
  edges: [number, number][]
}

/**
 * The first Brillouin zone: the Wigner–Seitz cell of the reciprocal lattice (rows of `reciprocalCell`,
 * any length unit). Its vertices are where three bisecting planes meet inside all others; two vertices
 * form an edge when they share two planes.
 */
export function brillouinZone(reciprocalCell: number[][]): BrillouinZone {
  const [b1, b2, b3] = reciprocalCell as Vec[]
  const normals: Vec[] = []
  for (let i = -2; i <= 2; i++)
    for (let j = -2; j <= 2; j++)
      for (let k = -2; k <= 2; k++) if (i || j || k) normals.push(add(scale(b1, i), scale(b2, j), scale(b3, k)))
  // Only planes that can bound the zone: keep the shortest 26 lattice vectors.
  normals.sort((a, b) => dot(a, a) - dot(b, b))
  const planes = normals.slice(0, 26).map((g) => ({ g, d: dot(g, g) / 2 }))
  const scaleOf = Math.sqrt(planes[0].d * 2)
  const tolerance = 1e-6 * scaleOf * scaleOf
  const vertices: Vec[] = []
  const vertexPlanes: Set<number>[] = []
  for (let a = 0; a < planes.length; a++)
    for (let b = a + 1; b < planes.length; b++)
      for (let c = b + 1; c < planes.length; c++) {
        const [p, q, r] = [planes[a], planes[b], planes[c]]
        const det = dot(p.g, cross(q.g, r.g))
        if (Math.abs(det) < 1e-12 * scaleOf ** 3) continue
        const x = scale(add(scale(cross(q.g, r.g), p.d), scale(cross(r.g, p.g), q.d), scale(cross(p.g, q.g), r.d)), 1 / det)
        if (!planes.every((plane) => dot(plane.g, x) <= plane.d + tolerance)) continue
        const on = new Set(planes.flatMap((plane, index) => (Math.abs(dot(plane.g, x) - plane.d) <= tolerance ? [index] : [])))
        const existing = vertices.findIndex((v) => Math.hypot(v[0] - x[0], v[1] - x[1], v[2] - x[2]) < 1e-6 * scaleOf)
        if (existing >= 0) for (const index of on) vertexPlanes[existing].add(index)
        else {
          vertices.push(x)
          vertexPlanes.push(on)
        }
      }
  const edges: [number, number][] = []
  for (let i = 0; i < vertices.length; i++)
    for (let j = i + 1; j < vertices.length; j++) {
      let shared = 0
      for (const plane of vertexPlanes[i]) if (vertexPlanes[j].has(plane)) shared++
      if (shared >= 2) edges.push([i, j])
    }
  return { vertices, edges }
}

/** Fractional k-point → cartesian, with the same rows as the zone. */
export function kToCartesian(k: number[], reciprocalCell: number[][]): Vec {
  return add(scale(reciprocalCell[0] as Vec, k[0]), scale(reciprocalCell[1] as Vec, k[1]), scale(reciprocalCell[2] as Vec, k[2]))
}

/** Reciprocal cells are stored in 1/m; the views draw them in 1/Å. */
export function inInverseAngstrom(reciprocalCell: number[][]): number[][] {
  return reciprocalCell.map((row) => row.map((v) => v * 1e-10))
}
