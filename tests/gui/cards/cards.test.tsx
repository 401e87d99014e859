// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { drawnPlot, plotlyMock, renderCard } from './support.js'

vi.mock('plotly.js-dist-min', () => ({ default: plotlyMock }))

const EV = 1.602176634e-19

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('card frame rules (spec 3 §2.3, §8)', () => {
  it('renders nothing and logs "section is not available" when the section is missing', () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const { container } = renderCard('electronic', { results: { material: {} } })
    expect(container.textContent).toBe('')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('section is not available'))
  })

  it('shows the configured error text when a card fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // A function given the wrong type of argument makes the card throw while rendering.
    renderCard('method', { results: {} }, { type: 'quantities', error: 'Could not render method summary.', quantities: [{ path: 'abs(results)' }] })
    expect(screen.getByText('Could not render method summary.')).toBeTruthy()
  })

  it("shows 'Could not render card.' for a card kind nobody registered", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderCard('no_such_card', {})
    expect(screen.getByText('Could not render card.')).toBeTruthy()
  })
})

describe('material card', () => {
  const archive = {
    results: {
      material: { material_id: 'm1', elements: ['Na', 'Cl'], n_elements: 2, chemical_formula_iupac: 'NaCl', structural_type: 'bulk', symmetry: { space_group_symbol: 'Fm-3m', crystal_system: 'cubic' } },
      properties: {
        structures: {
          structure_original: {
            species_at_sites: ['Na', 'Cl'],
            cartesian_site_positions: [[0, 0, 0], [2.8e-10, 0, 0]],
            lattice_vectors: [[5.6e-10, 0, 0], [0, 5.6e-10, 0], [0, 0, 5.6e-10]],
            dimension_types: [1, 1, 1],
            lattice_parameters: { a: 5.6e-10, b: 5.6e-10, c: 5.6e-10, alpha: Math.PI / 2, beta: Math.PI / 2, gamma: Math.PI / 2 },
          },
        },
      },
    },
  }

  it('shows composition with the element-count name, the structure viewer and the other tabs', async () => {
    renderCard('material', archive)
    expect(screen.getByRole('heading', { name: 'Material' })).toBeTruthy()
    expect(screen.getByText('NaCl')).toBeTruthy()
    expect(screen.getByText('Na, Cl (binary)')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Cell' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Symmetry' })).toBeTruthy()
    // happy-dom has no WebGL: the viewer says so instead of drawing.
    expect(await screen.findByText('Your browser does not support WebGL, so this visualization cannot be shown.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download structure' })).toBeTruthy()
  })

  it('is 700 px high with a tab panel of 222.72 px, and links the material id to the material page', () => {
    renderCard('material', archive, {}, {}, { encyclopediaBase: 'https://encyclopedia.test/#' })
    expect(screen.getByTestId('material-card-body').style.height).toBe('700px')
    expect(screen.getByRole('tabpanel').style.height).toBe('222.72px')
    expect(screen.getByRole('link', { name: 'material page' }).getAttribute('href')).toBe('https://encyclopedia.test/#/material/m1')
    expect(screen.getByRole('link', { name: 'material page' }).textContent).toBe('m1')
    cleanup()
    renderCard('material', archive)
    expect(screen.queryByRole('link', { name: 'material page' })).toBeNull()
    expect(screen.getByText('m1')).toBeTruthy()
  })

  it('leaves no empty viewer area when the structure has no positions (the Si bulk example)', () => {
    renderCard('material', { results: { material: { chemical_formula_hill: 'Si2', elements: ['Si'], structural_type: 'bulk' }, properties: { structures: { structure_original: { lattice_parameters: { a: 5.43e-10 } } } } } })
    expect(screen.getByText('Si2')).toBeTruthy()
    expect(screen.getByTestId('material-card-body').style.height).toBe('')
    expect(screen.queryByText('Your browser does not support WebGL, so this visualization cannot be shown.')).toBeNull()
    expect(screen.getByRole('tabpanel')).toBeTruthy()
  })

  it("shows a molecule of the topology without the bulk's symmetry, and porosity in Å, Å² and Å³", () => {
    const atoms = { species: [1, 1], positions: [[0, 0, 0], [7.4e-11, 0, 0]], periodic: [false, false, false] }
    renderCard('material', {
      results: {
        material: {
          symmetry: { space_group_symbol: 'Fm-3m', crystal_system: 'cubic' },
          topology: [
            { system_id: 'results/material/topology/0', label: 'original', structural_type: 'bulk', symmetry: { space_group_symbol: 'Fm-3m' }, porosity: { largest_cavity_diameter: 5e-10, accessible_volume: 1.2e-28, void_fraction: 0.4 }, atoms },
            { system_id: 'results/material/topology/1', label: 'molecule', structural_type: 'molecule', parent_system: 'results/material/topology/0', atoms },
          ],
        },
      },
    })
    fireEvent.click(screen.getByRole('tab', { name: 'Porosity' }))
    expect(screen.getByText('5 Å')).toBeTruthy()
    expect(screen.getByText('120 Å³')).toBeTruthy()
    expect(screen.getByText('0.4')).toBeTruthy()
    fireEvent.click(within(screen.getByRole('tree', { name: 'topology' })).getAllByRole('treeitem')[1])
    expect(screen.queryByRole('tab', { name: 'Symmetry' })).toBeNull()
    expect(screen.queryByText('Fm-3m')).toBeNull()
  })

  it('shows the topology as a tree from parent_system and child_systems and switches the shown system', () => {
    const atoms = { species: [1, 1], positions: [[0, 0, 0], [7.4e-11, 0, 0]], periodic: [false, false, false] }
    renderCard('material', {
      results: {
        material: {
          material_id: 'm-top',
          elements: ['H', 'O'],
          topology: [
            { system_id: 'results/material/topology/0', label: 'original', structural_type: 'bulk', elements: ['H', 'O'], chemical_formula_hill: 'H2O', child_systems: ['/results/material/topology/2'], atoms },
            { system_id: 'results/material/topology/1', label: 'molecule', structural_type: 'molecule', parent_system: 'results/material/topology/2', elements: ['H', 'O'], chemical_formula_hill: 'H2O', material_id: 'm-molecule', atoms },
            { system_id: 'results/material/topology/2', label: 'group', structural_type: 'group', elements: ['H', 'O'], chemical_formula_hill: 'H4O2', atoms },
            { system_id: 'results/material/topology/3', label: 'monomer', structural_type: 'monomer', parent_system: '#/results/material/topology/1', elements: ['H'], chemical_formula_hill: 'H', atoms },
          ],
        },
      },
    })
    const tree = screen.getByRole('tree', { name: 'topology' })
    const items = within(tree).getAllByRole('treeitem')
    expect(items.map((item) => [item.querySelector('.MuiListItemText-primary')?.textContent, item.getAttribute('aria-level')])).toEqual([
      ['original', '1'],
      ['group', '2'],
      ['molecule', '3'],
      ['monomer', '4'],
    ])
    expect(screen.getByText('m-top')).toBeTruthy()
    fireEvent.click(items[2])
    expect(items[2].getAttribute('aria-selected')).toBe('true')
    // The header names the selected system's material.
    expect(screen.getByText('m-molecule')).toBeTruthy()
  })

  it('shows the basic view without a structure', () => {
    renderCard('material', { results: { material: { elements: ['Si'], chemical_formula_reduced: 'Si' } } })
    expect(screen.getByText('Si (unary)')).toBeTruthy()
    expect(screen.queryByText(/WebGL/)).toBeNull()
  })
})

describe('electronic card', () => {
  const archive = {
    run: [{ calculation: [{ dos: [{ energies: [-EV, 0, EV], total: [{ spin: 0, value: [0, 1 / EV, 2 / EV] }] }] }] }],
    results: {
      properties: {
        electronic: {
          band_structure_electronic: [
            {
              reciprocal_cell: [[1e10, 0, 0], [0, 1e10, 0], [0, 0, 1e10]],
              segment: [{ kpoints: [[0, 0, 0], [0.5, 0, 0]], endpoints_labels: ['G', 'X'], energies: [[[0, 2 * EV], [0.5 * EV, 3 * EV]]] }],
              band_gap: [{ value: 1.1 * EV, type: 'indirect', energy_highest_occupied: 0.5 * EV }],
            },
          ],
          dos_electronic: [{ energies: '/run/0/calculation/0/dos/0/energies', total: ['/run/0/calculation/0/dos/0/total/0'] }],
        },
      },
    },
  }

  it('draws band structure and DOS (references resolved) and lists the band gap', async () => {
    renderCard('electronic', archive)
    const band = await screen.findByRole('img', { name: 'band structure' })
    await waitFor(() => expect(drawnPlot(band)).toBeDefined())
    expect((drawnPlot(band)!.layout.xaxis as { ticktext: string[] }).ticktext).toEqual(['Γ', 'X'])
    const dos = screen.getByRole('img', { name: 'density of states' })
    await waitFor(() => expect(drawnPlot(dos)).toBeDefined())
    expect((drawnPlot(dos)!.data[0] as { y: number[] }).y).toEqual([-1.5, -0.5, 0.5].map((v) => expect.closeTo(v)))
    expect(screen.getByText('1.1 eV')).toBeTruthy()
    expect(screen.getByText('indirect')).toBeTruthy()
  })

  it("shows 'Could not load band structure.' for a band structure without segments", () => {
    renderCard('electronic', { results: { properties: { electronic: { band_structure_electronic: [{ segment: [] }] } } } })
    expect(screen.getByText('Could not load band structure.')).toBeTruthy()
  })

  it("shows 'Could not load band gap.' for band gap sections without a value", () => {
    renderCard('electronic', { results: { properties: { electronic: { band_gap: [{ type: 'direct' }] } } } })
    expect(screen.getByText('Could not load band gap.')).toBeTruthy()
  })

  // DMFT results: complex values indexed [atom][spin][orbital][point], axes referenced from the run.
  const dmft = (magnetic_state: string) => ({
    run: [{ calculation: [{ greens_functions: [{ tau: [[0, 1, 2]], matsubara_freq: [1, 3], greens_function_tau: { re: [[[[-0.5, -0.2, -0.5], [-0.4, -0.1, -0.4]], [[-0.3, -0.1, -0.3], [-0.2, 0, -0.2]]]], im: [[[[0, 0, 0], [0, 0, 0]], [[0, 0, 0], [0, 0, 0]]]] }, self_energy_iw: { re: [[[[1, 1], [1, 1]], [[1, 1], [1, 1]]]], im: [[[[-0.1, -0.05], [-0.2, -0.1]], [[-0.1, -0.05], [-0.2, -0.1]]]] } }] }] }],
    results: {
      method: { simulation: { dmft: { magnetic_state } } },
      properties: {
        electronic: {
          greens_functions_electronic: [
            { label: 'DMFT', tau: '/run/0/calculation/0/greens_functions/0/tau', greens_function_tau: '/run/0/calculation/0/greens_functions/0/greens_function_tau', matsubara_freq: '/run/0/calculation/0/greens_functions/0/matsubara_freq', self_energy_iw: '/run/0/calculation/0/greens_functions/0/self_energy_iw' },
            { type: 'impurity', tau: [0], greens_function_tau: { re: [[[[1]]]], im: [[[[0]]]] } },
          ],
        },
      },
    },
  })

  it("plots Green's functions: Re G(τ) and Im Σ(iω), one trace per orbital (and spin unless paramagnetic)", async () => {
    renderCard('electronic', dmft('paramagnetic'))
    const tau = await screen.findByRole('img', { name: "Green's function in imaginary time (DMFT)" })
    await waitFor(() => expect(drawnPlot(tau)).toBeDefined())
    expect(drawnPlot(tau)!.data.map((trace) => [trace.name, trace.x, trace.y])).toEqual([
      ['orbital 1', [0, 1, 2], [-0.5, -0.2, -0.5]],
      ['orbital 2', [0, 1, 2], [-0.4, -0.1, -0.4]],
    ])
    expect((drawnPlot(tau)!.layout.yaxis as { title: { text: string } }).title.text).toBe('Re G(τ<sub>n</sub>)')
    const sigma = screen.getByRole('img', { name: 'Self-energy in Matsubara frequencies (DMFT)' })
    await waitFor(() => expect(drawnPlot(sigma)).toBeDefined())
    expect(drawnPlot(sigma)!.data.map((trace) => trace.y)).toEqual([[-0.1, -0.05], [-0.2, -0.1]])
    // The impurity section is not drawn.
    expect(screen.getAllByRole('img')).toHaveLength(2)
    cleanup()
    renderCard('electronic', dmft('ferromagnetic'))
    const both = await screen.findByRole('img', { name: "Green's function in imaginary time (DMFT)" })
    await waitFor(() => expect(drawnPlot(both)).toBeDefined())
    expect(drawnPlot(both)!.data.map((trace) => trace.name)).toEqual(['orbital 1 ↑', 'orbital 2 ↑', 'orbital 1 ↓', 'orbital 2 ↓'])
  })

  it("shows 'Could not load Greens functions.' when a Green's function cannot be read", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderCard('electronic', { results: { properties: { electronic: { greens_functions_electronic: [{ tau: [0, 1], greens_function_tau: { re: [[[[1]]]] } }] } } } })
    expect(screen.getByText('Could not load Greens functions.')).toBeTruthy()
  })

  it('lists the charge densities with their HDF5 datasets', () => {
    renderCard('electronic', { results: { properties: { electronic: { density_charge: [{ label: 'valence', value_hdf5: '/uploads/u1/raw/CHGCAR.h5#/density' }] } } } })
    const table = screen.getByRole('table', { name: 'charge density' })
    expect(table.textContent).toContain('valence')
    expect(table.textContent).toContain('/uploads/u1/raw/CHGCAR.h5#/density')
  })

  it("shows 'Could not load plot due to an unexpected error.' when plotting fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    plotlyMock.react.mockRejectedValueOnce(new Error('boom'))
    renderCard('geometry_optimization', { results: { properties: { geometry_optimization: { energies: [-1e-18, -1.1e-18] } } } })
    expect(await screen.findByText('Could not load plot due to an unexpected error.')).toBeTruthy()
  })
})

describe('geometry optimization card', () => {
  it('plots the energy convergence and lists the final differences', async () => {
    renderCard('geometry_optimization', {
      workflow2: { results: { final_force_maximum: 1e-11 } },
      results: { properties: { geometry_optimization: { energies: [-10 * EV, -10.5 * EV, -10.6 * EV], convergence_tolerance_energy_difference: 0.01 * EV, final_energy_difference: 0.1 * EV, final_displacement_maximum: 1e-12 } } },
    })
    const plot = await screen.findByRole('img', { name: 'energy convergence' })
    await waitFor(() => expect(drawnPlot(plot)?.data).toHaveLength(3))
    expect(drawnPlot(plot)!.layout.yaxis).toMatchObject({ type: 'log', title: { text: 'Energy change (eV)' }, ticktext: ['10⁻²', '10⁻¹', '10⁰'] })
    expect(screen.getByText('final_energy_difference')).toBeTruthy()
    expect(screen.getByText('0.1 eV')).toBeTruthy()
    expect(screen.getByText('0.01 Å')).toBeTruthy()
    expect(screen.getByText('final_force_maximum')).toBeTruthy()
  })
})

describe('property cards', () => {
  it('mechanical: energy-volume curve (500 px) and modulus tables', async () => {
    renderCard('mechanical', { results: { properties: { mechanical: { energy_volume_curve: [{ type: 'murnaghan', volumes: [1e-29, 2e-29], energies_fit: [EV, 2 * EV] }], bulk_modulus: [{ type: 'murnaghan', value: 1e11 }] } } } })
    expect(await screen.findByRole('img', { name: 'Energy-volume curve' })).toBeTruthy()
    expect(screen.getByText('100 GPa')).toBeTruthy()
  })

  it('mechanical: every equation-of-state fit is drawn, named by its function', async () => {
    const eosFit = (name: string, factor: number) => ({ function_name: name, fitted_energies: [factor * EV, 2 * factor * EV] })
    renderCard('mechanical', { results: { properties: { mechanical: { energy_volume_curve: [{ type: 'raw', volumes: [1e-29, 2e-29], energies_raw: [EV, 2 * EV], eos_fit: [eosFit('murnaghan', 1), eosFit('birch_murnaghan', 1.1)] }] } } } })
    const plot = await screen.findByRole('img', { name: 'Energy-volume curve' })
    await waitFor(() => expect(drawnPlot(plot)).toBeDefined())
    expect(drawnPlot(plot)!.data.map((trace) => trace.name)).toEqual(['raw', 'murnaghan', 'birch_murnaghan'])
    expect(drawnPlot(plot)!.data[2]).toMatchObject({ y: [1.1, 2.2].map((v) => expect.closeTo(v)) })
  })

  it('dynamical: the fitted diffusion constant is named beside its MSD, in Å²/ps', async () => {
    renderCard('dynamical', { results: { properties: { dynamical: { mean_squared_displacement: [{ type: 'molecular', times: [1e-12, 2e-12], value: [1e-20, 2e-20], label: 'H2O', diffusion_constant_value: 2.3e-9, diffusion_constant_errors: [1e-10] }] } } } })
    const plot = screen.getByRole('img', { name: 'Mean squared displacement (molecular)' })
    await waitFor(() => expect(drawnPlot(plot)).toBeDefined())
    expect(drawnPlot(plot)!.data[0].name).toBe('H2O, D = 0.23 ± 0.01 Å²/ps')
  })

  it('dynamical: one MSD plot per type, and the type error for invalid data', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderCard('dynamical', { results: { properties: { dynamical: { mean_squared_displacement: [{ type: 'molecular', times: [1e-12, 2e-12], value: [1e-20, 2e-20], label: 'H2O' }, { type: 'atomic', times: 'bad', value: [] }] } } } })
    expect(screen.getByRole('img', { name: 'Mean squared displacement (molecular)' })).toBeTruthy()
    expect(screen.getByText('Could not load atomic mean squared displacements')).toBeTruthy()
  })

  it('structural: RDF plots 300 px high and radius of gyration as time series plus histogram', async () => {
    renderCard('structural', { results: { properties: { structural: { radial_distribution_function: [{ type: 'molecular', label: 'O-O', bins: [1e-10, 2e-10], value: [0, 1] }], radius_of_gyration: [{ label: 'chain', time: [0, 1e-12, 2e-12], value: [1e-10, 1.1e-10, 1e-10] }] } } } })
    expect(screen.getByRole('img', { name: /Radial distribution function O-O \(molecular\)/ })).toBeTruthy()
    const series = screen.getByRole('img', { name: 'Radius of gyration chain' })
    const histogram = screen.getByRole('img', { name: 'Radius of gyration histogram chain' })
    await waitFor(() => expect(drawnPlot(histogram)).toBeDefined())
    expect(drawnPlot(histogram)!.data[0]).toMatchObject({ type: 'histogram', x: [1, 1.1, 1].map((v) => expect.closeTo(v)) })
    await waitFor(() => expect(drawnPlot(series)).toBeDefined())
    expect(drawnPlot(series)!.data[0]).toMatchObject({ x: [0, 1, 2], y: [1, 1.1, 1].map((v) => expect.closeTo(v)) })
  })

  it("structural: 'Could not load radius of gyration data.' for unreadable values", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderCard('structural', { results: { properties: { structural: { radius_of_gyration: [{ label: 'chain', time: [0, 1e-12], value: 'n/a' }] } } } })
    expect(screen.getByText('Could not load radius of gyration data.')).toBeTruthy()
  })

  it('spectroscopic: one plot per spectrum type with comp. and exp. labels', async () => {
    renderCard('spectroscopic', { results: { properties: { spectroscopic: { spectra: [{ type: 'EELS', label: 'computation', energies: [EV, 2 * EV], intensities: [1, 2] }, { type: 'EELS', label: 'experiment', energies: [EV, 2 * EV], intensities: [2, 1] }] } } } })
    const plot = screen.getByRole('img', { name: 'EELS' })
    await waitFor(() => expect(drawnPlot(plot)?.data.map((trace) => trace.name)).toEqual(['comp.', 'exp.']))
  })

  it('thermodynamic: trajectory plots against time', () => {
    renderCard('thermodynamic', { results: { properties: { thermodynamic: { trajectory: [{ temperature: { time: [0, 1e-12], value: [300, 310] }, pressure: { time: [0, 1e-12], value: [1e5, 1e5] } }] } } } })
    expect(screen.getByRole('img', { name: 'Temperature' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Pressure' })).toBeTruthy()
  })

  it('solar cell: its quantities in a table', () => {
    renderCard('solarcell', { results: { properties: { optoelectronic: { solar_cell: { efficiency: 20.1, device_architecture: 'pin' } } } } })
    expect(screen.getByText('Solar Cell Properties')).toBeTruthy()
    expect(screen.getByText('20.1')).toBeTruthy()
    expect(screen.getByText('pin')).toBeTruthy()
  })

  it('solar cell: device area, current density, intensity and voltage in the units of solar-cell work', () => {
    renderCard('solarcell', { results: { properties: { optoelectronic: { solar_cell: { device_area: 1e-5, short_circuit_current_density: 220, illumination_intensity: 1000, open_circuit_voltage: 1.1 } } } } })
    expect(screen.getByText('0.1 cm²')).toBeTruthy()
    expect(screen.getByText('22 mA/cm²')).toBeTruthy()
    expect(screen.getByText('100 mW/cm²')).toBeTruthy()
    expect(screen.getByText('1.1 V')).toBeTruthy()
  })

  it("ELN sections card: titled by the data section's definition name, never by its index", () => {
    renderCard('sections', { definitions: { section_definitions: [{ name: 'Chemical' }, { name: 'Sample' }] }, data: { m_def: '#/definitions/section_definitions/1', lab_id: 'S-1' } })
    expect(screen.getByText('Sample')).toBeTruthy()
    cleanup()
    // A schema in another file: the entry's type (the section's name, set by processing) titles the card.
    renderCard('sections', { data: { m_def: '../upload/raw/schema.archive.yaml#/definitions/section_definitions/0', lab_id: 'S-2' } }, {}, { entry_type: 'Hall_measurement' })
    expect(screen.getByText('S-2')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Hall_measurement' })).toBeTruthy()
    expect(screen.queryByText('0')).toBeNull()
    cleanup()
    renderCard('sections', { data: { m_def: 'nomad.datamodel.metainfo.eln.ELNSample', lab_id: 'S-3' } })
    expect(screen.getByText('ELNSample')).toBeTruthy()
  })

  it('vibrational: heat capacity and Helmholtz free energy', () => {
    renderCard('vibrational', { results: { properties: { vibrational: { heat_capacity_constant_volume: { temperatures: [0, 100], heat_capacities: [0, 1] }, energy_free_helmholtz: { temperatures: [0, 100], energies: [0, EV] } } } } })
    expect(screen.getByRole('img', { name: 'Heat capacity' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Helmholtz free energy' })).toBeTruthy()
  })
})

describe('declarative cards', () => {
  it('plot: traces bound by JMESPath, values converted from the stored unit to the shown one', async () => {
    renderCard(
      'eos',
      { workflow2: { results: { volumes: [1e-29, 2e-29], energies: [-EV, -2 * EV] } } },
      {
        type: 'plot',
        title: 'Equation of state',
        traces: [{ name: 'E(V)', x: { path: 'workflow2.results.volumes', unit: 'm^3', display_unit: 'angstrom^3', label: 'Volume' }, y: { path: 'workflow2.results.energies', unit: 'joule', display_unit: 'eV', label: 'Energy' } }],
      },
    )
    const plot = screen.getByRole('img', { name: 'Equation of state' })
    await waitFor(() => expect(drawnPlot(plot)).toBeDefined())
    const trace = drawnPlot(plot)!.data[0] as { x: number[]; y: number[] }
    expect(trace.x.map((v) => Math.round(v))).toEqual([10, 20])
    expect(trace.y.map((v) => Number(v.toFixed(6)))).toEqual([-1, -2])
    expect((drawnPlot(plot)!.layout.yaxis as { title: { text: string } }).title.text).toBe('Energy (eV)')
  })

  it('plot without x: y against the item index (energy vs step), unit labels typeset', async () => {
    renderCard('steps', { run: [{ calculation: [{ energy: { total: { value: -EV } } }, { energy: { total: { value: -3 * EV } } }, { energy: { total: { value: -4 * EV } } }] }] }, {
      type: 'plot',
      title: 'Energy per step',
      traces: [{ y: { path: 'run[0].calculation[*].energy.total.value', unit: 'joule', display_unit: 'electron_volt', label: 'Total energy' } }],
    })
    const plot = screen.getByRole('img', { name: 'Energy per step' })
    await waitFor(() => expect(drawnPlot(plot)).toBeDefined())
    const trace = drawnPlot(plot)!.data[0] as { x: number[]; y: number[] }
    expect(trace.x).toEqual([0, 1, 2])
    expect(trace.y.map((v) => Number(v.toFixed(6)))).toEqual([-1, -3, -4])
    expect((drawnPlot(plot)!.layout.yaxis as { title: { text: string } }).title.text).toBe('Total energy (eV)')
  })

  it('unit labels are typeset: Å³ and °C, never angstrom ** 3', async () => {
    renderCard('cell', { results: { material: { topology: [{ cell: { volume: 4e-29 } }] } }, heat: { temperature: 300 } }, {
      type: 'quantities',
      quantities: [
        { label: 'Volume', path: 'results.material.topology[0].cell.volume', unit: 'meter ** 3', display_unit: 'angstrom ** 3' },
        { label: 'Temperature', path: 'heat.temperature', unit: 'kelvin', display_unit: 'degree_Celsius' },
      ],
    })
    expect(screen.getByText('40 Å³')).toBeTruthy()
    expect(screen.getByText('26.85 °C')).toBeTruthy()
  })

  it('histogram: the bound numbers counted in bins', async () => {
    renderCard('rg', { values: [1e-10, 2e-10, 2e-10, 3e-10] }, { type: 'histogram', title: 'Radius of gyration', values: { path: 'values', unit: 'meter', display_unit: 'angstrom', label: 'Rg' }, bins: 3 })
    const plot = screen.getByRole('img', { name: 'Radius of gyration' })
    await waitFor(() => expect(drawnPlot(plot)).toBeDefined())
    const trace = drawnPlot(plot)!.data[0] as { type: string; x: number[]; nbinsx: number }
    expect(trace.type).toBe('histogram')
    expect(trace.x.map((v) => Number(v.toFixed(6)))).toEqual([1, 2, 2, 3])
    expect(trace.nbinsx).toBe(3)
    expect((drawnPlot(plot)!.layout.xaxis as { title: { text: string } }).title.text).toBe('Rg (Å)')
  })

  it('table: one row per repeated item, a column per quantity with its unit in the header', () => {
    const calculation = [{ energy: { total: { value: -EV } }, time_calculation: 2 }, { energy: { total: { value: -2 * EV } }, time_calculation: 3 }]
    renderCard('steps', { run: [{ calculation }] }, {
      type: 'table',
      title: 'Steps',
      items: 'run[0].calculation',
      columns: [{ label: 'Energy', path: 'energy.total.value', unit: 'joule', display_unit: 'electron_volt' }, { label: 'Time', path: 'time_calculation', unit: 'second' }],
    })
    const table = screen.getByRole('table', { name: 'Steps' })
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Energy (eV)', 'Time (s)'])
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['0', '-1', '2'],
      ['1', '-2', '3'],
    ])
  })

  it('structure: the viewer on the section the path names', async () => {
    renderCard('system', { run: [{ system: [{ atoms: { labels: ['H', 'H'], positions: [[0, 0, 0], [7.4e-11, 0, 0]] } }] }] }, { type: 'structure', title: 'Input system', path: 'run[0].system[-1]' })
    expect(screen.getByRole('heading', { name: 'Input system' })).toBeTruthy()
    expect(await screen.findByText(/does not support WebGL/)).toBeTruthy()
  })

  it('renders nothing and logs when the bound path finds nothing', () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const { container } = renderCard('system', {}, { type: 'structure', path: 'run[0].system[-1]' })
    expect(container.textContent).toBe('')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('section is not available'))
  })
})

describe('references, definitions, workflow', () => {
  it('references: both lists with their empty messages', async () => {
    renderCard('references', {})
    expect(screen.getByText('Referencing the following entries')).toBeTruthy()
    expect(screen.getByText('Referenced by the following entries')).toBeTruthy()
    expect(screen.getByText('Not referencing other entries.')).toBeTruthy()
    expect(await screen.findByText('Not referenced by other entries.')).toBeTruthy()
  })

  it('references: asks for the latest 20 referencing entries', async () => {
    const { calls } = renderCard('references', {}, {}, { entry_references: [{ target_entry_id: 'other' }] })
    expect(screen.getByRole('link', { name: 'other' })).toBeTruthy()
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0].path).toBe('entries/query')
    expect(calls[0].body).toEqual({
      required: { metadata: '*' },
      owner: 'visible',
      pagination: { order_by: 'upload_create_time', order: 'desc', page_size: 20 },
      query: { 'entry_references.target_entry_id': 'entry-1' },
    })
  })

  it('references: lists the referencing entries the server answers, linked to their pages', async () => {
    renderCard('references', {}, {}, {}, { answer: () => ({ data: [{ entry_id: 'src-1', mainfile: 'sample.archive.json' }] }) })
    const link = await screen.findByRole('link', { name: 'sample.archive.json' })
    expect(link.getAttribute('href')).toBe('/entry/id/src-1')
    expect(screen.queryByText('Not referenced by other entries.')).toBeNull()
  })

  it('history: nothing for entries that are no entities', () => {
    const { container, calls } = renderCard('history', {})
    expect(container.textContent).toBe('')
    expect(calls).toHaveLength(0)
  })

  it('definitions: section definitions with links', () => {
    renderCard('definitions', { definitions: { section_definitions: [{ name: 'Sample' }, { name: 'Measurement' }] } })
    expect(screen.getByRole('link', { name: 'Sample' }).getAttribute('href')).toBe('/data/definitions/section_definitions:0')
  })

  it("definitions: a YAML schema's sections written by name (the project's example schema)", async () => {
    const { load } = await import('js-yaml')
    const { readFileSync } = await import('node:fs')
    const schema = load(readFileSync(`${import.meta.dirname}/../../../examples/eln/schema.archive.yaml`, 'utf8')) as Record<string, unknown>
    renderCard('definitions', schema)
    expect(screen.getByRole('link', { name: 'ThinFilmSample' }).getAttribute('href')).toBe('/data/definitions/sections/ThinFilmSample')
    expect(screen.getAllByRole('link')).toHaveLength(Object.keys((schema.definitions as { sections: object }).sections).length)
  })

  it('workflow: the graph with the range field, the legend texts and task filtering', async () => {
    renderCard('workflow', {
      workflow2: {
        inputs: [{ name: 'structure', section: '#/run/0/system/0' }],
        outputs: [{ name: 'result', section: '#/run/0/calculation/1' }],
        tasks: [
          { name: 'relax', inputs: [{ section: '#/run/0/system/0' }], outputs: [{ section: '#/run/0/calculation/0' }] },
          { name: 'scf', inputs: [{ section: '#/run/0/calculation/0' }], outputs: [{ section: '#/run/0/calculation/1' }] },
        ],
      },
    })
    expect(screen.getByPlaceholderText('Enter range: 5, 4:-1, :50%')).toBeTruthy()
    expect(screen.getByText('relax')).toBeTruthy()
    expect(screen.getByText('scf')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'legend' }))
    expect(await screen.findByText(/Elementary task with inputs and outputs\./)).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'range filter' }), { target: { value: '-1' } })
    await waitFor(() => expect(screen.queryByText('relax')).toBeNull())
    expect(screen.getByText('scf')).toBeTruthy()
  })
})
