import { describe, expect, it } from 'vitest'
import { findParser, PARSERS } from '../../../src/server/processing/parsers/index.js'

const bytes = (text: string) => new TextEncoder().encode(text)
const nameOf = (path: string, head = '') => findParser(path, bytes(head))?.name

describe('findParser', () => {
  it('lists the parsers in priority order with NOMAD-style names', () => {
    expect(PARSERS.map((parser) => parser.name)).toEqual(['parsers/archive', 'parsers/vasp', 'parsers/cif', 'parsers/poscar', 'parsers/xyz'])
  })

  it('claims files by name', () => {
    expect(nameOf('a/sample.archive.json')).toBe('parsers/archive')
    expect(nameOf('schema.archive.yml')).toBe('parsers/archive')
    expect(nameOf('run1/vasprun.xml')).toBe('parsers/vasp')
    expect(nameOf('run1/vasprun.xml.gz')).toBe('parsers/vasp')
    expect(nameOf('Si.CIF')).toBe('parsers/cif')
    expect(nameOf('relax/CONTCAR')).toBe('parsers/poscar')
    expect(nameOf('POSCAR_initial')).toBe('parsers/poscar')
    expect(nameOf('NaCl.CONTCAR')).toBe('parsers/poscar')
    expect(nameOf('cell.vasp')).toBe('parsers/poscar')
    expect(nameOf('traj.extxyz')).toBe('parsers/xyz')
  })

  it('leaves other files alone (POTCAR, OUTCAR, README.md, plain JSON and XML)', () => {
    for (const path of ['POTCAR', 'OUTCAR', 'README.md', 'data.json', 'plot.xml', 'notes.txt']) expect(nameOf(path, 'hello')).toBeUndefined()
  })

  it('sniffs content: a VASP <modeling> document under another name, a CIF without extension', () => {
    const vasp = '<?xml version="1.0" encoding="ISO-8859-1"?>\n<modeling>\n <generator>\n  <i name="program" type="string">vasp </i>'
    expect(nameOf('examples_vasp/xml/Si.xml', vasp)).toBe('parsers/vasp')
    expect(nameOf('structure.txt', '# from a database\ndata_quartz\n_cell_length_a 4.9\n')).toBe('parsers/cif')
    expect(nameOf('structure.txt', 'data_ but nothing crystallographic')).toBeUndefined()
  })
})
