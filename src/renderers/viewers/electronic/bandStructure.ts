import type { Data, Layout } from 'plotly.js-dist-min'
import { JOULE_TO_EV, METER_TO_ANGSTROM } from './units.js'
import { kPointName } from '../brillouin/kPathLabels.js'

export interface BandSegment {
  kpoints: number[][]
  /** [spin][kpoint][band], joule */
  energies: number[][][]
  endpoints_labels?: (string | null)[]
  k_path_distances?: number[]
}

export interface BandStructureData {
  segment: BandSegment[]
  /** Rows are reciprocal lattice vectors, 1/m. */
  reciprocal_cell?: number[][]
  /** Joule; energies are shown relative to it. */
  energy_highest_occupied?: number
}

export interface BandPlot {
  data: Data[]
  layout: Partial<Layout>
}

const SPIN_COLORS = ['#1f77b4', '#d62728']

function cartesian(k: number[], cell: number[][] | undefined): number[] {
  if (!cell) return k
  return [0, 1, 2].map((axis) => k[0] * cell[0][axis] + k[1] * cell[1][axis] + k[2] * cell[2][axis])
}

const distance = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])

/** Path distance of every k-point of every segment, continuing from one segment to the next. */
export function pathDistances(data: BandStructureData): number[][] {
  let offset = 0
  return data.segment.map((segment) => {
    let distances: number[]
    if (segment.k_path_distances?.length === segment.kpoints.length) {
      const start = segment.k_path_distances[0]
      distances = segment.k_path_distances.map((d) => (d - start) / METER_TO_ANGSTROM + offset)
    } else {
      const points = segment.kpoints.map((k) => cartesian(k, data.reciprocal_cell).map((v) => (data.reciprocal_cell ? v / METER_TO_ANGSTROM : v)))
      let travelled = offset
      distances = points.map((point, index) => (travelled += index === 0 ? 0 : distance(points[index - 1], point)))
    }
    offset = distances[distances.length - 1] ?? offset
    return distances
  })
}

/** Tick labels at segment ends; where one segment ends at X and the next starts at Y (a jump), 'X|Y'. */
export function segmentTicks(data: BandStructureData, distances: number[][]): { values: number[]; labels: string[] } {
  const values: number[] = []
  const labels: string[] = []
  data.segment.forEach((segment, index) => {
    const [start, end] = segment.endpoints_labels ?? []
    const from = distances[index][0]
    const to = distances[index][distances[index].length - 1]
    const label = (name: string | null | undefined) => (name ? kPointName(name) : '')
    if (values.length > 0 && Math.abs(values[values.length - 1] - from) < 1e-12) {
      const previous = labels[labels.length - 1]
      if (label(start) && previous !== label(start)) labels[labels.length - 1] = previous ? `${previous}|${label(start)}` : label(start)
    } else {
      values.push(from)
      labels.push(label(start))
    }
    values.push(to)
    labels.push(label(end))
  })
  return { values, labels }
}

/** Plotly traces of a band structure: one line per band and spin channel, energies in eV relative to the highest occupied level. */
export function bandStructurePlot(data: BandStructureData): BandPlot {
  if (!Array.isArray(data.segment) || data.segment.length === 0) throw new Error('band structure without segments')
  const reference = data.energy_highest_occupied ?? 0
  const distances = pathDistances(data)
  const traces: Data[] = []
  const nSpin = data.segment[0].energies.length
  for (let spin = 0; spin < nSpin; spin++) {
    const x: (number | null)[] = []
    const y: (number | null)[] = []
    data.segment.forEach((segment, index) => {
      const energies = segment.energies[spin]
      const nBands = energies[0]?.length ?? 0
      for (let band = 0; band < nBands; band++) {
        energies.forEach((row, k) => {
          x.push(distances[index][k])
          y.push((row[band] - reference) * JOULE_TO_EV)
        })
        x.push(null)
        y.push(null)
      }
    })
    traces.push({ x, y, type: 'scatter', mode: 'lines', name: nSpin > 1 ? `spin ${spin === 0 ? 'up' : 'down'}` : 'bands', line: { color: SPIN_COLORS[spin], width: 1.5 }, connectgaps: false })
  }
  const ticks = segmentTicks(data, distances)
  return {
    data: traces,
    layout: {
      showlegend: nSpin > 1,
      xaxis: { tickvals: ticks.values, ticktext: ticks.labels, showgrid: true, zeroline: false, range: [ticks.values[0], ticks.values[ticks.values.length - 1]] },
      yaxis: { title: { text: 'Energy (eV)' }, range: BAND_ENERGY_WINDOW_EV, zeroline: true, zerolinecolor: '#888' },
    },
  }
}

/** The fixed energy window of band structure and DOS plots, eV around the highest occupied level. */
export const BAND_ENERGY_WINDOW_EV: [number, number] = [-10, 10]
