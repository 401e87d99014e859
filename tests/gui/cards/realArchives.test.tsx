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

/** A recorded response of NOMAD's API, picked by path and request body. */
function recordedResponse(file: string, matches: (url: string, body: unknown) => boolean): unknown {
  for (const calls of Object.values(recording(file))) for (const call of calls) if (matches(call.request.url, call.request.body)) return call.response.body
  throw new Error(`no matching call in ${file}`)
}

const infoSpy = () => vi.mocked(console.info)
const loggedMissing = () => infoSpy().mock.calls.map((call) => String(call[0])).filter((line) => line.endsWith('section is not available'))

describeWithReference('cards on the recorded entry-card overviews (entry/*_card.json)', () => {
  it('structural card: the recorded radial distribution functions, one plot each, 300 px, with type and frames', async () => {
    const archive = recordedOverviewArchive('structural_card.json')
    const recorded = (archive.results as { properties: { structural: { radial_distribution_function: { type: string; label: string; bins: number[] }[] } } }).properties.structural.radial_distribution_function
    renderCard('structural', archive)
    expect(screen.getByRole('heading', { name: 'Structural properties' })).toBeTruthy()
    for (const rdf of recorded) {
      const plot = screen.getByRole('img', { name: new RegExp(`Radial distribution function ${rdf.label} \\(${rdf.type}\\) frames`) })
      await waitFor(() => expect(drawnPlot(plot)).toBeDefined())
      expect((drawnPlot(plot)!.data[0] as { x: number[] }).x[0]).toBeCloseTo(rdf.bins[0] * 1e10, 6)
      expect(drawnPlot(plot)!.layout.height).toBe(300)
    }
  })

  it('thermodynamic card: one trajectory plot per recorded quantity', () => {
    renderCard('thermodynamic', recordedOverviewArchive('thermodynamic_card.json'))
    expect(screen.getByRole('img', { name: 'Temperature' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Pressure' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'Potential energy' })).toBeNull()
  })

  it('vibrational card: the recorded phonon DOS (references into the run resolved), no dispersion', async () => {
    renderCard('vibrational', recordedOverviewArchive('vibrational_card.json'))
    const dos = screen.getByRole('img', { name: 'phonon density of states' })
    await waitFor(() => expect(drawnPlot(dos)).toBeDefined())
    expect(screen.queryByRole('img', { name: 'phonon dispersion' })).toBeNull()
  })

  it('material card: the recorded material without a structure (basic view), its symmetry and id', async () => {
    renderCard('material', recordedOverviewArchive('material_card.json'), {}, {}, { encyclopediaBase: 'https://nomad-lab.eu/prod/rae/encyclopedia/#' })
    expect(screen.getByText('Si (unary)')).toBeTruthy()
    expect(screen.getByText('Silicon')).toBeTruthy()
    expect(screen.queryByText(/WebGL/)).toBeNull()
    expect(screen.getByRole('link', { name: 'material page' }).getAttribute('href')).toBe('https://nomad-lab.eu/prod/rae/encyclopedia/#/material/bulk_material')
    fireEvent.click(screen.getByRole('tab', { name: 'Symmetry' }))
    expect(await screen.findByText('rock salt')).toBeTruthy()
  })
})

describeWithReference('cards whose section the real archives lack', () => {
  it('dynamical, spectroscopic, solar cell and NeXus cards render nothing on a DFT bulk archive and log "section is not available"', () => {
    const archive = archiveFixture('from-api-recordings/dft-bulk-overview-subset.archive.json')
    for (const kind of ['dynamical', 'spectroscopic', 'solarcell', 'nexus']) {
      infoSpy().mockClear()
      const { container } = renderCard(kind, archive)
      expect(container.textContent).toBe('')
      expect(loggedMissing()).toHaveLength(1)
      cleanup()
    }
  })

  it('HDF5 dataset card: nothing for an ELN sample whose data holds no HDF5 references', () => {
    const { container } = renderCard('hdf5dataset', archiveFixture('from-api-recordings/eln-sample-with-plots.archive.json'))
    expect(container.textContent).toBe('')
    expect(loggedMissing()).toEqual(['data (HDF5 datasets): section is not available'])
  })

  it('history card: nothing for an ELN entry that is an activity, not an entity', () => {
    const archive = archiveFixture('from-api-recordings/eln-with-workflow2.archive.json')
    const { container, calls } = renderCard('history', archive, {}, archive.metadata as Record<string, unknown>)
    expect(container.textContent).toBe('')
    expect(calls).toHaveLength(0)
  })
})

describeWithReference('history card on the recorded ELN entry (entry/eln-author.json)', () => {
  it('asks for the activities referencing the entity with exactly NOMAD’s body and links them', async () => {
    const recorded = Object.values(recording('entry/eln-author.json'))
      .flat()
      .find((call) => call.request.url.endsWith('/entries/query') && JSON.stringify(call.request.body).includes('basesections.Activity'))
    if (!recorded) throw new Error('no history call in entry/eln-author.json')
    const entity = { entry_id: 'bC7byHvWJp62Sn9uiuJUB38MT5j-', section_defs: [{ definition_qualified_name: 'nomad.datamodel.metainfo.basesections.v1.Entity' }] }
    const activity = { entry_id: 'act-1', mainfile: 'synthesis.archive.json' }
    const { calls } = renderCard('history', {}, {}, entity, { answer: () => ({ ...(recorded.response.body as object), data: [activity] }) })
    expect((await screen.findByRole('link', { name: 'synthesis.archive.json' })).getAttribute('href')).toBe('/entry/id/act-1')
    expect(calls).toHaveLength(1)
    expect(calls[0].body).toEqual(recorded.request.body)
  })
})

describeWithReference('references card on the archive browser test upload', () => {
  it('asks for the referenced-by list with exactly the body NOMAD recorded for the dft entry (entry/dft.json)', async () => {
    const recorded = Object.values(recording('entry/dft.json'))
      .flat()
      .find((call) => call.request.url.endsWith('/entries/query') && JSON.stringify(call.request.body).includes('entry_references'))
    if (!recorded) throw new Error('no referenced-by call in entry/dft.json')
    const { calls } = renderCard('references', {}, {}, { entry_id: 'dft_bulk' }, { answer: () => recorded.response.body })
    expect(await screen.findByText('Not referenced by other entries.')).toBeTruthy()
    expect(calls).toHaveLength(1)
    expect(calls[0].path).toBe('entries/query')
    expect(calls[0].body).toEqual(recorded.request.body)
  })

  it('the ELN sample references the chemical entry', async () => {
    const archive = archiveFixture('from-api-recordings/eln-sample-with-plots.archive.json')
    renderCard('references', archive, {}, archive.metadata as Record<string, unknown>)
    expect(screen.getByRole('link', { name: '8mYi1m21s3k2LdjIUt0EnLyQ-_-c' }).getAttribute('href')).toBe('/entry/id/8mYi1m21s3k2LdjIUt0EnLyQ-_-c')
    expect(await screen.findByText('Not referenced by other entries.')).toBeTruthy()
  })

  it('the chemical is referenced by the sample, as NOMAD answered the referenced-by query', async () => {
    const archive = archiveFixture('from-api-recordings/eln-chemical.archive.json')
    const referencedBy = recordedResponse('uploads/archive_browser_test_Chemical.json', (url, body) => url.endsWith('/entries/query') && (body as { query?: Record<string, unknown> })?.query?.['entry_references.target_path'] === '/data')
    const { calls } = renderCard('references', archive, {}, archive.metadata as Record<string, unknown>, { answer: (path) => (path === 'entries/query' ? referencedBy : { data: [] }) })
    expect(screen.getByText('Not referencing other entries.')).toBeTruthy()
    const sample = await screen.findByRole('link', { name: 'example.archive.json' })
    expect(sample.getAttribute('href')).toBe('/entry/id/6x6VbK15sTesOX3wHPHp2zTiEo8Y')
    expect(calls[0].body).toMatchObject({ query: { 'entry_references.target_entry_id': '8mYi1m21s3k2LdjIUt0EnLyQ-_-c' }, pagination: { page_size: 20, order_by: 'upload_create_time', order: 'desc' } })
  })
})
