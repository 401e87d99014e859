/** Validates MD property data as spec 3 §5 asks: arrays of times/bins/value, else 'Invalid {kind} data provided'. */
export function checkSeries(kind: 'msd' | 'rdf' | 'rg', x: unknown, value: unknown): { x: number[]; value: number[] } {
  const numbers = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((item) => typeof item === 'number')
  if (!numbers(x) || !numbers(value)) throw new Error(`Invalid ${kind} data provided`)
  return { x: x as number[], value: value as number[] }
}

/** Items grouped by their `type` (e.g. molecular, atomic), keeping first-seen order. */
export function groupByType<T extends Record<string, unknown>>(items: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const type = String(item.type ?? 'default')
    groups.set(type, [...(groups.get(type) ?? []), item])
  }
  return [...groups.entries()]
}
