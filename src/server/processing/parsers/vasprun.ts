import { gunzipSync } from 'node:zlib'
import { atomicNumberOf } from '../normalize/elements.js'
import { bandGapsOf, electronicResults } from '../normalize/electronic.js'
import { geometryOptimization } from '../normalize/geometry-optimization.js'
import { workflowTasks } from '../normalize/workflow-tasks.js'
import { normalizeStructure, structuralTypeOf, systemSection } from '../normalize/material.js'
import { methodResults } from '../normalize/method.js'
import { norm, type Vector3 } from '../normalize/lattice.js'
import { ANGSTROM, ELECTRON_VOLT, type AtomicStructure } from '../normalize/structure.js'
import { formulasOf } from '../normalize/formula.js'
import { readVasprun, type VasprunCalculation, type VasprunModel } from './vasprun-model.js'
import { parseVasprunXml } from './vasprun-xml.js'
import { vaspKpointLabels } from './vasp-kpoints.js'
import { xcFunctionalOf, xcFunctionalSection } from './vasp-xc.js'
import { baseName, decodeText, ParseError, siblingPath } from './text.js'
import type { ArchiveJson, Parser, ParserContext } from './types.js'

const FORCE = ELECTRON_VOLT / ANGSTROM // eV/Å → N
const KILOBAR = 1e8 // kB → Pa
const ATOMIC_MASS = 1.6605390666e-27 // u → kg
const SMEARING: Record<string, string> = { '-5': 'tetrahedra', '-4': 'tetrahedra', '-1': 'fermi', '0': 'gaussian' }

/** VASP's vasprun.xml (also gzipped, also under other names when the content is a VASP <modeling> document). */
export const vasprunParser: Parser = {
  name: 'parsers/vasp',
  matches(path, head) {
    const name = baseName(path)
    if (/vasprun[^/]*\.xml(\.gz)?$/i.test(name)) return true
    if (!/\.xml$/i.test(name)) return false
    const text = new TextDecoder('latin1').decode(head)
    return /<modeling>/.test(text) && /<i name="program" type="string">\s*vasp/i.test(text)
  },
  async parse(context) {
    let bytes = await context.read()
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes)
    let model: VasprunModel
    try {
      const document = parseVasprunXml(decodeText(bytes))
      if (!document.complete) context.log('WARNING', 'the vasprun.xml ends early (the run may have been stopped); what it holds is parsed')
      model = readVasprun(document.root)
    } catch (error) {
      throw new ParseError(`${baseName(context.mainfile)}: not a readable vasprun.xml: ${(error as Error).message}`)
    }
    if (!model.finalStructure) throw new ParseError(`${baseName(context.mainfile)}: the vasprun.xml contains no structure`)
    return buildEntry(model, context, await kpointLabels(model, context))
  },
}

async function kpointLabels(model: VasprunModel, context: ParserContext): Promise<string[] | undefined> {
  if (model.kpoints.generation !== 'listgenerated') return undefined
  const bytes = await context.readFile(siblingPath(context.mainfile, 'KPOINTS'))
  return bytes ? vaspKpointLabels(decodeText(bytes)) : undefined
}

const numberParameter = (parameters: Map<string, string>, key: string, fallback: number) => {
  const value = Number.parseFloat(parameters.get(key) ?? '')
  return Number.isFinite(value) ? value : fallback
}

function methodSection(model: VasprunModel): ArchiveJson {
  const p = model.parameters
  const xc = xcFunctionalOf(p, model.atomTypes.map((type) => type.pseudopotential))
  const ismear = String(Math.round(numberParameter(p, 'ISMEAR', 1)))
  return {
    dft: { xc_functional: xcFunctionalSection(xc) },
    electronic: {
      method: 'DFT',
      n_spin_channels: numberParameter(p, 'ISPIN', 1),
      smearing: { kind: SMEARING[ismear] ?? 'methfessel-paxton', width: numberParameter(p, 'SIGMA', 0.2) * ELECTRON_VOLT },
    },
    basis_set: [
      {
        type: 'plane waves',
        ...(p.has('ENCUT') ? { cell_dependent: [{ kind: 'plane waves', planewave_cutoff: numberParameter(p, 'ENCUT', 0) * ELECTRON_VOLT }] } : {}),
      },
    ],
    atom_parameters: model.atomTypes.map((type) => ({
      label: type.element,
      atom_number: atomicNumberOf(type.element),
      mass: type.mass * ATOMIC_MASS,
      n_valence_electrons: type.valence,
      pseudopotential_name: type.pseudopotential,
    })),
    scf: { threshold_energy_change: numberParameter(p, 'EDIFF', 1e-4) * ELECTRON_VOLT },
  }
}

function energySection(block: VasprunCalculation['energies']): ArchiveJson {
  const energy: ArchiveJson = {}
  if (block.e_wo_entrp !== undefined) energy.total = { value: block.e_wo_entrp * ELECTRON_VOLT }
  if (block.e_fr_energy !== undefined) energy.free = { value: block.e_fr_energy * ELECTRON_VOLT }
  if (block.e_0_energy !== undefined) energy.total_t0 = { value: block.e_0_energy * ELECTRON_VOLT }
  return energy
}

const inJoule = (values: number[][][]) => values.map((spin) => spin.map((kpoint) => kpoint.map((energy) => energy * ELECTRON_VOLT)))

/** Line-mode k-points: the list cut into segments of `divisions` points each. */
function segmentsOf(model: VasprunModel): number[][] | undefined {
  const { generation, divisions, list } = model.kpoints
  if (generation !== 'listgenerated' || !divisions || divisions < 2 || list.length === 0 || list.length % divisions !== 0) return undefined
  return Array.from({ length: list.length / divisions }, (_, segment) => Array.from({ length: divisions }, (_, k) => segment * divisions + k))
}

function calculationSection(model: VasprunModel, calculation: VasprunCalculation, index: number, isLast: boolean, labels: string[] | undefined): ArchiveJson {
  const section: ArchiveJson = {
    system_ref: `#/run/0/system/${index}`,
    method_ref: '#/run/0/method/0',
    energy: energySection(calculation.energies),
  }
  if (calculation.forces) section.forces = { total: { value: calculation.forces.map((force) => force.map((x) => x * FORCE)) } }
  if (calculation.stress) section.stress = { total: { value: calculation.stress.map((row) => row.map((x) => x * KILOBAR)) } }
  if (calculation.scfSteps.length > 0) section.scf_iteration = calculation.scfSteps.map((step) => ({ energy: energySection(step) }))
  const fermi = calculation.dos?.fermi !== undefined ? calculation.dos.fermi * ELECTRON_VOLT : undefined
  if (fermi !== undefined) (section.energy as ArchiveJson).fermi = fermi
  const eigenvalues = calculation.eigenvalues
  if (eigenvalues && isLast) {
    const energies = inJoule(eigenvalues.energies)
    const gaps = bandGapsOf(energies, eigenvalues.occupations)
    if (gaps.length > 0) {
      const energy = section.energy as ArchiveJson
      energy.highest_occupied = Math.max(...gaps.map((gap) => gap.energy_highest_occupied))
      const lowest = gaps.map((gap) => gap.energy_lowest_unoccupied).filter((value): value is number => value !== undefined)
      if (lowest.length > 0) energy.lowest_unoccupied = Math.min(...lowest)
    }
    const segments = segmentsOf(model)
    if (segments) {
      section.band_structure_electronic = [
        {
          spin_polarized: energies.length === 2,
          ...(model.reciprocalCell ? { reciprocal_cell: model.reciprocalCell.map((row) => row.map((x) => (2 * Math.PI * x) / ANGSTROM)) } : {}),
          ...(fermi !== undefined ? { energy_fermi: fermi } : {}),
          band_gap: gaps,
          segment: segments.map((indices, segment) => ({
            kpoints: indices.map((k) => model.kpoints.list[k]),
            energies: energies.map((spin) => indices.map((k) => spin[k])),
            occupations: eigenvalues.occupations.map((spin) => indices.map((k) => spin[k])),
            ...(labels && labels.length >= 2 * segments.length ? { endpoints_labels: [labels[2 * segment], labels[2 * segment + 1]] } : {}),
          })),
        },
      ]
    } else {
      section.eigenvalues = [{ kpoints: model.kpoints.list, energies, occupations: eigenvalues.occupations }]
    }
    if (calculation.dos) {
      const dosGaps = gaps.map((gap) => ({ index: gap.index, energy_highest_occupied: gap.energy_highest_occupied, value: gap.value }))
      section.dos_electronic = [dosSection(calculation.dos, fermi, dosGaps)]
    }
  } else if (calculation.dos && isLast) {
    section.dos_electronic = [dosSection(calculation.dos, fermi, undefined)]
  }
  return section
}

/** run.calculation[].dos_electronic[0]: energies in J, DOS values in states per J, per spin channel. */
function dosSection(dos: NonNullable<VasprunCalculation['dos']>, fermi: number | undefined, bandGaps: ArchiveJson[] | undefined): ArchiveJson {
  return {
    spin_polarized: dos.total.length === 2,
    ...(fermi !== undefined ? { energy_fermi: fermi } : {}),
    energies: dos.energies.map((energy) => energy * ELECTRON_VOLT),
    total: dos.total.map((values, spin) => ({ spin, value: values.map((value) => value / ELECTRON_VOLT) })),
    ...(bandGaps ? { band_gap: bandGaps } : {}),
  }
}

function optimizationType(isif: number): 'atomic' | 'cell_shape' | 'cell_volume' {
  if (isif === 7) return 'cell_volume'
  return isif >= 3 ? 'cell_shape' : 'atomic'
}

function buildEntry(model: VasprunModel, context: ParserContext, labels: string[] | undefined) {
  const p = model.parameters
  const calculations = model.calculations
  const structures: AtomicStructure[] = calculations.length
    ? calculations.map((calculation) => calculation.structure ?? model.finalStructure!)
    : [model.finalStructure!]
  const representative = structures.at(-1)!
  const normalized = normalizeStructure(representative, context.log)
  const systems = structures.map((structure, index) =>
    index === structures.length - 1 ? normalized.system : { ...systemSection(structure, structuralTypeOf(structure), formulasOf(structure.labels).chemical_formula_hill), is_representative: false },
  )
  const run: ArchiveJson = {
    program: { name: 'VASP', version: model.programVersion },
    method: [methodSection(model)],
    system: systems,
    calculation: calculations.map((calculation, index) => calculationSection(model, calculation, index, index === calculations.length - 1, labels)),
  }

  const ibrion = numberParameter(p, 'IBRION', numberParameter(p, 'NSW', 0) > 0 ? 0 : -1)
  const properties: ArchiveJson = { n_calculations: calculations.length, structures: normalized.structures }
  const available = ['structures']
  let workflow2: ArchiveJson
  let workflowName: string
  const energies = calculations.map((calculation) => (calculation.energies.e_wo_entrp ?? calculation.energies.e_fr_energy ?? 0) * ELECTRON_VOLT)
  if (calculations.length > 1 && ibrion !== 0) {
    const ediffg = numberParameter(p, 'EDIFFG', numberParameter(p, 'EDIFF', 1e-4) * 10)
    const optimization = geometryOptimization({
      energies,
      maxForces: calculations.map((calculation) => (calculation.forces ? Math.max(...calculation.forces.map((force) => norm(force as Vector3))) * FORCE : undefined)),
      type: optimizationType(numberParameter(p, 'ISIF', 2)),
      ...(ediffg > 0 ? { toleranceEnergy: ediffg * ELECTRON_VOLT } : { toleranceForce: -ediffg * FORCE }),
    })
    workflow2 = optimization.workflow2
    properties.geometry_optimization = optimization.properties
    available.push('geometry_optimization')
    workflowName = 'GeometryOptimization'
  } else if (calculations.length > 1) {
    workflow2 = { m_def: 'simulationworkflowschema.molecular_dynamics.MolecularDynamics', name: 'MolecularDynamics', results: { energies } }
    workflowName = 'MolecularDynamics'
  } else {
    const last = calculations[0]
    const scf = last?.scfSteps.map((step) => step.e_fr_energy).filter((value): value is number => value !== undefined) ?? []
    workflow2 = {
      m_def: 'simulationworkflowschema.single_point.SinglePoint',
      name: 'SinglePoint',
      method: { method: 'DFT' },
      results: {
        n_scf_steps: last?.scfSteps.length ?? 0,
        ...(scf.length > 1 ? { final_scf_energy_difference: Math.abs(scf[scf.length - 1] - scf[scf.length - 2]) * ELECTRON_VOLT } : {}),
        with_density_of_states: Boolean(last?.dos),
        with_bandstructure: Boolean(segmentsOf(model) && last?.eigenvalues),
        with_eigenvalues: Boolean(last?.eigenvalues),
      },
    }
    workflowName = 'SinglePoint'
  }
  Object.assign(workflow2, workflowTasks({ systems: systems.length, calculations: calculations.length, taskPerStep: workflowName === 'GeometryOptimization', taskName: workflowName === 'MolecularDynamics' ? 'Molecular dynamics' : undefined }))
  const electronic = electronicResults(run.calculation as ArchiveJson[])
  if (electronic.electronic) properties.electronic = electronic.electronic
  available.push(...electronic.available)
  properties.available_properties = available.sort()

  const archive: ArchiveJson = {
    run: [run],
    workflow2,
    results: { material: normalized.material, method: methodResults(run, workflowName), properties },
  }
  const hill = normalized.material.chemical_formula_hill as string
  return { archive, metadata: { entry_name: `${hill} VASP simulation`, entry_type: 'VASP', domain: 'dft' } }
}

