// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KPointLabel } from '../../../src/renderers/viewers/brillouin/kPathLabels.js'
import { BrillouinZoneView } from '../../../src/renderers/viewers/brillouin/BrillouinZoneView.js'
import type { Archive } from '../../../src/renderers/cards/types.js'
import { describeWithReference } from '../../reference.js'
import { drawnPlot, plotlyMock, recording, renderCard } from '../cards/support.js'
import { fakeSceneModule } from './fakeScene.js'

/** The archive NOMAD answered to its own overview request in a recorded entry page. */
function recordedArchive(name: string): Archive {
  for (const calls of Object.values(recording(name)))
    for (const call of calls) if (call.request.url.endsWith('/archive/query')) return (call.response.body as { data: { archive: Archive } }).data.archive
  throw new Error(`no archive/query in ${name}`)
}

const drawn: { specialPoints: readonly KPointLabel[]; segments: unknown[]; listeners: Set<() => void>; scale: number }[] = []

vi.mock('plotly.js-dist-min', () => ({ default: plotlyMock }))
vi.mock('../../../src/renderers/viewers/structure/loadScene.js', () => ({ loadStructureScene: async () => fakeSceneModule }))
vi.mock('../../../src/renderers/viewers/brillouin/brillouinScene.js', () => ({
  drawBrillouinZone: (_container: HTMLElement, _cell: number[][], segments: unknown[], specialPoints: readonly KPointLabel[]) => {
    const record = { specialPoints, segments, listeners: new Set<() => void>(), scale: 100 }
    drawn.push(record)
    return {
      dispose: () => undefined,
      projector: {
        project: (point: readonly number[]) => ({ x: 150 + record.scale * point[0], y: 150 - record.scale * point[1] }),
        subscribe: (listener: () => void) => {
          record.listeners.add(listener)
          return () => record.listeners.delete(listener)
        },
      },
    }
  },
}))

afterEach(() => {
  cleanup()
  drawn.length = 0
})

// A simple cubic reciprocal lattice of 1 Å⁻¹, stored in 1/m.
const reciprocalCell = [[1e10, 0, 0], [0, 1e10, 0], [0, 0, 1e10]]
const segments = [
  { kpoints: [[0, 0, 0], [0.25, 0, 0], [0.5, 0, 0]], endpoints_labels: ['Γ', 'X'] },
  { kpoints: [[0.5, 0, 0], [0.5, 0.5, 0]], endpoints_labels: ['X', 'M'] },
]

describe('Brillouin zone view', () => {
  it('labels the special points of the band path where they lie in the zone', async () => {
    render(<BrillouinZoneView reciprocalCell={reciprocalCell} segments={segments} />)
    const labels = await screen.findAllByTestId('k-point-label')
    expect(labels.map((label) => label.textContent)).toEqual(['Γ', 'X', 'M'])
    // Γ at the centre, X at (0.5, 0, 0) Å⁻¹ and M at (0.5, 0.5, 0) Å⁻¹ through the projection above.
    expect(labels.map((label) => [label.style.left, label.style.top])).toEqual([
      ['150px', '150px'],
      ['200px', '150px'],
      ['200px', '100px'],
    ])
    // The path and its special points are what the scene draws.
    expect(drawn[0].segments).toBe(segments)
    expect(drawn[0].specialPoints.map((point) => point.label)).toEqual(['Γ', 'X', 'M'])
  })

  it('moves the labels when the view turns', async () => {
    render(<BrillouinZoneView reciprocalCell={reciprocalCell} segments={segments} />)
    await screen.findAllByTestId('k-point-label')
    // The labels may show before the view has subscribed to its turns (a busy machine runs the effects later).
    await waitFor(() => expect(drawn[0].listeners.size).toBeGreaterThan(0))
    drawn[0].scale = 200
    act(() => drawn[0].listeners.forEach((listener) => listener()))
    await waitFor(() => expect(screen.getAllByTestId('k-point-label')[1].style.left).toBe('250px'))
  })

  it('shows no labels for a path without endpoint labels', async () => {
    render(<BrillouinZoneView reciprocalCell={reciprocalCell} segments={[{ kpoints: [[0, 0, 0], [0.5, 0, 0]] }]} />)
    await waitFor(() => expect(drawn).toHaveLength(1))
    expect(screen.queryAllByTestId('k-point-label')).toEqual([])
  })
})

describeWithReference('Brillouin zone of a NOMAD archive', () => {
  it('labels the k-path of the recorded DFT entry with the same names as the band structure axis', async () => {
    renderCard('electronic', recordedArchive('entry/dft.json'))
    const labels = await screen.findAllByTestId('k-point-label')
    expect(labels.map((label) => label.textContent)).toEqual(['L', 'K'])
    const band = screen.getByRole('img', { name: 'band structure' })
    await waitFor(() => expect(drawnPlot(band)).toBeDefined())
    expect((drawnPlot(band)!.layout.xaxis as { ticktext: string[] }).ticktext).toEqual(['L', 'K'])
  })
})
