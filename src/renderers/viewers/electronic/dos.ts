import type { Data, Layout } from 'plotly.js-dist-min'
import { BAND_ENERGY_WINDOW_EV } from './bandStructure.js'
import { JOULE_TO_EV } from './units.js'
import { isRecord } from '../../../engine/json.js'

export interface DosChannel {
  /** joule */
  energies: number[]
  value: number[]
  spin?: number
  normalization_factor?: number
}

export interface DosData {
  channels: DosChannel[]
  spinPolarized: boolean
  /** joule */
  energy_highest_occupied?: number
}

const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => typeof item === 'number')

/**
 * Reads a DOS section in the old format (`energies` + `total: [{spin, value}]`) or the new one
 * (`spin_polarized` + `data: [{energies, total: {value}}]`). A spin-polarised DOS needs exactly two
 * channels (spec 3 §5); otherwise undefined is returned and the DOS is skipped.
 */
export function readDos(section: unknown, energyHighestOccupied?: number): DosData | undefined {
  if (!isRecord(section)) return undefined
  const channels: DosChannel[] = []
  if (Array.isArray(section.data)) {
    for (const item of section.data) {
      if (!isRecord(item)) continue
      const total = isRecord(item.total) ? item.total : Array.isArray(item.total) && isRecord(item.total[0]) ? item.total[0] : undefined
      const energies = item.energies
      const value = total?.value
      if (isNumbers(energies) && isNumbers(value)) channels.push({ energies, value, spin: typeof item.spin_channel === 'number' ? item.spin_channel : channels.length })
    }
  } else if (isNumbers(section.energies)) {
    for (const total of Array.isArray(section.total) ? section.total : []) {
      if (isRecord(total) && isNumbers(total.value))
        channels.push({
          energies: section.energies,
          value: total.value,
          spin: typeof total.spin === 'number' ? total.spin : channels.length,
          normalization_factor: typeof total.normalization_factor === 'number' ? total.normalization_factor : undefined,
        })
    }
  }
  if (channels.length === 0) return undefined
  const spinPolarized = section.spin_polarized === true || channels.length > 1
  if (spinPolarized && channels.length !== 2) return undefined
  const highest = energyHighestOccupied ?? firstHighestOccupied(section)
  return { channels, spinPolarized, energy_highest_occupied: highest }
}

function firstHighestOccupied(section: Record<string, unknown>): number | undefined {
  const gaps = Array.isArray(section.band_gap) ? section.band_gap : []
  for (const gap of gaps) if (isRecord(gap) && typeof gap.energy_highest_occupied === 'number') return gap.energy_highest_occupied
  return typeof section.energy_fermi === 'number' ? section.energy_fermi : undefined
}

/** Plotly traces of a DOS: energy (eV, relative) on y, density on x; the second spin channel drawn negative. */
export function dosPlot(dos: DosData): { data: Data[]; layout: Partial<Layout> } {
  const reference = dos.energy_highest_occupied ?? 0
  const data: Data[] = dos.channels.map((channel, index) => {
    const scale = (channel.normalization_factor ?? 1) * (index === 1 ? -1 : 1)
    return {
      x: channel.value.map((value) => value * scale / JOULE_TO_EV),
      y: channel.energies.map((energy) => (energy - reference) * JOULE_TO_EV),
      type: 'scatter',
      mode: 'lines',
      name: dos.spinPolarized ? `spin ${index === 0 ? 'up' : 'down'}` : 'total',
      line: { color: index === 0 ? '#1f77b4' : '#d62728', width: 1.5 },
    }
  })
  return {
    data,
    layout: {
      showlegend: dos.spinPolarized,
      xaxis: { title: { text: 'DOS (states/eV)' }, zeroline: true },
      yaxis: { title: { text: 'Energy (eV)' }, range: BAND_ENERGY_WINDOW_EV, zeroline: true, zerolinecolor: '#888' },
    },
  }
}
