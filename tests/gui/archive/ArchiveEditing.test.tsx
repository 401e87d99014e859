// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { parse } from 'yaml'
import { afterEach, describe, expect, it } from 'vitest'
import { bundledStrataMetainfo } from '../../../src/engine/metainfo/bundled.js'
import { loadNomadDefinitions, type Model } from '../../../src/engine/metainfo/index.js'
import { ArchiveBrowser } from '../../../src/renderers/archive/ArchiveBrowser.js'
import type { ArchiveEditing } from '../../../src/renderers/archive/editing.js'
import type { LaneKey } from '../../../src/renderers/archive/lanes.js'
import { laneLoader } from '../../../src/renderers/archive/loader.js'
import { valueAtPath } from '../../../src/engine/archive/paths.js'

afterEach(cleanup)

type Json = Record<string, unknown>
const ELN = join(import.meta.dirname, '..', '..', '..', 'examples', 'eln')
const SCHEMA = 'schema.archive.yaml'

/** Our ELN schema loaded as the entry page loads a schema of the same upload; `change` alters the schema document first. */
function elnModel(change: (schema: Json) => void = () => {}): Model {
  const schema = parse(readFileSync(join(ELN, SCHEMA), 'utf8')) as Json
  change(schema)
  return loadNomadDefinitions(schema, { base: bundledStrataMetainfo(), source: SCHEMA, packageName: 'entry_id:schema-entry' })
}

const sample = () => JSON.parse(readFileSync(join(ELN, 'sample-ZnO-001.archive.json'), 'utf8')) as Json

/** The browser over an archive kept in memory; with `editable`, an editing object that applies changes to it. */
function Browser({ model, editable, initial }: { model: Model; editable: boolean; initial: LaneKey[] }) {
  const [path, setPath] = useState<LaneKey[]>(initial)
  const [archive, setArchive] = useState<Json>(sample)
  const load = Object.assign((p: (string | number)[]) => Promise.resolve(valueAtPath(archive, p) as Json | undefined), {
    prime: () => {},
    whole: (p: (string | number)[]) => Promise.resolve(valueAtPath(archive, p)),
  }) as ReturnType<typeof laneLoader>
  const editing: ArchiveEditing | undefined = editable
    ? { ready: true, changed: false, saving: false, apply: async (change) => setArchive((current) => change(current)), save: async () => {} }
    : undefined
  return (
    <>
      <ArchiveBrowser path={path} onNavigate={setPath} loadSection={load} model={model} editing={editing} />
      <output data-testid="archive">{JSON.stringify(archive)}</output>
    </>
  )
}

const lanes = () => screen.getAllByTestId('archive-lane')
const stored = () => JSON.parse(screen.getByTestId('archive').textContent ?? '{}') as { data: Json }

describe('archive editing in the browser', () => {
  it('offers no editors, add or delete buttons and no save to someone who may not edit', async () => {
    render(<Browser model={elnModel()} editable={false} initial={[{ name: 'data' }]} />)
    await waitFor(() => within(lanes()[1]).getByText('lab_id'))
    expect(screen.queryByLabelText('lab_id')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add measurements' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Save archive' })).toBeNull()
  })

  it('edits quantities of ELN sections and adds and deletes measurements', async () => {
    render(<Browser model={elnModel()} editable initial={[{ name: 'data' }]} />)
    // The editors (rjsf forms) load lazily with the first editable lane.
    const labId = await waitFor(() => within(lanes()[1]).getByLabelText('lab_id'), { timeout: 15000 })
    fireEvent.change(labId, { target: { value: 'ZnO-001b' } })
    fireEvent.keyDown(labId, { key: 'Enter' })
    await waitFor(() => expect(stored().data.lab_id).toBe('ZnO-001b'))

    const newTag = within(lanes()[1]).getByLabelText('tags: new item')
    fireEvent.change(newTag, { target: { value: 'thin film' } })
    fireEvent.keyDown(newTag, { key: 'Enter' })
    await waitFor(() => expect(stored().data.tags).toEqual(['ZnO', 'sputtering', 'thin film']))
    const firstTag = within(lanes()[1]).getByLabelText('tags:0')
    fireEvent.change(firstTag, { target: { value: '' } })
    fireEvent.keyDown(firstTag, { key: 'Enter' })
    await waitFor(() => expect(stored().data.tags).toEqual(['sputtering', 'thin film']))

    fireEvent.click(screen.getByRole('button', { name: 'Add measurements' }))
    await waitFor(() => expect(stored().data.measurements).toHaveLength(2))
    const resistance = await waitFor(() => within(lanes()[2]).getByLabelText('sheet_resistance (ohm)'))
    fireEvent.change(resistance, { target: { value: 'many' } })
    fireEvent.keyDown(resistance, { key: 'Enter' })
    expect(await screen.findByText("Enter a valid numerical value with datatype 'float64'.", {}, { timeout: 15000 })).toBeTruthy()
    expect((stored().data.measurements as Json[])[1]).toEqual({})

    fireEvent.click(within(lanes()[2]).getByRole('button', { name: 'Delete this section' }))
    await waitFor(() => expect(stored().data.measurements).toHaveLength(1))
  })

  it('edits a section as JSON, refusing text that is not JSON with the spec’s words', async () => {
    render(<Browser model={elnModel()} editable initial={[{ name: 'data' }, { name: 'measurements', index: 0 }]} />)
    fireEvent.click(await waitFor(() => within(lanes()[2]).getByRole('button', { name: 'Edit as JSON' })))
    const json = await waitFor(() => within(lanes()[2]).getByLabelText('JSON'))
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual({ datetime: '2024-03-05T10:00:00+00:00', temperature: 295.15, sheet_resistance: 1850 })
    fireEvent.change(json, { target: { value: '{"temperature": ' } })
    fireEvent.focusOut(json)
    expect(await within(lanes()[2]).findByText(/^This is not JSON: /)).toBeTruthy()
    expect((stored().data.measurements as Json[])[0].temperature).toBe(295.15)
    fireEvent.change(json, { target: { value: '{"temperature": 300, "sheet_resistance": 1700}' } })
    fireEvent.focusOut(json)
    await waitFor(() => expect((stored().data.measurements as Json[])[0]).toEqual({ temperature: 300, sheet_resistance: 1700 }))
  })

  it('shows a number in a chosen unit, converting in place or, with that off, keeping the number', async () => {
    render(<Browser model={elnModel()} editable initial={[{ name: 'data' }, { name: 'measurements', index: 0 }]} />)
    const temperature = () => within(lanes()[2]).getByLabelText(/^temperature \(/) as HTMLInputElement
    await waitFor(() => expect(temperature().value).toBe('22'), { timeout: 15000 })
    const chooseUnit = async (unit: string) => {
      fireEvent.mouseDown(within(within(lanes()[2]).getByRole('group', { name: 'temperature unit' })).getByRole('combobox'))
      fireEvent.click(await screen.findByRole('option', { name: unit }))
    }
    await chooseUnit('kelvin')
    await waitFor(() => expect(temperature().value).toBe('295.15'))
    expect((stored().data.measurements as Json[])[0].temperature).toBe(295.15)

    fireEvent.click(within(within(lanes()[2]).getByRole('group', { name: 'temperature unit' })).getByRole('checkbox', { name: 'convert in place' }))
    await chooseUnit('celsius')
    await waitFor(() => expect((stored().data.measurements as Json[])[0].temperature).toBeCloseTo(568.3, 6))
    expect(temperature().value).toBe('295.15')
  })

  it('checks values as spec 2 §5 words it: ELN limits, URLs, and JSON that touches what may not be edited', async () => {
    const model = elnModel((schema) => {
      const sections = (schema.definitions as Json).sections as Record<string, Json>
      const sample = sections.ThinFilmSample
      ;(sample.quantities as Json).website = { type: 'str', m_annotations: { eln: { component: 'URLEditQuantity' } } }
      sample.m_annotations = { eln: { properties: { editable: { exclude: ['temperature'] } } } }
      const resistance = (sections.SheetResistanceMeasurement.quantities as Record<string, Json>).sheet_resistance
      resistance.m_annotations = { eln: { component: 'NumberEditQuantity', props: { maxValue: 5000 } } }
    })
    render(<Browser model={model} editable initial={[{ name: 'data' }, { name: 'measurements', index: 0 }]} />)
    const website = await waitFor(() => within(lanes()[1]).getByLabelText('website'), { timeout: 15000 })
    fireEvent.change(website, { target: { value: 'not a url' } })
    fireEvent.keyDown(website, { key: 'Enter' })
    expect(await within(lanes()[1]).findByText('Invalid URL string!')).toBeTruthy()
    fireEvent.change(website, { target: { value: 'https://example.org/samples/ZnO-001' } })
    fireEvent.keyDown(website, { key: 'Enter' })
    await waitFor(() => expect(stored().data.website).toBe('https://example.org/samples/ZnO-001'))

    const resistance = await waitFor(() => within(lanes()[2]).getByLabelText('sheet_resistance (ohm)'))
    fireEvent.change(resistance, { target: { value: '9000' } })
    fireEvent.keyDown(resistance, { key: 'Enter' })
    expect(await screen.findByText('Enter a value that is equal or smaller than 5000 (ohm).', {}, { timeout: 15000 })).toBeTruthy()
    expect((stored().data.measurements as Json[])[0].sheet_resistance).toBe(1850)

    fireEvent.click(within(lanes()[2]).getByRole('button', { name: 'Edit as JSON' }))
    const json = await waitFor(() => within(lanes()[2]).getByLabelText('JSON'))
    fireEvent.change(json, { target: { value: '{"temperature": 1, "sheet_resistance": 1850}' } })
    fireEvent.focusOut(json)
    expect(await within(lanes()[2]).findByText('Not editable: temperature.')).toBeTruthy()
    expect((stored().data.measurements as Json[])[0].temperature).toBe(295.15)
  })

  it('keeps quantities and sub sections a parent lists as not editable read-only (spec 3 §5)', async () => {
    const model = elnModel((schema) => {
      const sample = ((schema.definitions as Json).sections as Json).ThinFilmSample as Json
      sample.m_annotations = { eln: { properties: { editable: { exclude: ['lab_id', 'measurements', 'temperature'] } } } }
    })
    render(<Browser model={model} editable initial={[{ name: 'data' }, { name: 'measurements', index: 0 }]} />)
    await waitFor(() => within(lanes()[1]).getByLabelText('name'), { timeout: 15000 })
    expect(within(lanes()[1]).queryByLabelText('lab_id')).toBeNull()
    expect(within(lanes()[1]).getByText('lab_id')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add measurements' })).toBeNull()
    // Below the excluding parent: its own quantities stay editable, the excluded name does not.
    await waitFor(() => within(lanes()[2]).getByLabelText('sheet_resistance (ohm)'))
    expect(within(lanes()[2]).queryByLabelText('temperature (celsius)')).toBeNull()
    expect(within(lanes()[2]).queryByRole('button', { name: 'Delete this section' })).toBeNull()
  })
})
