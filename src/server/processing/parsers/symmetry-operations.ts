import type { Vector3 } from '../normalize/lattice.js'
import { parseNumber } from './text.js'

/** A symmetry operation of a CIF ('-x+1/2, y, z') as a function on fractional coordinates. */
export type SymmetryOperation = (fractional: Vector3) => Vector3

const AXES = { x: 0, y: 1, z: 2 } as const

/** One component ('-x+y+1/2'): coefficients of x, y, z and a translation. */
function parseComponent(text: string, operation: string): [number, number, number, number] {
  const coefficients: [number, number, number, number] = [0, 0, 0, 0]
  const cleaned = text.replace(/\s+/g, '').toLowerCase()
  if (cleaned === '') throw new Error(`bad symmetry operation '${operation}'`)
  for (const match of cleaned.matchAll(/([+-]?)([^+-]+)/g)) {
    const sign = match[1] === '-' ? -1 : 1
    const term = match[2]
    const axis = /^(?:(\d*\.?\d+(?:\/\d+)?)\*?)?([xyz])$/.exec(term)
    if (axis) {
      const factor = axis[1] ? parseNumber(axis[1]) : 1
      coefficients[AXES[axis[2] as keyof typeof AXES]] += sign * factor
      continue
    }
    const value = parseNumber(term)
    if (Number.isNaN(value)) throw new Error(`bad symmetry operation '${operation}'`)
    coefficients[3] += sign * value
  }
  return coefficients
}

export function parseSymmetryOperation(text: string): SymmetryOperation {
  const parts = text.split(',')
  if (parts.length !== 3) throw new Error(`bad symmetry operation '${text}'`)
  const rows = parts.map((part) => parseComponent(part, text))
  return (f) => rows.map((r) => r[0] * f[0] + r[1] * f[1] + r[2] * f[2] + r[3]) as Vector3
}
