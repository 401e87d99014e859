// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { load as loadYaml } from 'js-yaml'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { bundledStrataMetainfo } from '../../../src/engine/metainfo/bundled.js'
import { loadNomadDefinitions, type Model } from '../../../src/engine/metainfo/index.js'
import { ArchiveBrowser } from '../../../src/renderers/archive/ArchiveBrowser.js'
import { laneKeyText, type LaneKey } from '../../../src/renderers/archive/lanes.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { serverLikeLoader } from './support.js'

afterEach(cleanup)

type Json = Record<string, unknown>

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

const lanes = () => screen.getAllByTestId('archive-lane')
const path = () => screen.getByTestId('path').textContent

describe('section attributes', () => {
  it('are listed in the section lane and open a lane of their own', async () => {
    render(<Browser archive={{ data: { name: 'sample', m_attributes: { source: 'lab book' } } }} initial={[{ name: 'data' }]} />)
    fireEvent.click(await waitFor(() => within(lanes()[1]).getByText('source')))
    expect(path()).toBe('data/@source')
    const lane = await screen.findByTestId('attribute-lane')
    expect(within(lane).getByText('attribute')).toBeTruthy()
    expect(within(lane).getByTestId('quantity-value').textContent).toBe('lab book')
  })
})

describeWithReference('attributes of NOMAD’s full-storage example schema', () => {
  const file = loadYaml(readFileSync(join(REFERENCE_DIR, 'eln-schemas', 'custom-schema', 'full-storage-quantities.archive.yaml'), 'utf8')) as { data: Json }
  const model = loadNomadDefinitions(file, { base: bundledStrataMetainfo(), packageName: 'entry_id:full-storage' })

  it('shows a section attribute with the type its definition declares', async () => {
    render(<Browser archive={{ data: file.data }} model={model} initial={[{ name: 'data' }, { name: '@section_attr_2' }]} />)
    const lane = await screen.findByTestId('attribute-lane')
    expect(within(lane).getByTestId('quantity-value').textContent).toBe('0')
    expect(within(lane).getByTestId('attribute-type').textContent).toBe('float')
  })

  it('shows a quantity stored in full with its value, and its attributes in their own lane', async () => {
    render(<Browser archive={{ data: file.data }} model={model} initial={[{ name: 'data' }, { name: 'my_quantity' }]} />)
    const quantity = await screen.findByTestId('quantity-lane')
    await waitFor(() => expect(within(quantity).getByTestId('quantity-value').textContent).toBe('value'))
    fireEvent.click(within(quantity).getByText('quantity_attr_2'))
    expect(path()).toBe('data/my_quantity/@quantity_attr_2')
    const lane = await screen.findByTestId('attribute-lane')
    expect(within(lane).getByTestId('attribute-type').textContent).toBe('float')
  })

  it('shows each instance of a variable quantity with its unit, and names attributes by instance', async () => {
    render(<Browser archive={{ data: file.data }} model={model} initial={[{ name: 'data' }, { name: 'MY_variable_quantity' }]} />)
    const quantity = await screen.findByTestId('quantity-lane')
    await waitFor(() => expect(within(quantity).getByText('foo_variable_quantity')).toBeTruthy())
    expect(within(quantity).getAllByTestId('matrix').map((m) => m.textContent)).toEqual([expect.stringContaining('mm'), expect.stringContaining('cm')])
    fireEvent.click(within(quantity).getByText('bar_variable_quantity: quantity_attr_1'))
    expect(within(await screen.findByTestId('attribute-lane')).getByTestId('quantity-value').textContent).toBe('bar')
  })
})
