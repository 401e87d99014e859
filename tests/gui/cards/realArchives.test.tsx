// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { describeWithReference } from '../../reference.js'
import type { Archive } from '../../../src/renderers/cards/types.js'
import { archiveFixture, drawnPlot, plotlyMock, recording, renderCard } from './support.js'

vi.mock('plotly.js-dist-min', () => ({ default: plotlyMock }))

beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The archive NOMAD answered to its own overview request in a recording of the entry page. */
function recordedOverviewArchive(file: string): Archive {
  for (const calls of Object.values(recording(`entry/${file}`)))
    for (const call of calls)
      if (call.request.url.endsWith('/archive/query')) return (call.response.body as { data: { archive: Archive } }).data.archive
  throw new Error(`no archive/query in ${file}`)
}

describeWithReference('cards on NOMAD archives', () => {
  it('material card: the VASP calculation (Si, diamond) with its structure and symmetry', async () => {
    renderCard('material', archiveFixture('from-api-recordings/vasp-calculation.archive.json'))
    expect(screen.getByText('Si16')).toBeTruthy()
    expect(screen.getByText('Si (unary)')).toBeTruthy()
    expect(screen.getByText('bulk')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Symmetry' }))
    expect(await screen.findByText('Fd-3m')).toBeTruthy()
    expect(screen.getByText('227')).toBeTruthy()
    // The structure (16 Si atoms) reaches the viewer; happy-dom has no WebGL.
    expect(await screen.findByText(/does not support WebGL/)).toBeTruthy()
  })

  it('electronic card: band structure with its k-path labels and the DOS of the recorded overview (references resolved)', async () => {
    renderCard('electronic', recordedOverviewArchive('dft.json'))
    const band = screen.getByRole('img', { name: 'band structure' })
    await waitFor(() => expect(drawnPlot(band)).toBeDefined())
    expect((drawnPlot(band)!.layout.xaxis as { ticktext: string[] }).ticktext).toEqual(['L', 'K'])
    const dos = screen.getByRole('img', { name: 'density of states' })
    await waitFor(() => expect(drawnPlot(dos)).toBeDefined())
    expect((drawnPlot(dos)!.data[0] as { y: number[] }).y[1]).toBeCloseTo(0.624, 2)
    expect(screen.getByText('indirect')).toBeTruthy()
    expect(await screen.findByText(/does not support WebGL/)).toBeTruthy()
  })

  it('electronic card: the recording of the electronic card test (DOS only)', async () => {
    renderCard('electronic', recordedOverviewArchive('electronic_card.json'))
    expect(screen.queryByRole('img', { name: 'band structure' })).toBeNull()
    await waitFor(() => expect(drawnPlot(screen.getByRole('img', { name: 'density of states' }))).toBeDefined())
  })

  it('vibrational, mechanical and thermodynamic cards of the recorded overview', async () => {
    const archive = recordedOverviewArchive('dft.json')
    renderCard('vibrational', archive)
    expect(screen.getByRole('img', { name: 'phonon dispersion' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Heat capacity' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Helmholtz free energy' })).toBeTruthy()
    cleanup()
    renderCard('mechanical', archive)
    const curve = screen.getByRole('img', { name: 'Energy-volume curve' })
    await waitFor(() => expect(drawnPlot(curve)?.data[0].name).toBe('murnaghan'))
    expect(screen.getByText('voigt_reuss_hill_average')).toBeTruthy()
    cleanup()
    renderCard('thermodynamic', archive)
    expect(screen.getByRole('img', { name: 'Temperature' })).toBeTruthy()
  })

  it('geometry optimization card: the template archive workflow results', () => {
    renderCard('geometry_optimization', archiveFixture('repo/template.vasp.archive.json'))
    expect(screen.getByText('final_energy_difference')).toBeTruthy()
  })

  it('workflow card: the single-point workflow2 of the ELN archive with workflow2, or nothing', () => {
    const archive = archiveFixture('from-api-recordings/eln-with-workflow2.archive.json')
    const { container } = renderCard('workflow', archive)
    const workflow = archive.workflow2 as { tasks?: unknown[]; inputs?: unknown[] } | undefined
    if (workflow && (workflow.tasks || workflow.inputs)) expect(screen.getByRole('img', { name: 'workflow graph' })).toBeTruthy()
    else expect(container.textContent).toBe('')
  })

  it('definitions card: the section definitions of the YAML schema entry', () => {
    const archive = archiveFixture('from-api-recordings/yaml-schema-definitions.archive.json')
    renderCard('definitions', archive)
    const names = ((archive.definitions as { section_definitions: { name: string }[] }).section_definitions).map((section) => section.name)
    for (const name of names) expect(screen.getByRole('link', { name })).toBeTruthy()
  })

  it('sections card: the ELN chemical data quantities', () => {
    const archive = archiveFixture('from-api-recordings/eln-chemical.archive.json')
    renderCard('sections', archive)
    const data = archive.data as Record<string, unknown>
    const scalar = Object.entries(data).find(([name, value]) => !name.startsWith('m_') && typeof value === 'string')
    expect(scalar).toBeDefined()
    expect(screen.getByText(scalar![1] as string)).toBeTruthy()
  })
})
