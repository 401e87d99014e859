import type { SymmetryAnalysis } from './symmetry.js'

/**
 * Common names of structure prototypes (NOMAD's results.material.symmetry.structure_name), keyed
 * by Pearson symbol, space group number and the atoms per element in the conventional cell.
 * NOMAD matches against AFLOW's prototype library; this table knows only the simplest prototypes,
 * and names a structure only when every element sits on a single Wyckoff orbit.
 */
const PROTOTYPES: Record<string, string> = {
  'cI2:229:2': 'bcc',
  'cF4:225:4': 'fcc',
  'hP2:194:2': 'hcp',
  'cP1:221:1': 'simple cubic',
  'cF8:227:8': 'diamond',
  'cF8:225:4,4': 'rock salt',
  'cF8:216:4,4': 'zincblende',
  'hP4:186:2,2': 'wurtzite',
  'tP6:136:2,4': 'rutile',
  'cP5:221:1,1,3': 'perovskite',
}

/** The structure's common name, or undefined when it is none of the known prototypes. */
export function structureNameOf(analysis: SymmetryAnalysis, labels: readonly string[]): string | undefined {
  const { numbers } = analysis.conventional
  const counts = new Map<number, number>()
  for (const number of numbers) counts.set(number, (counts.get(number) ?? 0) + 1)
  const perElement = [...counts.values()].sort((a, b) => a - b).join(',')
  const key = `${analysis.symmetry.bravais_lattice}${numbers.length}:${analysis.symmetry.space_group_number}:${perElement}`
  const name = PROTOTYPES[key]
  if (!name) return undefined
  const orbits = new Map<string, Set<string>>()
  labels.forEach((label, index) => orbits.set(label, (orbits.get(label) ?? new Set()).add(analysis.wyckoffLetters[index])))
  return [...orbits.values()].every((letters) => letters.size === 1) ? name : undefined
}
