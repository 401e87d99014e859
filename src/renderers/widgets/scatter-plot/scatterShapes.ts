/** Shapes of nested lists, as a scatter plot lines up the values of one entry (spec 2 §5 'Scatter data checks'). */

export type Shape = number[]

/** Lengths of each nesting level, following first items: `[[1, 2], [3, 4], [5, 6]]` → `[3, 2]`; a scalar → `[]`. */
export function shapeOf(value: unknown): Shape {
  const shape: Shape = []
  for (let inner = value; Array.isArray(inner); inner = inner[0]) shape.push(inner.length)
  return shape
}

export const sameShape = (a: Shape, b: Shape): boolean => a.length === b.length && a.every((dim, index) => dim === b[index])

/** Every value of a nested list in order; a scalar as a list of one. */
export const flatValues = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]).flat(Infinity) : [value])

/** A list of `shape` holding `value` everywhere. */
export function filled(shape: Shape, value: unknown): unknown {
  return shape.length === 0 ? value : Array.from({ length: shape[0] }, () => filled(shape.slice(1), value))
}

/** `value` repeated over the leading dimensions that `to` has in addition (`a[None, :]` in NumPy terms). */
export function repeatedInFront(value: unknown, from: Shape, to: Shape): unknown {
  return to.slice(0, to.length - from.length).reduceRight<unknown>((inner, dim) => Array.from({ length: dim }, () => inner), value)
}

/** Each value of `value` repeated over the trailing dimensions that `to` has in addition (`a[:, None]`). */
export function repeatedBehind(value: unknown, from: Shape, to: Shape): unknown {
  if (from.length === 0) return filled(to, value)
  return (value as unknown[]).map((inner) => repeatedBehind(inner, from.slice(1), to.slice(1)))
}

/** The innermost lists joined to one text each (several labels of one point: `"Cu, O"`). */
export function joinedInnermost(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  if (!Array.isArray(value[0])) return value.map(String).sort().join(', ')
  return value.map(joinedInnermost)
}
