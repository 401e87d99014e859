import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { entryIdOf } from '../../../src/server/ids.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { at, material, originalStructure, parseFile } from './parse-file.js'
import { zipMember } from './zip-member.js'

const EV = 1.602176634e-19
const ANGSTROM = 1e-10
const DEGREE = Math.PI / 180
const RAW = join(REFERENCE_DIR, 'raw-files')
const SCHEMAS = join(REFERENCE_DIR, 'eln-schemas')

describeWithReference('parsers on NOMAD\'s raw files: structures', () => {
  it('Ag1Co1O2_ICSD_246157.cif (AFLOW delafossite, hP8)', async () => {
    const entry = await parseFile(join(RAW, 'cif'), 'Ag1Co1O2_ICSD_246157.cif')
    // 2 Ag, 2 Co and 4 O sites listed in P1.
    expect(material(entry)).toMatchObject({
      chemical_formula_hill: 'Ag2Co2O4',
      chemical_formula_reduced: 'AgCoO2',
      chemical_formula_anonymous: 'A2BC',
      symmetry: { crystal_system: 'hexagonal', bravais_lattice: 'hP', space_group_number: 194 },
    })
    const structure = originalStructure(entry)
    // _cell_length_a 2.9062915258, _cell_length_c 12.4385510326, _cell_angle_gamma 120
    expect(at(structure, 'lattice_parameters', 'a')).toBeCloseTo(2.9062915258 * ANGSTROM, 20)
    expect(at(structure, 'lattice_parameters', 'c')).toBeCloseTo(12.4385510326 * ANGSTROM, 20)
    expect(at(structure, 'lattice_parameters', 'gamma')).toBeCloseTo(120 * DEGREE, 10)
    expect(structure.n_sites).toBe(8)
  })

  it('SARSUC.cif (molecular crystal, 132 sites in P1)', async () => {
    const entry = await parseFile(join(RAW, 'cif'), 'SARSUC.cif')
    // Counted in the atom_site loop: 60 C, 48 H, 4 N, 4 Ni, 16 O.
    expect(material(entry)).toMatchObject({ chemical_formula_hill: 'C60H48N4Ni4O16', chemical_formula_reduced: 'C15H12NNiO4', n_elements: 5 })
    // _cell_length_b 18.706, _cell_angle_beta 94.4338
    expect(at(originalStructure(entry), 'lattice_parameters', 'b')).toBeCloseTo(18.706 * ANGSTROM, 20)
    expect(at(originalStructure(entry), 'lattice_parameters', 'beta')).toBeCloseTo(94.4338 * DEGREE, 10)
  })

  it('NaCl.CONTCAR (VASP 5, Na 4 Cl 4, cubic a = 5.6509993866104518)', async () => {
    const entry = await parseFile(join(RAW, 'poscar'), 'NaCl.CONTCAR')
    expect(entry.parserName).toBe('parsers/poscar')
    expect(material(entry)).toMatchObject({ chemical_formula_hill: 'Cl4Na4', chemical_formula_reduced: 'ClNa', symmetry: { space_group_number: 225 } })
    expect(at(originalStructure(entry), 'lattice_parameters', 'a')).toBeCloseTo(5.6509993866104518 * ANGSTROM, 20)
  })

  it('CNH6.xyz (methylamine-like molecule in extended XYZ with pbc="F F F")', async () => {
    const entry = await parseFile(join(RAW, 'xyz'), 'CNH6.xyz')
    expect(material(entry)).toMatchObject({ chemical_formula_hill: 'CH6N', structural_type: 'molecule / cluster', elements: ['C', 'H', 'N'] })
    // First atom: C -0.75293547 -0.01126138 -0.01336414
    expect(at(originalStructure(entry), 'cartesian_site_positions', 0, 0)).toBeCloseTo(-0.75293547 * ANGSTROM, 20)
  })

  it('si_md-pos-1.xyz (CP2K trajectory: 5 frames of 8 Si)', async () => {
    const entry = await parseFile(join(RAW, 'xyz'), 'si_md-pos-1.xyz')
    expect(material(entry)).toMatchObject({ chemical_formula_hill: 'Si8' })
    expect(at(entry.archive, 'run', 0, 'system')).toHaveLength(5)
    // Frame 2 (i = 1), first atom x = 0.0016383385 Å
    expect(at(entry.archive, 'run', 0, 'system', 1, 'atoms', 'positions', 0, 0)).toBeCloseTo(0.0016383385 * ANGSTROM, 20)
  })
})

describeWithReference('parsers on NOMAD\'s raw files: vasprun.xml', () => {
  it('NaCl.vasprun.xml (single point, PBE from the PAW_PBE potentials, DOS)', async () => {
    const entry = await parseFile(join(RAW, 'vasp'), 'NaCl.vasprun.xml')
    expect(entry.parserName).toBe('parsers/vasp')
    // Last <energy> block: e_wo_entrp -27.25886737 eV; <dos>: efermi -0.52813317 eV.
    expect(at(entry.archive, 'run', 0, 'calculation', 0, 'energy', 'total', 'value')).toBeCloseTo(-27.25886737 * EV, 28)
    expect(at(entry.archive, 'run', 0, 'calculation', 0, 'energy', 'fermi')).toBeCloseTo(-0.52813317 * EV, 28)
    expect(at(entry.archive, 'run', 0, 'program', 'version')).toMatch(/^5\.4\.4\.18Apr17-6-g9f103f2a35/)
    expect(at(entry.archive, 'results', 'method', 'simulation', 'dft', 'xc_functional_names')).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
    expect(material(entry)).toMatchObject({ chemical_formula_reduced: 'ClNa', symmetry: { space_group_number: 225 } })
    // basis: 5.65099939 Å cubic
    expect(at(originalStructure(entry), 'lattice_parameters', 'a')).toBeCloseTo(5.65099939 * ANGSTROM, 20)
    expect(at(entry.archive, 'results', 'properties', 'electronic', 'dos_electronic', 0, 'spin_polarized')).toBe(false)
  })

  it('examples_vasp.zip: Si.xml gives the values of NOMAD\'s own archive of that file', async () => {
    const bytes = await zipMember(join(RAW, 'uploads', 'examples_vasp.zip'), 'examples_vasp/xml/Si.xml')
    const entry = await parseFile(RAW, 'examples_vasp/xml/Si.xml', bytes)
    // archives/from-api-recordings/vasp-calculation.archive.json (mainfile examples_vasp/xml/Si.xml):
    expect(entry.metadata.entry_name).toBe('Si16 VASP simulation')
    expect(at(entry.archive, 'run', 0, 'program', 'version')).toBe('4.6.35 3Apr08 complex parallel LinuxIFC')
    expect(at(entry.archive, 'run', 0, 'calculation', 0, 'energy', 'total', 'value')).toBeCloseTo(-1.3893980273911905e-17, 28)
    expect(at(entry.archive, 'run', 0, 'calculation', 0, 'energy', 'highest_occupied')).toBeCloseTo(9.033872950809e-19, 28)
    expect(at(entry.archive, 'run', 0, 'calculation', 0, 'energy', 'lowest_unoccupied')).toBeCloseTo(1.00667962267488e-18, 28)
    expect(at(entry.archive, 'run', 0, 'calculation', 0, 'scf_iteration')).toHaveLength(17)
    expect(at(entry.archive, 'run', 0, 'method', 0, 'dft', 'xc_functional', 'name')).toBe('GGA_C_PBE+GGA_X_PBE')
    expect(material(entry)).toMatchObject({
      chemical_formula_hill: 'Si16',
      chemical_formula_descriptive: 'Si16',
      structural_type: 'bulk',
      symmetry: { space_group_number: 227, space_group_symbol: 'Fd-3m', hall_number: 525, hall_symbol: 'F 4d 2 3 -1d', point_group: 'm-3m', bravais_lattice: 'cF', crystal_system: 'cubic', structure_name: 'diamond' },
    })
    // structure_original.cell_volume 3.26652715330877e-28 m³, mass_density 2284.3622117883388 kg/m³,
    // lattice a 7.730372534156079e-10 m; material_name Silicon
    expect(originalStructure(entry).mass_density).toBeCloseTo(2284.3622117883388, 2)
    expect(material(entry).material_name).toBe('Silicon')
    expect(originalStructure(entry).cell_volume).toBeCloseTo(3.26652715330877e-28, 36)
    expect(at(originalStructure(entry), 'lattice_parameters', 'a')).toBeCloseTo(7.730372534156079e-10, 20)
  })

  it('archive_query_vasprun.xml.gz (gzipped relaxation of CaTiO3, 17 ionic steps, spin-polarised)', async () => {
    const entry = await parseFile(join(RAW, 'vasp'), 'archive_query_vasprun.xml.gz')
    expect(material(entry)).toMatchObject({ chemical_formula_hill: 'Ca2O8Ti4', chemical_formula_reduced: 'CaO4Ti2' })
    const energies = at(entry.archive, 'workflow2', 'results', 'energies') as number[]
    expect(energies).toHaveLength(17)
    // e_wo_entrp of the first and last <calculation>: -116.34359667 and -116.52240913 eV
    expect(energies[0]).toBeCloseTo(-116.34359667 * EV, 27)
    expect(energies[16]).toBeCloseTo(-116.52240913 * EV, 27)
    // |E17 − E16| = 0.00000801 eV below EDIFFG = 0.00002 eV
    expect(at(entry.archive, 'results', 'properties', 'geometry_optimization', 'final_energy_difference')).toBeCloseTo(0.00000801 * EV, 28)
    expect(at(entry.archive, 'workflow2', 'results', 'is_converged_geometry')).toBe(true)
    expect(at(entry.archive, 'results', 'method', 'simulation', 'dft', 'spin_polarized')).toBe(true)
    expect(at(entry.archive, 'run', 0, 'calculation', 16, 'dos_electronic', 0, 'total')).toHaveLength(2)
  })
})

describeWithReference('the archive parser on NOMAD\'s ELN examples', () => {
  it('eln/sample.archive.json uses section 3 (Sample) of the upload\'s schema.archive.yaml', async () => {
    const schema = await parseFile(join(SCHEMAS, 'eln'), 'schema.archive.yaml')
    expect(schema.metadata).toMatchObject({ entry_type: 'Schema', entry_name: 'Electronic Lab Notebook example schema' })
    const entry = await parseFile(join(SCHEMAS, 'eln'), 'sample.archive.json')
    expect(entry.metadata).toMatchObject({
      entry_name: 'ELN example sample',
      entry_type: 'Sample',
      section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: `entry_id:${entryIdOf('test-upload', 'schema.archive.yaml')}.Sample` })]),
    })
  })

  it("eln/sample.archive.json: the data's sections and their section_defs are those NOMAD 1.3 lists for the same files", async () => {
    const recorded = Object.values(JSON.parse(readFileSync(join(REFERENCE_DIR, 'api-recordings', 'entry', 'eln-author.json'), 'utf8')) as Record<string, { request: { url: string; method: string }; response: { body: { data: Record<string, unknown> } } }[]>)
      .flat()
      .find((call) => call.request.method === 'GET' && /\/entries\/[^/?]+$/.test(call.request.url))!.response.body.data
    const entry = await parseFile(join(SCHEMAS, 'eln'), 'sample.archive.json')
    // the schema entry's id is part of a user section's name; it differs between NOMAD's upload and this one
    const ownName = (name: string) => name.replace(/^entry_id:[^.]+\./, 'entry_id:*.')
    const ownSections = (names: string[]) => names.filter((name) => name.startsWith('entry_id:')).map(ownName)
    expect(ownSections(entry.metadata.sections as string[])).toEqual(ownSections(recorded.sections as string[]))
    type Def = { definition_qualified_name: string; used_directly: boolean }
    // ArchiveSection is used directly by EntryArchive, which the pipeline adds while storing the entry
    const pairs = (defs: Def[]) => defs.filter((def) => !def.definition_qualified_name.endsWith('.ArchiveSection')).map((def) => [ownName(def.definition_qualified_name), def.used_directly])
    // the data part (Strata adds EntryArchive, metadata and results while storing the entry)
    const dataPart = (recorded.section_defs as Def[]).filter((def) => (entry.metadata.section_defs as Def[]).some((ours) => ownName(ours.definition_qualified_name) === ownName(def.definition_qualified_name)))
    expect(pairs(entry.metadata.section_defs as Def[])).toEqual(pairs(dataPart))
  })

  it('custom-schema/inter-entry.archive.json points to MySection of schema.archive.json', async () => {
    const entry = await parseFile(join(SCHEMAS, 'custom-schema'), 'inter-entry.archive.json')
    expect(entry.metadata.entry_type).toBe('MySection')
  })

  it('custom-schema/intra-entry.archive.yaml: data of a section defined in the same file', async () => {
    const entry = await parseFile(join(SCHEMAS, 'custom-schema'), 'intra-entry.archive.yaml')
    expect(entry.metadata).toMatchObject({ entry_type: 'Element', section_defs: expect.arrayContaining([expect.objectContaining({ definition_qualified_name: 'entry_id:test-entry.Element' })]) })
  })

  it('example-upload-catalysis: plugin schema data with an elemental composition', async () => {
    const entry = await parseFile(join(RAW, 'example-upload-catalysis'), 'catalysis_sample.archive.json')
    expect(entry.metadata).toMatchObject({ entry_type: 'CatalystSample', entry_name: 'CuZnAl methanol synthesis catalyst' })
    // elemental_composition lists Cu, Zn, Al, O; lab_id FHI-S15018
    expect(at(entry.archive, 'results', 'material', 'elements')).toEqual(['Al', 'Cu', 'O', 'Zn'])
    expect(at(entry.archive, 'results', 'eln', 'lab_ids')).toEqual(['FHI-S15018'])
  })

  it('archives/repo/fcc_crystal_structure.archive.json: a run without results is normalised (one Na, fcc)', async () => {
    const entry = await parseFile(join(REFERENCE_DIR, 'archives', 'repo'), 'fcc_crystal_structure.archive.json')
    // lattice_vectors [[0, 5e-11, 5e-11], [5e-11, 0, 5e-11], [5e-11, 5e-11, 0]]: a primitive fcc cell
    expect(at(entry.archive, 'results', 'material')).toMatchObject({ chemical_formula_hill: 'Na', structural_type: 'bulk', symmetry: { space_group_number: 225 } })
    expect(at(entry.archive, 'results', 'properties', 'structures', 'structure_original', 'cell_volume')).toBeCloseTo(2.5e-31, 40)
    expect(at(entry.archive, 'results', 'method', 'simulation', 'program_name')).toBe('VASP')
  })

  it('archive-json/MA_perovskite_ion.archive.json: named after the file when data has no name', async () => {
    const entry = await parseFile(join(RAW, 'archive-json'), 'MA_perovskite_ion.archive.json')
    expect(entry.metadata).toMatchObject({ entry_type: 'PerovskiteAIon', entry_name: 'MA_perovskite_ion.archive.json' })
  })
})
