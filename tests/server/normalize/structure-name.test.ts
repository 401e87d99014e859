import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Matrix3 } from '../../../src/server/processing/normalize/lattice.js'
import { structureNameOf } from '../../../src/server/processing/normalize/structure-name.js'
import type { AtomicStructure } from '../../../src/server/processing/normalize/structure.js'
import { analyzeSymmetry } from '../../../src/server/processing/normalize/symmetry.js'
import { material, parseFile } from '../parsers/parse-file.js'

const EXAMPLES = join(import.meta.dirname, '..', '..', '..', 'examples', 'structures')

describe("results.material.symmetry.structure_name (NOMAD's prototype names)", () => {
  it.each([
    ['Cu-fcc.cif', 'fcc'],
    ['Fe-bcc.cif', 'bcc'],
    ['Si-diamond.cif', 'diamond'],
    ['NaCl-rocksalt.cif', 'rock salt'],
    ['GaAs-zincblende.cif', 'zincblende'],
    ['TiO2-rutile.cif', 'rutile'],
    ['NaCl-rocksalt.POSCAR', 'rock salt'],
  ])('%s is named %s', async (file, name) => {
    const entry = await parseFile(EXAMPLES, file)
    expect((material(entry).symmetry as Record<string, unknown>).structure_name).toBe(name)
  })

  it('leaves a structure unnamed that is none of the known prototypes (MoS2 2H)', async () => {
    const entry = await parseFile(EXAMPLES, 'MoS2-2H.cif')
    const symmetry = material(entry).symmetry as Record<string, unknown>
    expect(symmetry.space_group_number).toBe(194)
    expect(symmetry.structure_name).toBeUndefined()
  })
})

describe('structure names of prototypes without an example file', () => {
  const hexagonal = (a: number, c: number): Matrix3 => [
    [a, 0, 0],
    [-a / 2, (a * Math.sqrt(3)) / 2, 0],
    [0, 0, c],
  ]
  const cubic = (a: number): Matrix3 => [
    [a, 0, 0],
    [0, a, 0],
    [0, 0, a],
  ]
  const structure = (lattice: Matrix3, sites: [string, [number, number, number]][]): AtomicStructure => ({
    labels: sites.map(([label]) => label),
    positions: sites.map(([, f]) => [0, 1, 2].map((k) => f[0] * lattice[0][k] + f[1] * lattice[1][k] + f[2] * lattice[2][k]) as [number, number, number]),
    lattice,
    periodic: [true, true, true],
  })
  const nameOf = (s: AtomicStructure) => structureNameOf(analyzeSymmetry(s), s.labels)

  it('hcp (Mg)', () => {
    expect(nameOf(structure(hexagonal(3.21, 5.21), [['Mg', [1 / 3, 2 / 3, 0.25]], ['Mg', [2 / 3, 1 / 3, 0.75]]]))).toBe('hcp')
  })
  it('wurtzite (ZnO)', () => {
    const sites: [string, [number, number, number]][] = [['Zn', [1 / 3, 2 / 3, 0]], ['Zn', [2 / 3, 1 / 3, 0.5]], ['O', [1 / 3, 2 / 3, 0.382]], ['O', [2 / 3, 1 / 3, 0.882]]]
    expect(nameOf(structure(hexagonal(3.25, 5.21), sites))).toBe('wurtzite')
  })
  it('perovskite (SrTiO3)', () => {
    const sites: [string, [number, number, number]][] = [['Sr', [0, 0, 0]], ['Ti', [0.5, 0.5, 0.5]], ['O', [0.5, 0.5, 0]], ['O', [0.5, 0, 0.5]], ['O', [0, 0.5, 0.5]]]
    expect(nameOf(structure(cubic(3.905), sites))).toBe('perovskite')
  })
  it('simple cubic (Po)', () => {
    expect(nameOf(structure(cubic(3.35), [['Po', [0, 0, 0]]]))).toBe('simple cubic')
  })
})
