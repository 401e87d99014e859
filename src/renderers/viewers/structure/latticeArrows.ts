export type Vec3 = [number, number, number]

export interface LatticeArrow {
  label: 'a' | 'b' | 'c'
  color: string
  from: Vec3
  to: Vec3
  /** Where the label sits: a little beyond the tip, so that it does not cover the arrow head. */
  labelAt: Vec3
}

const LABELS = ['a', 'b', 'c'] as const
const COLORS = ['#d62728', '#2ca02c', '#1f77b4']
/** Gap between the arrow tip and its label, in ångström. */
const LABEL_GAP = 0.6

/** Arrows along the lattice vectors (cell rows) from the cell origin; vectors of zero length get none. */
export function latticeArrows(cell: readonly (readonly number[])[] | undefined): LatticeArrow[] {
  if (!cell || cell.length !== 3) return []
  return cell.flatMap((row, axis) => {
    const length = Math.hypot(row[0], row[1], row[2])
    if (!(length > 1e-8)) return []
    const to: Vec3 = [row[0], row[1], row[2]]
    const labelAt = to.map((v) => v * (1 + LABEL_GAP / length)) as Vec3
    return [{ label: LABELS[axis], color: COLORS[axis], from: [0, 0, 0] as Vec3, to, labelAt }]
  })
}
