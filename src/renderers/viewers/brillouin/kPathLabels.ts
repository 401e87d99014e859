import { kToCartesian } from './brillouinZone.js'

export interface KPointLabel {
  label: string
  /** Cartesian, in the units of the reciprocal cell given. */
  position: [number, number, number]
}

const GAMMA = /^(g|gamma|\\gamma|gm)$/i

/** Parsers write the zone centre as G, Gamma or \Gamma; it is shown as Γ. */
export function kPointName(label: string): string {
  const trimmed = label.trim()
  return GAMMA.test(trimmed) ? 'Γ' : trimmed
}

interface Segment {
  kpoints: number[][]
  endpoints_labels?: (string | null | undefined)[]
}

/**
 * The labelled special points of a band path: each segment's two `endpoints_labels` at its first and
 * last fractional k-point, made cartesian with the reciprocal cell. A point shared by two segments is
 * labelled once.
 */
export function kPathLabels(segments: readonly Segment[], reciprocalCell: number[][]): KPointLabel[] {
  const labels: KPointLabel[] = []
  const seen = new Set<string>()
  for (const segment of segments) {
    const ends = [segment.kpoints[0], segment.kpoints[segment.kpoints.length - 1]]
    ends.forEach((k, end) => {
      const raw = segment.endpoints_labels?.[end]
      if (!k || typeof raw !== 'string' || raw.trim() === '') return
      const label = kPointName(raw)
      const position = kToCartesian(k, reciprocalCell)
      const key = `${label}@${position.map((v) => v.toPrecision(6)).join(',')}`
      if (seen.has(key)) return
      seen.add(key)
      labels.push({ label, position })
    })
  }
  return labels
}
