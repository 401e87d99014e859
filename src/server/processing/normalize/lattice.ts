/** Small 3-vector and 3×3-matrix helpers for crystal cells (rows are the lattice vectors). */
export type Vector3 = [number, number, number]
export type Matrix3 = [Vector3, Vector3, Vector3]

export const dot = (a: Vector3, b: Vector3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const norm = (a: Vector3) => Math.sqrt(dot(a, a))
export const cross = (a: Vector3, b: Vector3): Vector3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
export const scale = (a: Vector3, factor: number): Vector3 => [a[0] * factor, a[1] * factor, a[2] * factor]

export function angleBetween(a: Vector3, b: Vector3): number {
  const cosine = dot(a, b) / (norm(a) * norm(b))
  return Math.acos(Math.min(1, Math.max(-1, cosine)))
}

/** Signed volume of the cell spanned by the rows. */
export function determinant(m: Matrix3): number {
  return dot(m[0], cross(m[1], m[2]))
}

export function cellVolume(lattice: Matrix3): number {
  return Math.abs(determinant(lattice))
}

/** Lattice vectors from cell lengths and angles (degrees): a along x, b in the xy plane. */
export function latticeFromParameters(a: number, b: number, c: number, alphaDeg: number, betaDeg: number, gammaDeg: number): Matrix3 {
  const rad = Math.PI / 180
  const [cosA, cosB, cosG] = [Math.cos(alphaDeg * rad), Math.cos(betaDeg * rad), Math.cos(gammaDeg * rad)]
  const sinG = Math.sin(gammaDeg * rad)
  const cx = c * cosB
  const cy = (c * (cosA - cosB * cosG)) / sinG
  const cz = Math.sqrt(Math.max(0, c * c - cx * cx - cy * cy))
  return [
    [a, 0, 0],
    [b * cosG, b * sinG, 0],
    [cx, cy, cz],
  ].map((row) => row.map(cleanZero)) as Matrix3
}

/** Rounds the tiny residues of cos(90°) to exact zero, so right angles stay right. */
function cleanZero(value: number): number {
  return Math.abs(value) < 1e-12 ? 0 : value
}

export function fractionalToCartesian(fractional: Vector3, lattice: Matrix3): Vector3 {
  const [a, b, c] = lattice
  return [0, 1, 2].map((i) => fractional[0] * a[i] + fractional[1] * b[i] + fractional[2] * c[i]) as Vector3
}

export function inverse(m: Matrix3): Matrix3 {
  const det = determinant(m)
  const [a, b, c] = m
  const columns = [cross(b, c), cross(c, a), cross(a, b)].map((v) => scale(v, 1 / det))
  // The inverse's columns are the cross products above; transpose them into rows.
  return [0, 1, 2].map((i) => [columns[0][i], columns[1][i], columns[2][i]]) as Matrix3
}

export function cartesianToFractional(cartesian: Vector3, lattice: Matrix3, inverseLattice = inverse(lattice)): Vector3 {
  // cartesian = f · L  ⇒  f = cartesian · L⁻¹
  return [0, 1, 2].map((j) => cartesian[0] * inverseLattice[0][j] + cartesian[1] * inverseLattice[1][j] + cartesian[2] * inverseLattice[2][j]) as Vector3
}

export interface LatticeParameters {
  a: number
  b: number
  c: number
  alpha: number
  beta: number
  gamma: number
}

/** Lengths (in the lattice's unit) and angles in radians: alpha between b and c, beta a–c, gamma a–b. */
export function latticeParameters(lattice: Matrix3): LatticeParameters {
  const [a, b, c] = lattice
  return { a: norm(a), b: norm(b), c: norm(c), alpha: angleBetween(b, c), beta: angleBetween(a, c), gamma: angleBetween(a, b) }
}
