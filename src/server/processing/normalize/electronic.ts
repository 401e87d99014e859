import type { ArchiveJson } from '../parsers/types.js'

/** A band gap in NOMAD's shape (joule); value 0 for metals. */
export interface BandGap {
  index?: number
  value: number
  type?: 'direct' | 'indirect'
  energy_highest_occupied: number
  energy_lowest_unoccupied?: number
}

/**
 * The band gap of one spin channel from eigenvalues [kpoint][band] and their occupations: occupied
 * states are those filled at least half.
 */
export function bandGapOf(energies: number[][], occupations: number[][]): BandGap | undefined {
  let highest = { energy: -Infinity, kpoint: -1 }
  let lowest = { energy: Infinity, kpoint: -1 }
  energies.forEach((bands, kpoint) =>
    bands.forEach((energy, band) => {
      const occupied = (occupations[kpoint]?.[band] ?? 0) >= 0.5
      if (occupied && energy > highest.energy) highest = { energy, kpoint }
      if (!occupied && energy < lowest.energy) lowest = { energy, kpoint }
    }),
  )
  if (highest.kpoint < 0) return undefined
  if (lowest.kpoint < 0) return { value: 0, energy_highest_occupied: highest.energy }
  const value = Math.max(0, lowest.energy - highest.energy)
  return {
    value,
    ...(value > 0 ? { type: highest.kpoint === lowest.kpoint ? 'direct' : 'indirect' } : {}),
    energy_highest_occupied: highest.energy,
    energy_lowest_unoccupied: lowest.energy,
  }
}

/** Band gaps per spin channel, with the channel as index. */
export function bandGapsOf(energies: number[][][], occupations: number[][][]): BandGap[] {
  return energies.flatMap((spinEnergies, spin) => {
    const gap = bandGapOf(spinEnergies, occupations[spin] ?? [])
    return gap ? [{ index: spin, ...gap }] : []
  })
}

/**
 * results.properties.electronic: references to the DOS and band structure of the run's
 * calculations (as NOMAD stores them: '/run/0/calculation/3/dos_electronic/0/energies'), with band gaps.
 */
export function electronicResults(calculations: ArchiveJson[], runIndex = 0): { electronic?: ArchiveJson; available: string[] } {
  const electronic: ArchiveJson = {}
  const available: string[] = []
  const lastWith = (key: string) => {
    for (let index = calculations.length - 1; index >= 0; index--) {
      const sections = calculations[index][key]
      if (Array.isArray(sections) && sections.length > 0) return { index, section: sections[0] as ArchiveJson }
    }
    return undefined
  }
  const dos = lastWith('dos_electronic')
  if (dos) {
    const path = `/run/${runIndex}/calculation/${dos.index}/dos_electronic/0`
    const totals = Array.isArray(dos.section.total) ? dos.section.total : []
    electronic.dos_electronic = [
      {
        spin_polarized: totals.length === 2,
        energies: `${path}/energies`,
        total: totals.map((_, index) => `${path}/total/${index}`),
        ...(typeof dos.section.energy_fermi === 'number' ? { energy_fermi: dos.section.energy_fermi } : {}),
        ...(Array.isArray(dos.section.band_gap) ? { band_gap: dos.section.band_gap } : {}),
      },
    ]
    available.push('dos_electronic')
  }
  const bandStructure = lastWith('band_structure_electronic')
  if (bandStructure) {
    const path = `/run/${runIndex}/calculation/${bandStructure.index}/band_structure_electronic/0`
    const segments = Array.isArray(bandStructure.section.segment) ? bandStructure.section.segment : []
    electronic.band_structure_electronic = [
      {
        spin_polarized: Boolean(bandStructure.section.spin_polarized),
        reciprocal_cell: `${path}/reciprocal_cell`,
        segment: segments.map((_, index) => `${path}/segment/${index}`),
        ...(typeof bandStructure.section.energy_fermi === 'number' ? { energy_fermi: bandStructure.section.energy_fermi } : {}),
        ...(Array.isArray(bandStructure.section.band_gap) ? { band_gap: bandStructure.section.band_gap } : {}),
      },
    ]
    available.push('band_structure_electronic')
  }
  return { ...(Object.keys(electronic).length > 0 ? { electronic } : {}), available }
}
