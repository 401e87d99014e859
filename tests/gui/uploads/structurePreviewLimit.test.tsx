// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../../../src/renderers/cards/register.js'
import { StructurePreview } from '../../../src/renderers/files/StructurePreview.js'
import { fakeApi } from './support.js'

afterEach(cleanup)

const atoms = (n: number) => ({ species: Array.from({ length: n }, () => 14), positions: Array.from({ length: n }, (_, i) => [i * 2.35e-10, 0, 0]), periodic: [false, false, false] })
const previewOf = (n: number) => {
  const api = fakeApi({ 'entries/e1/archive/query': { body: { data: { archive: { run: [{ system: [{ atoms: atoms(n) }] }] } } } } })
  render(<StructurePreview api={api.client} entryId="e1" title="POSCAR" />)
}

describe('structure in the file preview (spec 3 §9)', () => {
  it('asks before drawing a structure of more than 500 atoms', async () => {
    previewOf(501)
    expect(await screen.findByText('Visualization is by default disabled for systems with more than 500 atoms. Do you wish to enable visualization for this system with 501 atoms?')).toBeTruthy()
  })

  it('draws 500 atoms without asking', async () => {
    previewOf(500)
    expect(await screen.findByText('Your browser does not support WebGL, so this visualization cannot be shown.')).toBeTruthy()
    expect(screen.queryByText(/Visualization is by default disabled/)).toBeNull()
  })
})
