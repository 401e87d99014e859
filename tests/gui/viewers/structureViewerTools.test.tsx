// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StructureViewer } from '../../../src/renderers/viewers/structure/StructureViewer.js'
import { FakeScene, fakeSceneModule } from './fakeScene.js'

vi.mock('../../../src/renderers/viewers/structure/loadScene.js', () => ({ loadStructureScene: async () => fakeSceneModule }))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  FakeScene.instances = []
})

const water = { species: [8, 1, 1], positions: [[0, 0, 0], [0.96, 0, 0], [-0.24, 0.93, 0]], pbc: [false, false, false] }
const salt = { species: [11, 17], positions: [[0, 0, 0], [2.8, 2.8, 2.8]], cell: [[5.6, 0, 0], [0, 5.6, 0], [0, 0, 5.6]], pbc: [true, true, true] }

const scene = async () => {
  await waitFor(() => expect(FakeScene.instances.at(-1)?.last).toBeDefined())
  return FakeScene.instances.at(-1)!
}

describe('structure viewer legend, axes and tools', () => {
  it('shows a legend of the species present, swatches in the colours the atoms are drawn with', async () => {
    render(<StructureViewer structure={water} />)
    const legend = await screen.findByRole('list', { name: 'Element legend' })
    const items = within(legend).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['H', 'O'])
    const swatches = within(legend).getAllByTestId('legend-swatch')
    // The Jmol-like colours of elements.ts: white hydrogen, red oxygen.
    expect(swatches.map((swatch) => swatch.style.backgroundColor.replaceAll(' ', ''))).toEqual([expect.stringMatching(/^(#ffffff|rgb\(255,255,255\))$/), expect.stringMatching(/^(#ff0d0d|rgb\(255,13,13\))$/)])
    expect((await scene()).last?.species).toEqual([8, 1, 1])
  })

  it('labels the lattice arrows a, b, c beyond their tips, and follows the camera', async () => {
    render(<StructureViewer structure={salt} />)
    const current = await scene()
    const labels = await screen.findAllByTestId('lattice-label')
    expect(labels.map((label) => label.textContent)).toEqual(['a', 'b', 'c'])
    // a ends at (5.6, 0, 0); its label sits 0.6 Å further: x = 100 + 10 × 6.2.
    expect(labels[0].style.left).toBe('162px')
    expect(labels[0].style.top).toBe('100px')
    expect(labels[1].style.top).toBe('38px')
    current.project = (point) => ({ x: point[0], y: point[1] })
    act(() => current.frameDrawn())
    expect(screen.getAllByTestId('lattice-label')[0].style.left).toBe('6.2px')
  })

  it('draws no lattice arrows without a cell', async () => {
    render(<StructureViewer structure={water} />)
    await scene()
    expect(screen.queryAllByTestId('lattice-label')).toEqual([])
  })

  it('resets the view to the initial camera', async () => {
    render(<StructureViewer structure={salt} />)
    const current = await scene()
    const reset = screen.getByRole('button', { name: 'Reset view' }) as HTMLButtonElement
    await waitFor(() => expect(reset.disabled).toBe(false))
    fireEvent.click(reset)
    expect(current.resets).toBe(1)
  })

  it('downloads a PNG screenshot named structure.png', async () => {
    const clicks: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this)
    })
    render(<StructureViewer structure={salt} />)
    await scene()
    const button = screen.getByRole('button', { name: 'Take a screenshot' }) as HTMLButtonElement
    await waitFor(() => expect(button.disabled).toBe(false))
    fireEvent.click(button)
    expect(clicks).toHaveLength(1)
    expect(clicks[0].download).toBe('structure.png')
    expect(clicks[0].href).toMatch(/^data:image\/png;base64,/)
  })

  it('passes the highlighted atoms to the scene and changes them without a new scene', async () => {
    const { rerender } = render(<StructureViewer structure={water} highlight={[1, 2]} />)
    const current = await scene()
    expect(current.last?.highlight).toEqual([1, 2])
    rerender(<StructureViewer structure={water} highlight={[0]} />)
    await waitFor(() => expect(current.last?.highlight).toEqual([0]))
    rerender(<StructureViewer structure={water} />)
    await waitFor(() => expect(current.last?.highlight).toBeUndefined())
    expect(FakeScene.instances).toHaveLength(1)
  })
})
