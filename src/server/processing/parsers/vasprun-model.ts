import { elementOfLabel } from '../normalize/elements.js'
import { fractionalToCartesian, type Matrix3, type Vector3 } from '../normalize/lattice.js'
import type { AtomicStructure } from '../normalize/structure.js'
import { attribute, child, children, flatParameters, named, setCells, setRows, textOf, varray, type XmlNode } from './vasprun-xml.js'

/** What Strata reads from a vasprun.xml, still in VASP's units (Å, eV, kB). */
export interface VasprunModel {
  programVersion: string
  /** INCAR as written plus the full parameter list (INCAR wins). */
  parameters: Map<string, string>
  atomTypes: { element: string; count: number; mass: number; valence: number; pseudopotential: string }[]
  kpoints: { generation?: string; divisions?: number; list: Vector3[]; weights: number[] }
  reciprocalCell?: Matrix3
  calculations: VasprunCalculation[]
  finalStructure?: AtomicStructure
}

export interface VasprunCalculation {
  structure?: AtomicStructure
  energies: EnergyBlock
  scfSteps: EnergyBlock[]
  forces?: Vector3[]
  stress?: Matrix3
  /** [spin][kpoint][band] energies and occupations. */
  eigenvalues?: { energies: number[][][]; occupations: number[][][] }
  dos?: { fermi?: number; energies: number[]; total: number[][] }
}

/** e_fr_energy (free), e_wo_entrp (total), e_0_energy (sigma → 0). */
export type EnergyBlock = Partial<Record<'e_fr_energy' | 'e_wo_entrp' | 'e_0_energy', number>>

function structureOf(node: XmlNode | undefined, labels: string[]): AtomicStructure | undefined {
  const crystal = child(node, 'crystal')
  const basis = varray(crystal, 'basis')
  const positions = varray(node, 'positions')
  if (!basis || basis.length !== 3 || !positions) return undefined
  const lattice = basis as Matrix3
  return {
    labels,
    positions: positions.map((fractional) => fractionalToCartesian(fractional as Vector3, lattice)),
    lattice,
    periodic: [true, true, true],
  }
}

function energyBlock(node: XmlNode | undefined): EnergyBlock {
  const block: EnergyBlock = {}
  for (const key of ['e_fr_energy', 'e_wo_entrp', 'e_0_energy'] as const) {
    const item = named(node, 'i', key)
    if (item) block[key] = Number(textOf(item))
  }
  return block
}

function eigenvaluesOf(node: XmlNode | undefined): VasprunCalculation['eigenvalues'] {
  const outer = child(child(node, 'array'), 'set')
  if (!outer) return undefined
  const energies: number[][][] = []
  const occupations: number[][][] = []
  for (const spin of children(outer, 'set')) {
    const spinEnergies: number[][] = []
    const spinOccupations: number[][] = []
    for (const kpoint of children(spin, 'set')) {
      const rows = setRows(kpoint)
      spinEnergies.push(rows.map((row) => row[0]))
      spinOccupations.push(rows.map((row) => row[1]))
    }
    energies.push(spinEnergies)
    occupations.push(spinOccupations)
  }
  return energies.length > 0 ? { energies, occupations } : undefined
}

function dosOf(node: XmlNode | undefined): VasprunCalculation['dos'] {
  if (!node) return undefined
  const fermiNode = named(node, 'i', 'efermi')
  const spins = children(child(child(child(node, 'total'), 'array'), 'set'), 'set')
  if (spins.length === 0) return undefined
  const perSpin = spins.map(setRows)
  return {
    ...(fermiNode ? { fermi: Number(textOf(fermiNode)) } : {}),
    energies: perSpin[0].map((row) => row[0]),
    total: perSpin.map((rows) => rows.map((row) => row[1])),
  }
}

export function readVasprun(root: XmlNode): VasprunModel {
  const modeling = child(root, 'modeling')
  if (!modeling) throw new Error('no <modeling> element')
  const generator = flatParameters(child(modeling, 'generator'))
  const programVersion = ['version', 'subversion', 'platform']
    .map((key) => generator.get(key) ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
  const parameters = flatParameters(child(modeling, 'incar'))
  flatParameters(child(modeling, 'parameters'), parameters)

  const atominfo = child(modeling, 'atominfo')
  const atomRows = setCells(child(named(atominfo, 'array', 'atoms'), 'set') ?? {})
  const labels = atomRows.map((row) => elementOfLabel(row[0]) ?? row[0])
  const atomTypes = setCells(child(named(atominfo, 'array', 'atomtypes'), 'set') ?? {}).map((row) => ({
    count: Number(row[0]),
    element: elementOfLabel(row[1]) ?? row[1],
    mass: Number(row[2]),
    valence: Number(row[3]),
    pseudopotential: (row[4] ?? '').trim(),
  }))

  const kpointsNode = child(modeling, 'kpoints')
  const generation = child(kpointsNode, 'generation')
  const divisions = named(generation, 'i', 'divisions')
  const kpoints = {
    generation: attribute(generation, 'param'),
    ...(divisions ? { divisions: Number(textOf(divisions)) } : {}),
    list: (varray(kpointsNode, 'kpointlist') ?? []) as Vector3[],
    weights: (varray(kpointsNode, 'weights') ?? []).map((row) => row[0]),
  }

  const initial = named(modeling, 'structure', 'initialpos')
  const reciprocalCell = varray(child(initial, 'crystal'), 'rec_basis') as Matrix3 | undefined
  const calculations = children(modeling, 'calculation').map((calculation): VasprunCalculation => {
    const stress = varray(calculation, 'stress')
    return {
      structure: structureOf(child(calculation, 'structure'), labels),
      energies: energyBlock(child(calculation, 'energy')),
      scfSteps: children(calculation, 'scstep').map((step) => energyBlock(child(step, 'energy'))),
      forces: varray(calculation, 'forces') as Vector3[] | undefined,
      ...(stress && stress.length === 3 ? { stress: stress as Matrix3 } : {}),
      eigenvalues: eigenvaluesOf(child(calculation, 'eigenvalues')),
      dos: dosOf(child(calculation, 'dos')),
    }
  })
  const finalStructure = structureOf(named(modeling, 'structure', 'finalpos'), labels) ?? calculations.at(-1)?.structure ?? structureOf(initial, labels)
  return { programVersion, parameters, atomTypes, kpoints, reciprocalCell, calculations, finalStructure }
}
