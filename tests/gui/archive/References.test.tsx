// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../src/engine/api/client.js'
import { ArchiveBrowser } from '../../../src/renderers/archive/ArchiveBrowser.js'
import type { LaneKey } from '../../../src/renderers/archive/lanes.js'
import { laneLoader } from '../../../src/renderers/archive/loader.js'
import { entryRoutePrefix, otherEntryPath } from '../../../src/renderers/archive/entryRoutes.js'
import { CANNOT_RESOLVE, FOLLOW_REFERENCE } from '../../../src/renderers/archive/ReferenceValue.js'
import { describeWithReference } from '../../reference.js'
import { referenceArchive, serverLikeApi } from './support.js'

afterEach(cleanup)

type Json = Record<string, unknown>

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

function Browser({ api, entryId, initial, page = '' }: { api: ApiClient; entryId: string; initial: LaneKey[]; page?: string }) {
  const [path, setPath] = useState<LaneKey[]>(initial)
  const [load] = useState(() => laneLoader((required) => api.post(`entries/${entryId}/archive/query`, { required })))
  return (
    <MemoryRouter initialEntries={[`${page}/entry/id/${entryId}/data`]}>
      <ArchiveBrowser path={path} onNavigate={setPath} loadSection={load} api={api} entryId={entryId} />
      <Where />
    </MemoryRouter>
  )
}

const quantityLane = () => screen.findByTestId('quantity-lane')

describeWithReference('references into other entries (NOMAD’s ELN sample and the chemical it uses)', () => {
  const sample = referenceArchive('eln-sample-with-plots.archive.json')
  const chemical = referenceArchive('eln-chemical.archive.json')
  const chemicalId = (chemical.metadata as Json).entry_id as string
  const sampleId = (sample.metadata as Json).entry_id as string

  it('resolves a raw-file reference by mainfile, shows the target and follows it to that entry’s Data tab', async () => {
    const { api, calls } = serverLikeApi([sample, chemical])
    render(<Browser api={api} entryId={sampleId} initial={[{ name: 'data' }, { name: 'processes' }, { name: 'pvd_evaporation' }, { name: 'chemicals' }]} />)
    const lane = await quantityLane()
    await waitFor(() => expect(within(lane).getByTestId('json-view').textContent).toContain('"formula": "O2"'))
    expect(within(lane).queryByText(CANNOT_RESOLVE)).toBeNull()
    const search = calls.find((c) => c.path === 'entries/archive/query')!
    expect(search.body.query).toEqual({ upload_id: 'archive_browser_test', mainfile: 'chemical.archive.json' })
    fireEvent.click(within(lane).getByText(FOLLOW_REFERENCE))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/entry/id/${chemicalId}/data/data`))
  })

  it('resolves entry id references in both forms, asking the target entry for the referenced part only', async () => {
    const data = {
      same_upload: `../upload/archive/${chemicalId}#/data/formula`,
      other_upload: `../uploads/archive_browser_test/archive/${chemicalId}#/data`,
    }
    const source = { metadata: { entry_id: 'SOURCE', upload_id: 'elsewhere' }, data }
    const { api, calls } = serverLikeApi([source, chemical])
    render(<Browser api={api} entryId="SOURCE" initial={[{ name: 'data' }, { name: 'same_upload' }]} />)
    await waitFor(async () => expect(within(await quantityLane()).getByTestId('quantity-value').textContent).toBe('O2'))
    expect(calls.filter((c) => c.path === `entries/${chemicalId}/archive/query`).map((c) => c.body.required)).toEqual([{ data: { formula: { m_request: { depth: 1 } } } }])
    expect(within(await quantityLane()).getByText(FOLLOW_REFERENCE).closest('a')?.getAttribute('href')).toBe(`/entry/id/${chemicalId}/data/data/formula`)
    cleanup()
    render(<Browser api={api} entryId="SOURCE" initial={[{ name: 'data' }, { name: 'other_upload' }]} />)
    await waitFor(async () => expect(within(await quantityLane()).getByTestId('json-view').textContent).toContain('material_library.Chemical'))
  })

  it('follows into another entry below the page the browser is on: the upload page for its own upload, the top level for another', async () => {
    const data = {
      same_upload: `../upload/archive/${chemicalId}#/data/formula`,
      other_upload: `../uploads/archive_browser_test/archive/${chemicalId}#/data`,
    }
    const { api } = serverLikeApi([{ metadata: { entry_id: 'SOURCE', upload_id: 'U' }, data }, chemical])
    const page = '/user/uploads/upload/id/U'
    const follow = async () => (await within(await quantityLane()).findByText(FOLLOW_REFERENCE)).closest('a')?.getAttribute('href')
    render(<Browser api={api} entryId="SOURCE" page={page} initial={[{ name: 'data' }, { name: 'same_upload' }]} />)
    expect(await follow()).toBe(`${page}/entry/id/${chemicalId}/data/data/formula`)
    cleanup()
    render(<Browser api={api} entryId="SOURCE" page={page} initial={[{ name: 'data' }, { name: 'other_upload' }]} />)
    expect(await follow()).toBe(`/entry/id/${chemicalId}/data/data`)
  })

  it('says only a truly unresolvable reference cannot be resolved', async () => {
    const data = { gone: '../upload/archive/NO-SUCH-ENTRY#/data', nowhere: `../upload/archive/${chemicalId}#/data/no_such_quantity` }
    const { api } = serverLikeApi([{ metadata: { entry_id: 'SOURCE', upload_id: 'U' }, data }, chemical])
    for (const name of Object.keys(data)) {
      render(<Browser api={api} entryId="SOURCE" initial={[{ name: 'data' }, { name }]} />)
      expect(await within(await quantityLane()).findByText(CANNOT_RESOLVE)).toBeTruthy()
      cleanup()
    }
  })
})

describe('lists of references', () => {
  it('resolve each of the first 50 and say how many more there are', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ index: i }))
    const data = { items, refs: items.map((_, i) => `#/data/items/${i}`) }
    const { api } = serverLikeApi([{ metadata: { entry_id: 'SOURCE', upload_id: 'U' }, data }])
    render(<Browser api={api} entryId="SOURCE" initial={[{ name: 'data' }, { name: 'refs' }]} />)
    const lane = await quantityLane()
    await waitFor(() => expect(within(lane).getAllByText(FOLLOW_REFERENCE)).toHaveLength(50))
    expect(within(lane).getByText('and 10 more items')).toBeTruthy()
  })
})

describe('path of another entry', () => {
  it('writes repeating items as name:index', () => {
    expect(otherEntryPath('/entry/id/X/data', 'E', { lanes: ['run', 0, 'system', 1] })).toBe('/entry/id/E/data/run:0/system:1')
    expect(otherEntryPath('/entry/id/X/data', 'E', { lanes: [] })).toBe('/entry/id/E/data')
  })

  it('keeps the page the entry route hangs below, unless the entry lies in another upload', () => {
    const upload = '/user/uploads/upload/id/U'
    expect(entryRoutePrefix(`${upload}/entry/id/X/data/entry/id/Y`)).toBe(upload)
    expect(entryRoutePrefix('/search/entries')).toBe('')
    expect(otherEntryPath(`${upload}/entry/id/X/overview`, 'E')).toBe(`${upload}/entry/id/E`)
    expect(otherEntryPath(`${upload}/entry/id/X`, 'E', { otherUpload: true })).toBe('/entry/id/E')
    expect(otherEntryPath('/search/entries/entry/id/X/data/run:0', 'E/1')).toBe('/search/entries/entry/id/E%2F1')
  })
})
