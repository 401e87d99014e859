import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
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
