import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { at, material, parseFile, TEST_DATA } from './parse-file.js'

const EV = 1.602176634e-19
const ANGSTROM = 1e-10

describe('vasprun.xml: a relaxation with a line-mode band structure (tests/data/parsers/vasp-relax-bands)', () => {
  const parse = () => parseFile(TEST_DATA, 'vasp-relax-bands/vasprun.xml')

  it('writes program, xc functional (GGA = PS is PBEsol) and method in NOMAD\'s names', async () => {
    const entry = await parse()
    expect(entry.parserName).toBe('parsers/vasp')
    expect(entry.metadata).toEqual({ entry_name: 'Si2 VASP simulation', entry_type: 'VASP', domain: 'dft' })
    expect(at(entry.archive, 'run', 0, 'program')).toEqual({ name: 'VASP', version: '6.4.2 20Jul23 (build Jan 01 2024) complex serial LinuxGNU' })
    expect(at(entry.archive, 'run', 0, 'method', 0, 'dft', 'xc_functional', 'name')).toBe('GGA_C_PBE_SOL+GGA_X_PBE_SOL')
    expect(at(entry.archive, 'results', 'method')).toMatchObject({
      method_name: 'DFT',
      workflow_name: 'GeometryOptimization',
      simulation: { program_name: 'VASP', dft: { basis_set_type: 'plane waves', xc_functional_type: 'GGA', xc_functional_names: ['GGA_C_PBE_SOL', 'GGA_X_PBE_SOL'] } },
    })
    // ENCUT = 300 eV
    expect(at(entry.archive, 'run', 0, 'method', 0, 'basis_set', 0, 'cell_dependent', 0, 'planewave_cutoff')).toBeCloseTo(300 * EV, 25)
  })

  it('keeps every ionic step with energies in joule, forces in newton and stress in pascal', async () => {
    const entry = await parse()
    const calculations = at(entry.archive, 'run', 0, 'calculation') as unknown[]
    expect(calculations).toHaveLength(2)
    // e_wo_entrp is the total energy, e_fr_energy the free energy, e_0_energy sigma → 0.
    expect(at(calculations[1] as never, 'energy', 'total', 'value')).toBeCloseTo(-10.84 * EV, 30)
    expect(at(calculations[1] as never, 'energy', 'free', 'value')).toBeCloseTo(-10.845 * EV, 30)
    expect(at(calculations[1] as never, 'energy', 'total_t0', 'value')).toBeCloseTo(-10.8425 * EV, 30)
    expect(at(calculations[0] as never, 'forces', 'total', 'value', 0, 0)).toBeCloseTo((0.3 * EV) / ANGSTROM, 20)
    expect(at(calculations[0] as never, 'stress', 'total', 'value', 0, 0)).toBe(1e8)
    expect(at(calculations[1] as never, 'scf_iteration')).toHaveLength(2)
    expect(at(entry.archive, 'run', 0, 'system')).toHaveLength(2)
    expect(material(entry)).toMatchObject({ chemical_formula_hill: 'Si2', symmetry: { space_group_number: 227 } })
  })

  it('records the geometry optimisation: energies per step, final difference, convergence by force', async () => {
    const entry = await parse()
    expect(at(entry.archive, 'workflow2', 'results', 'energies')).toEqual([-10.705 * EV, -10.84 * EV])
    const summary = at(entry.archive, 'results', 'properties', 'geometry_optimization') as Record<string, unknown>
    expect(summary.final_energy_difference).toBeCloseTo(0.135 * EV, 25)
    expect(summary.energies).toBe('/workflow2/results/energies')
    expect(summary.trajectory).toEqual(['/run/0/calculation/0', '/run/0/calculation/1'])
    // EDIFFG = -0.02 eV/Å; the last step's largest force is 0.01 eV/Å.
    expect(at(entry.archive, 'workflow2', 'results', 'is_converged_geometry')).toBe(true)
    expect(at(entry.archive, 'results', 'properties', 'n_calculations')).toBe(2)
  })

  it('gives the workflow its input structure, one task per ionic step and the output calculation, all pointing at sections of the run', async () => {
    const entry = await parse()
    const workflow = at(entry.archive, 'workflow2') as Record<string, unknown>
    expect(workflow.inputs).toEqual([{ name: 'Input structure', section: '/run/0/system/0' }])
    expect(workflow.outputs).toEqual([{ name: 'Output calculation', section: '/run/0/calculation/1' }])
    expect(workflow.tasks).toMatchObject([
      { name: 'Step 0', inputs: [{ section: '/run/0/system/0' }], outputs: [{ section: '/run/0/calculation/0' }] },
      { name: 'Step 1', inputs: [{ section: '/run/0/system/1' }, { section: '/run/0/calculation/0' }], outputs: [{ section: '/run/0/calculation/1' }] },
    ])
    const sections = [...JSON.stringify(workflow).matchAll(/"section":"([^"]+)"/g)].map((match) => match[1])
    for (const section of sections) expect(at(entry.archive, ...section.split('/').filter(Boolean).map((step) => (/^\d+$/.test(step) ? Number(step) : step))), section).toBeDefined()
  })

  it('cuts the line-mode k-points into segments labelled from KPOINTS, with the band gap', async () => {
    const entry = await parse()
    const bands = at(entry.archive, 'run', 0, 'calculation', 1, 'band_structure_electronic', 0) as Record<string, unknown>
    const segments = bands.segment as Record<string, unknown>[]
    expect(segments).toHaveLength(2)
    expect(segments.map((segment) => segment.endpoints_labels)).toEqual([
      ['Γ', 'X'],
      ['X', 'W'],
    ])
    expect(at(segments[1], 'energies', 0, 2, 2)).toBeCloseTo(6.8 * EV, 30)
    // Highest occupied 5.5 eV at Γ, lowest unoccupied 6.2 eV at X: an indirect gap of 0.7 eV.
    expect(at(bands, 'band_gap', 0, 'type')).toBe('indirect')
    expect(at(bands, 'band_gap', 0, 'value')).toBeCloseTo(0.7 * EV, 30)
    const results = at(entry.archive, 'results', 'properties', 'electronic', 'band_structure_electronic', 0) as Record<string, unknown>
    expect(results.segment).toEqual(['/run/0/calculation/1/band_structure_electronic/0/segment/0', '/run/0/calculation/1/band_structure_electronic/0/segment/1'])
  })

  it('converts the DOS to joule (energies) and states per joule (values) with the Fermi energy', async () => {
    const entry = await parse()
    const dos = at(entry.archive, 'run', 0, 'calculation', 1, 'dos_electronic', 0) as Record<string, unknown>
    expect(dos.energies).toHaveLength(5)
    expect(at(dos, 'energies', 1)).toBeCloseTo(-4 * EV, 30)
    expect(at(dos, 'total', 0, 'value', 2)).toBeCloseTo(1 / EV, 0)
    expect(dos.energy_fermi).toBeCloseTo(5.6 * EV, 30)
    expect(at(entry.archive, 'results', 'properties', 'electronic', 'dos_electronic', 0, 'energies')).toBe('/run/0/calculation/1/dos_electronic/0/energies')
  })

  it('parses what a file cut off during the run holds, with a warning', async () => {
    const whole = await readFile(join(TEST_DATA, 'vasp-relax-bands', 'vasprun.xml'), 'latin1')
    const cut = whole.slice(0, whole.indexOf('<eigenvalues>'))
    const entry = await parseFile(TEST_DATA, 'vasp-relax-bands/vasprun.xml', new TextEncoder().encode(cut))
    expect(entry.logs).toMatchObject([{ level: 'WARNING', event: 'the vasprun.xml ends early (the run may have been stopped); what it holds is parsed' }])
    expect(at(entry.archive, 'run', 0, 'calculation', 1, 'energy', 'total', 'value')).toBeCloseTo(-10.84 * EV, 30)
  })

  it('fails clearly on a truncated file', async () => {
    await expect(parseFile(TEST_DATA, 'truncated-vasprun.xml')).rejects.toThrow(/^truncated-vasprun\.xml: /)
  })
})
