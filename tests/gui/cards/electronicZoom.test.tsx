// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderCard } from './support.js'

// plotly needs a real browser: the stand-in keeps each plot's last layout and its event handlers, for the test to fire.
const plotly = vi.hoisted(() => ({
  react: async (element: HTMLElement & Record<string, unknown>, _data: unknown, layout: unknown) => {
    const handlers = new Map<string, (event: unknown) => void>()
    Object.assign(element, { layout, handlers, on: (name: string, handler: (event: unknown) => void) => handlers.set(name, handler), removeAllListeners: () => undefined })
  },
  purge: () => undefined,
}))
vi.mock('plotly.js-dist-min', () => ({ default: plotly }))

afterEach(cleanup)

const EV = 1.602176634e-19
const archive = {
  results: {
    properties: {
      electronic: {
        band_structure_electronic: [
          {
            reciprocal_cell: [[1e10, 0, 0], [0, 1e10, 0], [0, 0, 1e10]],
            segment: [{ kpoints: [[0, 0, 0], [0.5, 0, 0]], endpoints_labels: ['G', 'X'], energies: [[[0, 2 * EV], [0.5 * EV, 3 * EV]]] }],
          },
        ],
        dos_electronic: [{ energies: [-EV, 0, EV], total: [{ spin: 0, value: [0, 1 / EV, 2 / EV] }] }],
      },
    },
  },
}

type Drawn = HTMLElement & { layout?: { yaxis?: { range?: number[] }; xaxis?: { range?: number[] } }; handlers?: Map<string, (event: unknown) => void> }

async function drawnPlots() {
  const band = (await screen.findByRole('img', { name: 'band structure' })) as Drawn
  const dos = screen.getByRole('img', { name: 'density of states' }) as Drawn
  await waitFor(() => expect(band.handlers?.has('plotly_relayout') && dos.handlers?.has('plotly_relayout')).toBe(true))
  return { band, dos, relayout: (plot: Drawn, event: unknown) => act(() => plot.handlers!.get('plotly_relayout')!(event)) }
}

describe('electronic card: band structure and DOS share the energy axis', () => {
  it('zooming the band structure zooms the DOS energy axis to the same window', async () => {
    renderCard('electronic', archive)
    const { band, dos, relayout } = await drawnPlots()
    expect(dos.layout?.yaxis?.range).toEqual([-10, 10])
    relayout(band, { 'yaxis.range[0]': -2, 'yaxis.range[1]': 3 })
    await waitFor(() => expect(dos.layout?.yaxis?.range).toEqual([-2, 3]))
    expect(band.layout?.yaxis?.range).toEqual([-2, 3])
  })

  it('panning the DOS moves the band structure, and zooming along k does not touch the DOS', async () => {
    renderCard('electronic', archive)
    const { band, dos, relayout } = await drawnPlots()
    relayout(dos, { 'yaxis.range': [-5, 1] })
    await waitFor(() => expect(band.layout?.yaxis?.range).toEqual([-5, 1]))
    relayout(band, { 'xaxis.range[0]': 0, 'xaxis.range[1]': 0.2 })
    expect(dos.layout?.yaxis?.range).toEqual([-5, 1])
  })

  it('a reset on either plot restores the energy window on both', async () => {
    renderCard('electronic', archive)
    const { band, dos, relayout } = await drawnPlots()
    relayout(band, { 'yaxis.range[0]': -2, 'yaxis.range[1]': 3 })
    await waitFor(() => expect(dos.layout?.yaxis?.range).toEqual([-2, 3]))
    relayout(dos, { 'yaxis.autorange': true })
    await waitFor(() => expect(band.layout?.yaxis?.range).toEqual([-10, 10]))
    expect(dos.layout?.yaxis?.range).toEqual([-10, 10])
  })
})
