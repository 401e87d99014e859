/** Atoms split into those drawn in full and those dimmed while a subsystem is highlighted. */
export interface AtomEmphasis {
  bright: number[]
  dim: number[]
}

/**
 * Without a highlight, or with one naming no atom of the structure, every atom is bright; otherwise
 * the named atoms are bright and the rest dim. Indices out of range or repeated are ignored.
 */
export function atomEmphasis(nAtoms: number, highlight?: readonly number[]): AtomEmphasis {
  const all = Array.from({ length: nAtoms }, (_, index) => index)
  const named = new Set((highlight ?? []).filter((index) => Number.isInteger(index) && index >= 0 && index < nAtoms))
  if (named.size === 0) return { bright: all, dim: [] }
  return { bright: all.filter((index) => named.has(index)), dim: all.filter((index) => !named.has(index)) }
}

/** A bond is bright when both its atoms are. */
export function bondEmphasis(bonds: readonly [number, number][], emphasis: AtomEmphasis): { bright: [number, number][]; dim: [number, number][] } {
  if (emphasis.dim.length === 0) return { bright: [...bonds], dim: [] }
  const bright = new Set(emphasis.bright)
  const result = { bright: [] as [number, number][], dim: [] as [number, number][] }
  for (const bond of bonds) (bright.has(bond[0]) && bright.has(bond[1]) ? result.bright : result.dim).push(bond)
  return result
}
