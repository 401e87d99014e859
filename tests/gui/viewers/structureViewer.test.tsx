// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StructureViewer } from '../../../src/renderers/viewers/structure/StructureViewer.js'

afterEach(cleanup)

const grid = (n: number) => ({ species: Array.from({ length: n }, () => 14), positions: Array.from({ length: n }, (_, i) => [i * 2.35, 0, 0]), pbc: [false, false, false] })

describe('structure viewer', () => {
  it('waits for the user above the size limit, then goes on', async () => {
    render(<StructureViewer structure={grid(12)} sizeLimit={10} />)
    expect(screen.getByText('Visualization is by default disabled for systems with more than 10 atoms. Do you wish to enable visualization for this system with 12 atoms?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Your browser does not support WebGL, so this visualization cannot be shown.')).toBeTruthy()
  })

  it('offers the wrap modes and a bonds switch that is disabled above 500 atoms', () => {
    render(<StructureViewer structure={grid(501)} />)
    expect((screen.getByLabelText('Bonds') as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText('original')).toBeTruthy()
    cleanup()
    render(<StructureViewer structure={grid(10)} />)
    expect((screen.getByLabelText('Bonds') as HTMLInputElement).checked).toBe(true)
  })

  it("says 'Could not load structure.' without a structure", () => {
    render(<StructureViewer structure={undefined} />)
    expect(screen.getByText('Could not load structure.')).toBeTruthy()
  })
})

describe('structure viewer without WebGL', () => {
  it('keeps reset view and screenshot disabled, as there is nothing drawn', async () => {
    render(<StructureViewer structure={grid(3)} />)
    await screen.findByText('Your browser does not support WebGL, so this visualization cannot be shown.')
    expect((screen.getByRole('button', { name: 'Reset view' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Take a screenshot' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('list', { name: 'Element legend' })).toBeNull()
  })
})
