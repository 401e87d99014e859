// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { load as loadYaml } from 'js-yaml'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bundledStrataMetainfo } from '../../../src/engine/metainfo/bundled.js'
import { loadNomadDefinitions, type Model } from '../../../src/engine/metainfo/index.js'
import { ArchiveBrowser } from '../../../src/renderers/archive/ArchiveBrowser.js'
import { LANE_WIDTH, laneWidth, parseLaneWidth, PLOT_LANE_WIDTH } from '../../../src/renderers/archive/laneWidth.js'
import { laneKeyText, type LaneKey } from '../../../src/renderers/archive/lanes.js'
import { invalidSliceText, resolvePlotPath, unresolvedPathText } from '../../../src/renderers/archive/plotPaths.js'
import { annotationPlot } from '../../../src/renderers/archive/sectionPlots.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { recordedCalls } from '../../server/archive/recordings.js'
import { referenceArchive, serverLikeLoader } from './support.js'

type Json = Record<string, unknown>
type Drawn = HTMLElement & { drawn?: { data: Json[]; layout: Json } }

const plotly = vi.hoisted(() => ({
  react: async (element: HTMLElement, data: unknown[], layout: unknown) => {
    ;(element as HTMLElement & { drawn?: unknown }).drawn = { data, layout }
  },
  purge: () => undefined,
  toImage: async () => 'data:image/png;base64,',
}))
vi.mock('plotly.js-dist-min', () => ({ default: plotly }))

afterEach(cleanup)

function Browser({ archive, model, initial }: { archive: Json; model?: Model; initial: LaneKey[] }) {
  const [path, setPath] = useState<LaneKey[]>(initial)
  const [{ load }] = useState(() => serverLikeLoader(archive))
  return (
    <>
      <ArchiveBrowser path={path} onNavigate={setPath} loadSection={load} model={model} />
      <output data-testid="path">{path.map(laneKeyText).join('/')}</output>
    </>
  )
}

/** The plots drawn so far, by their accessible names, with what plotly was given. */
async function drawnPlots(count: number): Promise<Drawn[]> {
  return waitFor(() => {
    const plots = screen.getAllByRole('img') as Drawn[]
    expect(plots.filter((p) => p.drawn)).toHaveLength(count)
    return plots
  })
}

/** The ELN schema NOMAD's create-entry recording serves (schema.archive.yaml, with plot annotations). */
function elnSchemaModel(): Model {
  const call = recordedCalls(['uploads']).find(
    (c) => c.file.endsWith('uploadpage-create-entry.json') && /^entries\/[^/]+\/archive\/query$/.test(c.path) && JSON.stringify(c.body).includes('definitions'),
  )!
  const schema = (call.response.data as { archive: Json }).archive
  return loadNomadDefinitions(schema, { base: bundledStrataMetainfo(), source: 'schema.archive.yaml', packageName: 'entry_id:schema' })
}

describe('plot paths', () => {
  const section = { time: [1, 2, 3], layers: [{ thickness: 1 }, { thickness: 2 }, { thickness: 3 }] }

  it('reads #, ./ and slice paths relative to the section', () => {
    expect(resolvePlotPath(section, '#time')).toEqual([1, 2, 3])
    expect(resolvePlotPath(section, './time')).toEqual([1, 2, 3])
    expect(resolvePlotPath(section, 'layers/:/thickness')).toEqual([1, 2, 3])
    expect(resolvePlotPath(section, 'layers/1:/thickness')).toEqual([2, 3])
    expect(resolvePlotPath(section, 'layers/::-1/thickness')).toEqual([3, 2, 1])
    expect(resolvePlotPath(section, 'layers/-1/thickness')).toBe(3)
  })

  it('says which slice or path it cannot read, in the spec’s words', () => {
    expect(() => resolvePlotPath(section, 'layers/1:a/thickness')).toThrow('Invalid slice notation: "1:a"')
    expect(invalidSliceText('1:a')).toBe('Invalid slice notation: "1:a"')
    expect(() => resolvePlotPath(section, 'layers/:/depth')).toThrow('Could not resolve the path layers/:/depth')
    expect(unresolvedPathText('x')).toBe('Could not resolve the path x')
  })
})

describe('lane widths', () => {
  it('reads an ELN lane_width annotation in px or as a number, and ignores other units', () => {
    expect(parseLaneWidth('600px')).toBe(600)
    expect(parseLaneWidth(' 450 ')).toBe(450)
    expect(parseLaneWidth(700)).toBe(700)
    expect(parseLaneWidth('50%')).toBeUndefined()
    expect(parseLaneWidth(undefined)).toBeUndefined()
  })

  it('widens lanes with plots and honours a declared width, never narrower than a plot needs', () => {
    const eln = (lane_width: unknown) => ({ annotations: { eln: { lane_width } } })
    expect(laneWidth({})).toBe(LANE_WIDTH)
    expect(laneWidth({ showsPlots: true })).toBe(PLOT_LANE_WIDTH)
    expect(PLOT_LANE_WIDTH).toBeGreaterThanOrEqual(600)
    expect(laneWidth({ def: eln('500px') })).toBe(500)
    expect(laneWidth({ def: eln('800px'), showsPlots: true })).toBe(800)
    expect(laneWidth({ def: eln('400px'), showsPlots: true })).toBe(PLOT_LANE_WIDTH)
  })
})

describe('plot annotations as plotly data', () => {
  it('draws a trace per y (against the index without x), with its lines entry and the layout merged in', () => {
    const plot = annotationPlot({ label: 'both', y: ['a', 'b'], lines: [{ line: { color: 'red' } }], layout: { yaxis: { type: 'log' } } }, { a: [1, 2], b: [3, 4] }, undefined, 'plot:0')
    expect(plot.error).toBeUndefined()
    expect(plot.data).toEqual([
      { type: 'scatter', mode: 'lines', name: 'a', y: [1, 2], line: { color: 'red' } },
      { type: 'scatter', mode: 'lines', name: 'b', y: [3, 4] },
    ])
    expect(plot.layout).toMatchObject({ title: { text: 'both' }, yaxis: { type: 'log', title: { text: '' } }, showlegend: true })
  })

  it('pairs x and y paths by position and names a missing y', () => {
    const plot = annotationPlot({ x: ['t1', 't2'], y: ['a', 'b'] }, { t1: [0, 1], t2: [5, 6], a: [1, 2], b: [3, 4] }, undefined, 'plot:0')
    expect(plot.data!.map((trace) => trace.x)).toEqual([[0, 1], [5, 6]])
    expect(annotationPlot({ x: 't1' }, {}, undefined, 'plot:0').error).toBe('Could not resolve the path y')
  })
})

describeWithReference('plots in the section lane (NOMAD’s ELN example with figures and plot annotations)', () => {
  const archive = referenceArchive('eln-with-workflow2.archive.json')
  const pvd = (archive.data as { processes: { pvd_evaporation: Json } }).processes.pvd_evaporation
  const lanePath: LaneKey[] = [{ name: 'data' }, { name: 'processes' }, { name: 'pvd_evaporation' }]

  it('draws the plot annotation and the open figures with their #paths read from the section', async () => {
    render(<Browser archive={archive} model={elnSchemaModel()} initial={lanePath} />)
    const panel = await screen.findByTestId('plot-panel')
    // The schema's plot annotation, then the three figures (the first titled by its layout, the others by their keys).
    expect(within(panel).getAllByText('Pressure and Temperature over Time')).toHaveLength(2)
    expect(within(panel).getByText('figures:1').closest('[aria-pressed]')?.getAttribute('aria-pressed')).toBe('false')
    const plots = await drawnPlots(3)
    const annotation = plots[0].drawn!
    expect(annotation.data.map((trace) => trace.name)).toEqual(['chamber_pressure', 'substrate_temperature'])
    expect(annotation.data[0].x).toEqual(pvd.time)
    expect(annotation.data[0].y).toEqual(pvd.chamber_pressure)
    const figure = plots[1].drawn!
    expect(figure.data[1]).toMatchObject({ x: pvd.time, y: pvd.substrate_temperature, yaxis: 'y2' })
    expect(figure.layout).toMatchObject({ yaxis2: { overlaying: 'y', side: 'right' } })
  })

  it('gives the lane with plots a wide column, the lanes without plots the narrow default', async () => {
    render(<Browser archive={archive} model={elnSchemaModel()} initial={lanePath} />)
    const panel = await screen.findByTestId('plot-panel')
    const widths = screen.getAllByTestId('archive-lane').map((lane) => [lane.contains(panel), lane.style.width])
    expect(widths.filter(([hasPanel]) => hasPanel)).toEqual([[true, `${PLOT_LANE_WIDTH}px`]])
    expect(widths.filter(([hasPanel]) => !hasPanel).every(([, width]) => width === `${LANE_WIDTH}px`)).toBe(true)
  })

  it('shows a closed figure when its chip is chosen and links each figure to its figure quantity', async () => {
    render(<Browser archive={archive} model={elnSchemaModel()} initial={lanePath} />)
    const panel = await screen.findByTestId('plot-panel')
    await drawnPlots(3)
    fireEvent.click(within(panel).getByText('figures:1'))
    const plots = await drawnPlots(4)
    expect(plots.some((p) => JSON.stringify(p.drawn?.data) === JSON.stringify([{ x: pvd.time, y: pvd.chamber_pressure }]))).toBe(true)
    fireEvent.click(within(panel).getByText('data/processes/pvd_evaporation/figures:0/figure'))
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('data/processes/pvd_evaporation/figures:0/figure'))
    // The figure is a JSON quantity: its lane shows it whole, not the outline a lane request gives.
    fireEvent.click(within(await screen.findByTestId('quantity-lane')).getByText('JSON'))
    await waitFor(() => expect(screen.getByTestId('json-view').textContent).toContain('"overlaying": "y"'))
  })
})

describeWithReference('a quantity’s own plot annotation (NOMAD’s ELN example schema)', () => {
  it('is drawn in the quantity lane against the section holding the quantity', async () => {
    const archive = referenceArchive('eln-with-workflow2.archive.json')
    const pvd = (archive.data as { processes: { pvd_evaporation: Json } }).processes.pvd_evaporation
    render(<Browser archive={archive} model={elnSchemaModel()} initial={[{ name: 'data' }, { name: 'processes' }, { name: 'pvd_evaporation' }, { name: 'chamber_pressure' }]} />)
    const lane = await screen.findByTestId('quantity-lane')
    const plot = await waitFor(() => {
      const drawn = within(lane).getByRole('img') as Drawn
      expect(drawn.drawn).toBeDefined()
      return drawn.drawn!
    })
    expect(plot.data).toMatchObject([{ x: pvd.time, y: pvd.chamber_pressure }])
    expect(lane.closest<HTMLElement>('[data-testid="archive-lane"]')!.style.width).toBe(`${PLOT_LANE_WIDTH}px`)
  })
})

describeWithReference('figures of NOMAD’s plotly snapshot', () => {
  const snapshot = JSON.parse(readFileSync(join(REFERENCE_DIR, 'archives', 'repo', 'plotly-figures.snapshot.archive.json'), 'utf8')) as { figures: Json[] }
  const schema = loadYaml(readFileSync(join(REFERENCE_DIR, 'eln-schemas', 'plotly', 'plotly.schema.archive.yaml'), 'utf8')) as { data: { xArr: number[]; yArr: number[] }; definitions: { sections: { Sample: { quantities: { clr: { default: number[] } } } } } }

  it('draws every figure, graph objects with #paths resolved and plotly express ones as stored', async () => {
    const data = { ...schema.data, clr: schema.definitions.sections.Sample.quantities.clr.default, figures: snapshot.figures.map((figure) => ({ figure })) }
    render(<Browser archive={{ data }} initial={[{ name: 'data' }]} />)
    const plots = await drawnPlots(snapshot.figures.length)
    expect(plots[0].drawn!.data).toEqual([{ x: data.xArr, y: data.xArr }])
    expect(plots[2].drawn!.data).toEqual(snapshot.figures[2].data)
    expect(plots[3].drawn!.data.map((trace) => trace.xaxis)).toEqual(['x', 'x2', 'x3', 'x4'])
  })
})

describe('plot errors', () => {
  const schema = {
    definitions: {
      sections: {
        Run: {
          m_annotations: {
            plot: [
              { label: 'sliced', x: 'steps/1:x/time', y: 'steps/:/energy' },
              { label: 'missing', x: 'steps/:/time', y_axis: 'steps/:/force' },
              { label: 'fine', x: 'steps/:/time', yAxis: 'steps/:/energy' },
            ],
          },
          quantities: { name: { type: 'str' } },
          sub_sections: { steps: { repeats: true, section: { quantities: { time: { type: 'float' }, energy: { type: 'float' } } } } },
        },
      },
    },
  }

  it('shows the spec’s texts for a bad slice and an unresolved path, and draws the rest', async () => {
    const model = loadNomadDefinitions(schema, { base: bundledStrataMetainfo(), packageName: 'entry_id:errors' })
    const archive = { data: { m_def: '#/definitions/section_definitions/0', name: 'run', steps: [{ time: 0, energy: 1 }, { time: 1, energy: 0.5 }] } }
    render(<Browser archive={archive} model={model} initial={[{ name: 'data' }]} />)
    expect(await screen.findByText('Invalid slice notation: "1:x"')).toBeTruthy()
    expect(screen.getByText('Could not resolve the path steps/:/force')).toBeTruthy()
    const [plot] = await drawnPlots(1)
    expect(plot.drawn!.data[0]).toMatchObject({ x: [0, 1], y: [1, 0.5] })
  })
})

describeWithReference('plots declared with plotly annotations (NOMAD’s ELN example schema file, processed here without figures)', () => {
  const recorded = referenceArchive('eln-with-workflow2.archive.json')
  const { figures: _figures, ...pvd } = (recorded.data as { processes: { pvd_evaporation: Json } }).processes.pvd_evaporation
  const archive = { ...recorded, data: { ...(recorded.data as Json), processes: { pvd_evaporation: pvd } } }
  const schemaFile = loadYaml(readFileSync(join(REFERENCE_DIR, 'eln-schemas', 'eln', 'schema.archive.yaml'), 'utf8')) as Json
  const model = loadNomadDefinitions(schemaFile, { base: bundledStrataMetainfo(), source: 'schema.archive.yaml', packageName: 'entry_id:schema' })

  it('draws the plotly_graph_object figures with several lines, a second y axis and their #paths read from the section', async () => {
    render(<Browser archive={archive} model={model} initial={[{ name: 'data' }, { name: 'processes' }, { name: 'pvd_evaporation' }]} />)
    const panel = await screen.findByTestId('plot-panel')
    expect(within(panel).getByText('Pressure and Temperature over Time')).toBeTruthy()
    const plots = await drawnPlots(3)
    const both = plots.find((p) => p.drawn!.data.length === 2)!.drawn!
    expect(both.data[0]).toMatchObject({ x: pvd.time, y: pvd.chamber_pressure })
    expect(both.data[1]).toMatchObject({ x: pvd.time, y: pvd.substrate_temperature, yaxis: 'y2' })
    expect(both.layout).toMatchObject({ title: { text: 'Pressure and Temperature over Time' }, yaxis2: { overlaying: 'y', side: 'right' } })
    expect(plots.filter((p) => p.drawn!.data.length === 1).map((p) => p.drawn!.data[0].y)).toEqual([pvd.chamber_pressure, pvd.substrate_temperature])
  })
})

describeWithReference('plotly express and subplot annotations (NOMAD’s plotly schema)', () => {
  const file = loadYaml(readFileSync(join(REFERENCE_DIR, 'eln-schemas', 'plotly', 'plotly.schema.archive.yaml'), 'utf8')) as { data: { xArr: number[]; yArr: number[] } }
  const model = loadNomadDefinitions(file as unknown as Json, { base: bundledStrataMetainfo(), source: 'plotly.schema.archive.yaml', packageName: 'entry_id:plotly' })
  const data = { ...file.data, clr: [1, 2, 30, 4, 5] }

  it('orders the figures by index and draws express traces and a 2 × 2 grid of subplots', async () => {
    render(<Browser archive={{ data }} model={model} initial={[{ name: 'data' }]} />)
    const panel = await screen.findByTestId('plot-panel')
    // The chips (show/hide toggles), not the drawn plots' own buttons, which may already be there.
    const chips = [...panel.querySelectorAll('[aria-pressed]')].map((chip) => chip.textContent)
    // index 0, then index 1, then the unindexed ones as declared.
    expect(chips).toEqual(['graph object 2', 'subplot', 'graph object 1', 'express'])
    const plots = await drawnPlots(4)
    const express = plots[3].drawn!
    expect(express.data).toHaveLength(4)
    expect(express.data[0]).toMatchObject({ type: 'scatter', mode: 'markers', x: data.xArr, y: data.yArr })
    expect(express.layout).toMatchObject({ title: { text: 'Accepted plot title in quantity level' }, xaxis: { title: { text: 'accepted x axis' } } })
    const grid = plots[1].drawn!
    expect(grid.layout).toMatchObject({ grid: { rows: 2, columns: 2 }, xaxis3: { title: { text: 'x3 axis' } } })
    expect(grid.data.map((trace) => trace.xaxis)).toEqual(['x', 'x2', 'x3', 'x4'])
  })
})
