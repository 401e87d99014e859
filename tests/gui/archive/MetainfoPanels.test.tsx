// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { load as loadYaml } from 'js-yaml'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { bundledStrataMetainfo } from '../../../src/engine/metainfo/bundled.js'
import { loadNomadDefinitions, type Model } from '../../../src/engine/metainfo/index.js'
import { ROOT_SECTION } from '../../../src/renderers/archive/definitions.js'
import { MetainfoBrowser } from '../../../src/renderers/archive/MetainfoBrowser.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { recordedCalls } from '../../server/archive/recordings.js'

afterEach(cleanup)

type Json = Record<string, unknown>
const base = bundledStrataMetainfo()

function Browser({ model = base, initial = [] }: { model?: Model; initial?: string[] }) {
  const [path, setPath] = useState(initial)
  return (
    <>
      <MetainfoBrowser model={model} path={path} onNavigate={setPath} />
      <output data-testid="path">{path.join('/')}</output>
    </>
  )
}

const lanes = () => screen.getAllByTestId('definition-lane')
const lastLane = () => lanes()[lanes().length - 1]

describe('definition properties of Strata’s metainfo', () => {
  it('lists a section’s aliases and a searchable quantity’s search keys', () => {
    const section = Object.values(base.sections).find((s) => s.aliases.includes('nomad.datamodel.metainfo.eln.Sample'))!
    render(<Browser initial={[section.qualifiedName]} />)
    expect(within(lastLane()).getByTestId('property-aliases').textContent).toContain('nomad.datamodel.metainfo.eln.Sample')
    cleanup()
    render(<Browser initial={[ROOT_SECTION, 'results', 'material', 'elements']} />)
    expect(within(lastLane()).getByTestId('property-search keys').textContent).toBe('results.material.elements')
  })
})

describeWithReference('attributes in NOMAD’s full-storage example schema', () => {
  const file = loadYaml(readFileSync(join(REFERENCE_DIR, 'eln-schemas', 'custom-schema', 'full-storage-quantities.archive.yaml'), 'utf8'))
  const model = loadNomadDefinitions(file, { base, packageName: 'entry_id:full-storage' })

  it('lists section attributes and opens an attribute definition page', async () => {
    render(<Browser model={model} initial={['entry_id:full-storage', 'MySection']} />)
    const panel = within(lastLane()).getByTestId('attributes-panel')
    expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['section_attr_1', 'section_attr_2'])
    fireEvent.click(within(panel).getByText('section_attr_2'))
    expect(screen.getByTestId('path').textContent).toBe('entry_id:full-storage/MySection/@section_attr_2')
    await waitFor(() => expect(within(lastLane()).getByText('attribute')).toBeTruthy())
    expect(within(lastLane()).getByTestId('fact-type').textContent).toBe('float')
    expect(within(lastLane()).getByText('entry_id:full-storage.MySection@section_attr_2')).toBeTruthy()
  })

  it('shows a variable quantity’s facts and its attributes', async () => {
    render(<Browser model={model} initial={['entry_id:full-storage', 'MySection', 'MY_variable_quantity']} />)
    expect(within(lastLane()).getByTestId('fact-variable').textContent).toBe('true')
    expect(within(lastLane()).getByTestId('fact-dimensionality').textContent).toBe('[length]')
    fireEvent.click(within(within(lastLane()).getByTestId('attributes-panel')).getByText('quantity_attr_1'))
    await waitFor(() => expect(within(lastLane()).getByText('attribute')).toBeTruthy())
    expect(within(lastLane()).getByTestId('fact-type').textContent).toBe('str')
  })
})

describeWithReference('annotations of NOMAD’s ELN example schema', () => {
  it('lists a section’s annotations, each unfolding to its JSON', async () => {
    const call = recordedCalls(['uploads']).find((c) => c.file.endsWith('uploadpage-create-entry.json') && /^entries\/[^/]+\/archive\/query$/.test(c.path))!
    const model = loadNomadDefinitions((call.response.data as { archive: Json }).archive, { base, packageName: 'entry_id:eln' })
    render(<Browser model={model} initial={['entry_id:eln.Sample.Processes.PvdEvaporation']} />)
    const panel = within(lastLane()).getByTestId('annotations-panel')
    expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['eln', 'plot'])
    fireEvent.click(within(panel).getByText('plot'))
    expect(within(panel).getByTestId('json-view').textContent).toContain('Pressure and Temperature over Time')
  })
})

describeWithReference('categories (the category definitions of NOMAD’s runschema.run package)', () => {
  const { packages } = JSON.parse(readFileSync(join(REFERENCE_DIR, 'artifacts', 'metainfo.json'), 'utf8')) as { packages: { name: string; category_definitions?: Json[] }[] }
  const run = packages.find((p) => p.name === 'runschema.run')!
  const schema = {
    definitions: {
      name: 'runschema.run',
      category_definitions: run.category_definitions,
      sections: { Program: { links: ['https://nomad-lab.eu/prod/v1/docs/'], quantities: { compilation_host: { type: 'str', categories: ['AccessoryInfo', 'ProgramInfo'] } } } },
    },
  }
  const model = loadNomadDefinitions(schema, { base, packageName: 'entry_id:run' })

  it('lists a quantity’s categories and opens their definition page; the package lists its categories', async () => {
    render(<Browser model={model} initial={['entry_id:run.Program', 'compilation_host']} />)
    const panel = within(lastLane()).getByTestId('categories-panel')
    expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['AccessoryInfo', 'ProgramInfo'])
    fireEvent.click(within(panel).getByText('AccessoryInfo'))
    expect(screen.getByTestId('path').textContent).toBe('entry_id:run/category:AccessoryInfo')
    await waitFor(() => expect(within(lastLane()).getByText('category')).toBeTruthy())
    const description = String(run.category_definitions!.find((c) => c.name === 'AccessoryInfo')!.description)
    expect(lastLane().textContent).toContain(description.trim())
    expect(within(lanes()[0]).getByText('ProgramInfo')).toBeTruthy()
  })

  it('finds categories by search', async () => {
    render(<Browser model={model} />)
    const input = screen.getByLabelText('Search definitions')
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'ProgramInfo' } })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.click(await screen.findByText('entry_id:run.ProgramInfo'))
    expect(screen.getByTestId('path').textContent).toBe('entry_id:run/category:ProgramInfo')
  })

  it('shows the links a definition gives', () => {
    render(<Browser model={model} initial={['entry_id:run.Program']} />)
    expect(within(within(lastLane()).getByTestId('links-panel')).getByText('https://nomad-lab.eu/prod/v1/docs/').closest('a')?.getAttribute('href')).toBe('https://nomad-lab.eu/prod/v1/docs/')
  })
})
