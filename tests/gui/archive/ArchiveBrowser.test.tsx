// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { bundledStrataMetainfo } from '../../../src/engine/metainfo/bundled.js'
import type { Model } from '../../../src/engine/metainfo/index.js'
import { ArchiveBrowser } from '../../../src/renderers/archive/ArchiveBrowser.js'
import { sectionDefinitionAt } from '../../../src/renderers/archive/definitions.js'
import type { LaneKey } from '../../../src/renderers/archive/lanes.js'
import { CANNOT_RESOLVE } from '../../../src/renderers/archive/QuantityLane.js'
import { describeWithReference } from '../../reference.js'
import { referenceArchive, serverLikeLoader } from './support.js'

afterEach(cleanup)

type Json = Record<string, unknown>

function Browser({ archive, model, initial = [] }: { archive: Json; model?: Model; initial?: LaneKey[] }) {
  const [path, setPath] = useState<LaneKey[]>(initial)
  const [{ load }] = useState(() => serverLikeLoader(archive))
  return <ArchiveBrowser path={path} onNavigate={setPath} loadSection={load} model={model} />
}

const lanes = () => screen.getAllByTestId('archive-lane')
/** Clicks a text in a lane once that lane has loaded (a loading lane is replaced by the loaded one). */
async function click(lane: number, text: string | RegExp) {
  const target = await waitFor(() => within(lanes()[lane]).getByText(text))
  fireEvent.click(target)
}

describeWithReference('archive browser on NOMAD’s VASP archive', () => {
  const archive = referenceArchive('vasp-calculation.archive.json')

  it('walks run:0 → system:0 → atoms → positions, lane by lane, with a matrix preview', async () => {
    render(<Browser archive={archive} model={bundledStrataMetainfo()} />)
    await click(0, 'run')
    await click(0, 'run:0')
    await click(1, 'system')
    await click(1, 'system:0')
    await click(2, 'atoms')
    await click(3, 'positions')
    const matrix = await screen.findByTestId('matrix')
    expect(within(matrix).getByText('and 11 more items')).toBeTruthy()
    expect(within(matrix).getByText('[16, 3]')).toBeTruthy()
    expect(lanes()).toHaveLength(5)
  })

  it('jumps to a path typed into the toolbar’s search box', async () => {
    render(<Browser archive={archive} model={bundledStrataMetainfo()} />)
    const box = screen.getByLabelText('Jump to path')
    fireEvent.change(box, { target: { value: 'run:0/system/0/atoms' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(within(lanes()[3]).getByText('positions')).toBeTruthy())
    expect(within(lanes()[1]).getByText('system:0').closest('.Mui-selected')).toBeTruthy()
  })

  it('asks the server for one lane at a time, never for the whole archive', async () => {
    const { load, asked } = serverLikeLoader(archive)
    function Probe() {
      const [path, setPath] = useState<LaneKey[]>([])
      return <ArchiveBrowser path={path} onNavigate={setPath} loadSection={load} />
    }
    render(<Probe />)
    await click(0, 'run')
    await click(0, 'run:0')
    await waitFor(() => within(lanes()[1]).getByText('calculation'))
    expect(asked).toEqual([{ m_request: { depth: 1 } }, { 'run[0]': { m_request: { depth: 1 } } }])
  })

  it('shows a quantity with the unit and description of Strata’s metainfo', async () => {
    const model = bundledStrataMetainfo()
    const keys = ['results', 'properties', 'structures', 'structure_original', 'lattice_parameters'].map((name) => ({ name }))
    const def = sectionDefinitionAt(model, keys)?.allQuantities.find((q) => q.name === 'a')
    expect(def?.unit).toBeTruthy()
    render(<Browser archive={archive} model={model} initial={[...keys, { name: 'a' }]} />)
    expect((await screen.findByTestId('quantity-value')).textContent).toMatch(new RegExp(`^\\d.*e-10 ${def!.unit!}$`))
    if (def?.description) expect(screen.getByText(def.description)).toBeTruthy()
  })

  it('shows the definition of a section and of a quantity as lanes of their own', async () => {
    const model = bundledStrataMetainfo()
    render(<Browser archive={archive} model={model} initial={[{ name: 'results' }, { name: 'material' }]} />)
    await waitFor(() => within(lanes()[2]).getByText('elements'))
    // NOMAD's 'definitions' toggle puts the metainfo item at the bottom of each lane; it starts off.
    expect(within(lanes()[2]).queryByText('section definition')).toBeNull()
    fireEvent.click(screen.getByLabelText('definitions'))
    await click(2, 'section definition')
    const section = await screen.findByTestId('definition-lane')
    expect(within(section).getByText('nomad.datamodel.results.Material')).toBeTruthy()
    cleanup()
    render(<Browser archive={archive} model={model} initial={[{ name: 'results' }, { name: 'material' }, { name: 'elements' }]} />)
    fireEvent.click(within(await screen.findByTestId('quantity-lane')).getByText('definition'))
    const quantity = await screen.findByTestId('definition-lane')
    expect(within(quantity).getByText('nomad.datamodel.results.Material.elements')).toBeTruthy()
    expect(within(quantity).getByTestId('fact-type').textContent).toMatch(/^Enum\(/)
  })

  it('follows references inside the archive', async () => {
    const model = bundledStrataMetainfo()
    render(<Browser archive={archive} model={model} initial={[{ name: 'run', index: 0 }, { name: 'calculation', index: 0 }]} />)
    await click(2, 'system_ref')
    fireEvent.click(await screen.findByText('Follow reference'))
    await waitFor(() => expect(within(lanes()[1]).getByText('system:0').closest('[aria-selected], .Mui-selected')).toBeTruthy())
  })
})

describe('archive browser rules', () => {
  const archive = {
    data: {
      name: 'sample',
      x_code_specific: 1,
      tiny: 1.5e-7,
      huge: 123456789,
      plain: 42.5,
      long_text: 'a'.repeat(1200),
      items: Array.from({ length: 120 }, (_, i) => ({ index: i })),
      broken_ref: '/data/items/500',
      m_attributes: { source: 'lab book' },
    },
  }

  it('hides x_ properties until code specific ones are switched on', async () => {
    render(<Browser archive={archive} initial={[{ name: 'data' }]} />)
    await waitFor(() => within(lanes()[1]).getByText('name'))
    expect(within(lanes()[1]).queryByText('x_code_specific')).toBeNull()
    fireEvent.click(screen.getByLabelText('code specific'))
    await waitFor(() => within(lanes()[1]).getByText('x_code_specific'))
  })

  it("'all defined' also lists, greyed and closed, what the definition allows but the entry lacks; it excludes 'code specific'", async () => {
    const entry = { results: { material: { elements: ['Si'], x_strata_note: 'n' } } }
    render(<Browser archive={entry} model={bundledStrataMetainfo()} initial={[{ name: 'results' }, { name: 'material' }]} />)
    await waitFor(() => within(lanes()[2]).getByText('elements'))
    expect(within(lanes()[2]).queryByText('chemical_formula_hill')).toBeNull()
    fireEvent.click(screen.getByLabelText('all defined'))
    const formula = await waitFor(() => within(lanes()[2]).getByText('chemical_formula_hill'))
    expect(formula.closest('[data-testid="absent-property"]')?.getAttribute('aria-disabled')).toBe('true')
    expect(within(lanes()[2]).getByText('symmetry').closest('[data-testid="absent-property"]')).toBeTruthy()
    expect(within(lanes()[2]).getByText('elements').closest('[data-testid="absent-property"]')).toBeNull()
    fireEvent.click(formula)
    expect(screen.queryByTestId('quantity-lane')).toBeNull()
    fireEvent.click(screen.getByLabelText('code specific'))
    expect((screen.getByLabelText('all defined') as HTMLInputElement).checked).toBe(false)
    await waitFor(() => expect(within(lanes()[2]).queryByText('chemical_formula_hill')).toBeNull())
    expect(within(lanes()[2]).getByText('x_strata_note')).toBeTruthy()
  })

  it('writes numbers scientific outside 1e-5..1e5', async () => {
    render(<Browser archive={archive} initial={[{ name: 'data' }, { name: 'tiny' }]} />)
    expect((await screen.findByTestId('quantity-value')).textContent).toBe('1.5e-7')
    cleanup()
    render(<Browser archive={archive} initial={[{ name: 'data' }, { name: 'huge' }]} />)
    expect((await screen.findByTestId('quantity-value')).textContent).toBe('1.2346e+8')
    cleanup()
    render(<Browser archive={archive} initial={[{ name: 'data' }, { name: 'plain' }]} />)
    expect((await screen.findByTestId('quantity-value')).textContent).toBe('42.5')
  })

  it('leaves texts over 1000 characters out of the JSON view', async () => {
    render(<Browser archive={archive} initial={[{ name: 'data' }, { name: 'long_text' }]} />)
    fireEvent.click(await screen.findByText('JSON'))
    expect(screen.getByTestId('json-view').textContent).toContain('1200 characters omitted')
    expect(screen.getByTestId('json-view').textContent).not.toContain('a'.repeat(1001))
  })

  it('shows the first 50 and last 5 items of a long list and 25 more per click', async () => {
    render(<Browser archive={archive} initial={[{ name: 'data' }]} />)
    await click(1, 'items')
    const lane = lanes()[1]
    expect(within(lane).getByText('items:49')).toBeTruthy()
    expect(within(lane).queryByText('items:50')).toBeNull()
    expect(within(lane).getByText('items:115')).toBeTruthy()
    expect(within(lane).getByText('... 65 more')).toBeTruthy()
    fireEvent.click(within(lane).getByText('... 65 more'))
    expect(within(lane).getByText('items:74')).toBeTruthy()
    expect(within(lane).queryByText('items:75')).toBeNull()
    expect(within(lane).getByText('... 40 more')).toBeTruthy()
  })

  it('says a reference that leads nowhere cannot be resolved', async () => {
    render(<Browser archive={archive} initial={[{ name: 'data' }, { name: 'broken_ref' }]} />)
    expect(await screen.findByText(CANNOT_RESOLVE)).toBeTruthy()
  })
})

describeWithReference('archive browser with the entry’s own schema (NOMAD’s intra-entry recording)', () => {
  const archive = referenceArchive('intra-entry-schema-and-data.archive.json')

  it('names the data section by the definition the entry’s schema gives it', async () => {
    const { entryModel } = await import('../../../src/renderers/archive/entryModel.js')
    const { applyRequired } = await import('../../../src/server/archive/apply-required.js')
    const post = async (_path: string, body: unknown) => ({ data: { archive: await applyRequired(archive, (body as { required: never }).required) } })
    const root = (await post('', { required: { m_request: { depth: 1 } } })).data.archive
    const model = await entryModel(bundledStrataMetainfo(), root, 'intra', post)
    render(<Browser archive={archive} model={model} initial={[{ name: 'data' }]} />)
    await waitFor(() => expect(within(lanes()[1]).getByTestId('section-definition').textContent).toBe('MySection'))
    expect(within(lanes()[1]).getByText('my_quantity')).toBeTruthy()
  })
})

describe('referenced by', () => {
  const archive = { data: { name: 'sample' } }

  it('loads on first unfold: loading, then the referencing entries or that there are none', async () => {
    const asked: string[] = []
    function Probe({ answer }: { answer: { entry_id: string; mainfile?: string }[] }) {
      const [path, setPath] = useState<LaneKey[]>([{ name: 'data' }])
      const [{ load }] = useState(() => serverLikeLoader(archive))
      return <ArchiveBrowser path={path} onNavigate={setPath} loadSection={load} queryReferencedBy={async (p) => (asked.push(p), answer)} />
    }
    render(<Probe answer={[]} />)
    expect(asked).toEqual([])
    fireEvent.click(await waitFor(() => within(lanes()[1]).getByText('referenced by')))
    expect(await within(lanes()[1]).findByText('not referenced by other entries')).toBeTruthy()
    expect(asked).toEqual(['/data'])
    cleanup()
    render(<Probe answer={[{ entry_id: 'X', mainfile: 'measurement.archive.json' }]} />)
    fireEvent.click(await waitFor(() => within(lanes()[0]).getByText('referenced by')))
    expect(await within(lanes()[0]).findByText('measurement.archive.json')).toBeTruthy()
    expect(asked.at(-1)).toBe('/')
  })
})

describeWithReference('referenced-by request', () => {
  it('is the body NOMAD’s GUI sends', async () => {
    const { recordedCalls } = await import('../../server/archive/recordings.js')
    const { referencedByRequest } = await import('../../../src/renderers/archive/ReferencedBy.js')
    const recorded = recordedCalls(['uploads']).find((c) => c.file.endsWith('archive_browser_test_vasp.json') && c.path === 'entries/query')!
    const query = (recorded.body as { query: Record<string, string> }).query
    expect(referencedByRequest(query['entry_references.target_entry_id'], query['entry_references.target_path'])).toEqual(recorded.body)
  })
})
