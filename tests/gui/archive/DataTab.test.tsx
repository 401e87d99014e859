// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../../../src/engine/api/client.js'
import { applyRequired } from '../../../src/server/archive/apply-required.js'

type Json = Record<string, unknown>
const API = 'http://strata.test/api/v1'
let archive: Json | undefined
/** When set, the server answers with this text instead of JSON (a damaged processed archive). */
let brokenText: string | undefined
const requests: string[] = []

/** The API as our server answers archive queries on one stored archive (404 when there is none). */
const client = new ApiClient({
  baseUrl: API,
  fetch: async (input, init) => {
    const request = new Request(input, init)
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
    if (brokenText !== undefined) return new Response(brokenText, { headers: { 'content-type': 'application/json' } })
    if (!archive) return new Response(JSON.stringify({ detail: 'The entry with the given id does not exist or is not visible to you.' }), { status: 404 })
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/v1/entries/E1/archive')
      return new Response(JSON.stringify({ entry_id: 'E1', required: '*', data: { entry_id: 'E1', upload_id: 'U1', archive } }), { headers: { 'content-type': 'application/json' } })
    const { required } = (await request.json()) as { required: never }
    const body = { required, entry_id: 'E1', data: { entry_id: 'E1', upload_id: 'U1', archive: await applyRequired(archive, required) } }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  },
})
const raiseError = vi.fn()
vi.mock('../../../src/app/api/ApiContext.js', () => ({ useApi: () => client }))
vi.mock('../../../src/app/errors/ErrorsContext.js', () => ({ useErrors: () => ({ raiseError }) }))

const { default: DataTab, NO_ARCHIVE, NOT_JSON } = await import('../../../src/app/pages/entry/tabs/DataTab.js')

afterEach(cleanup)

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

function renderTab(path = '/entry/id/E1/data') {
  // A data router, as the app has (editing guards against leaving with unsaved changes through it).
  const page = (
    <>
      <DataTab entryId="E1" />
      <Where />
    </>
  )
  const router = createMemoryRouter(
    [
      { path: '/entry/id/:entryId/*', element: page },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  )
  return render(<RouterProvider router={router} />)
}

const example = () => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', 'calculation', 'Si-PBE-single-point.archive.json'), 'utf8')) as Json
const lanes = () => screen.getAllByTestId('archive-lane')

describe('Data tab', () => {
  it('shows processed data that is not valid JSON as plain text, with the spec’s words', async () => {
    brokenText = '{"data": {"name": "sample", truncated'
    try {
      renderTab()
      expect(await screen.findByText(NOT_JSON, undefined, { timeout: 10000 })).toBeTruthy()
      expect(screen.getByText('{"data": {"name": "sample", truncated')).toBeTruthy()
      expect(screen.queryByTestId('archive-lane')).toBeNull()
    } finally {
      brokenText = undefined
    }
  })

  it('explains a missing archive with the spec’s words', async () => {
    archive = undefined
    renderTab()
    expect(await screen.findByText(NO_ARCHIVE)).toBeTruthy()
    expect(raiseError).not.toHaveBeenCalled()
  })

  it('browses our example VASP calculation lane by lane, keeping the lanes in the URL', async () => {
    archive = example()
    renderTab()
    // The first render builds Strata's metainfo model, which takes a moment.
    fireEvent.click(await waitFor(() => within(lanes()[0]).getByText('run'), { timeout: 10000 }))
    fireEvent.click(within(lanes()[0]).getByText('run:0'))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/entry/id/E1/data/run:0'))
    fireEvent.click(await waitFor(() => within(lanes()[1]).getByText('system')))
    fireEvent.click(within(lanes()[1]).getByText('system:0'))
    fireEvent.click(await waitFor(() => within(lanes()[2]).getByText('atoms')))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/entry/id/E1/data/run:0/system:0/atoms'))
    expect(await waitFor(() => within(lanes()[3]).getByText('labels'))).toBeTruthy()
  })

  it('resolves a reference into another entry through the API and links to that entry’s Data tab', async () => {
    // The test API answers every entry id with the same archive, so the reference points back into it.
    archive = { metadata: { entry_id: 'E1', upload_id: 'U1' }, data: { name: 'sample', other: '../upload/archive/E1#/data/name' } }
    renderTab('/entry/id/E1/data/data/other')
    const lane = await screen.findByTestId('quantity-lane', {}, { timeout: 10000 })
    await waitFor(() => expect(within(lane).getByTestId('quantity-value').textContent).toBe('sample'))
    fireEvent.click(within(lane).getByText('Follow reference'))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/entry/id/E1/data/data/name'))
  })

  it('links each section and quantity to its definition in the metainfo browser', async () => {
    archive = example()
    renderTab('/entry/id/E1/data/results/material/elements')
    const quantity = await screen.findByTestId('quantity-lane', {}, { timeout: 10000 })
    expect(within(quantity).getByRole('link', { name: 'elements' }).getAttribute('href')).toBe('/analyze/metainfo/nomad.datamodel.results.Material/elements')
    expect(within(lanes()[2]).getByTestId('section-definition').querySelector('a')?.getAttribute('href')).toBe('/analyze/metainfo/nomad.datamodel.results.Material')
    // The definition lane inside the browser: its items open the metainfo browser.
    fireEvent.click(within(quantity).getByText('definition'))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/entry/id/E1/data/results/material/elements/_metainfo'))
    fireEvent.click(within(await screen.findByTestId('definition-lane')).getByText('JSON'))
    expect(screen.getByTestId('json-view').textContent).toContain('"name": "elements"')
    cleanup()
    renderTab('/entry/id/E1/data/results/material/_metainfo')
    fireEvent.click(within(await screen.findByTestId('definition-lane', {}, { timeout: 10000 })).getByText('symmetry'))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/analyze/metainfo/nomad.datamodel.results.Material/symmetry'))
  })

  it('opens the lanes a URL names', async () => {
    archive = example()
    renderTab('/entry/id/E1/data/run:0/system:0')
    expect(await waitFor(() => within(lanes()[2]).getByText('atoms'), { timeout: 10000 })).toBeTruthy()
  })
})

describe('Data tab toolbar', () => {
  const quantityValue = async () => within(await screen.findByTestId('quantity-lane', {}, { timeout: 10000 })).getByTestId('quantity-value')

  it('downloads the whole archive through the API as {entry_id}.json', async () => {
    archive = { metadata: { entry_id: 'E1', upload_id: 'U1' }, data: { name: 'sample' } }
    const saved: { name: string; blob: Blob }[] = []
    const blobs = new Map<string, Blob>()
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`
      blobs.set(url, blob as Blob)
      return url
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! })
    })
    renderTab('/entry/id/E1/data/data/name')
    await quantityValue()
    requests.length = 0
    fireEvent.click(screen.getByRole('button', { name: 'download the archive' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(requests).toEqual(['GET /api/v1/entries/E1/archive'])
    expect(saved[0].name).toBe('E1.json')
    expect(JSON.parse(await saved[0].blob.text())).toEqual(archive)
    vi.restoreAllMocks()
  })

  it('passes a failed download to the error raiser', async () => {
    archive = { metadata: { entry_id: 'E1', upload_id: 'U1' }, data: { name: 'sample' } }
    renderTab('/entry/id/E1/data/data/name')
    await quantityValue()
    archive = undefined
    raiseError.mockClear()
    fireEvent.click(screen.getByRole('button', { name: 'download the archive' }))
    await waitFor(() => expect(raiseError).toHaveBeenCalledTimes(1))
  })

  it('reloads the archive: the open lanes show what the server holds now', async () => {
    archive = { metadata: { entry_id: 'E1', upload_id: 'U1' }, data: { name: 'sample' } }
    renderTab('/entry/id/E1/data/data/name')
    await waitFor(async () => expect((await quantityValue()).textContent).toBe('sample'))
    fireEvent.click(screen.getByLabelText('code specific'))
    archive = { metadata: { entry_id: 'E1', upload_id: 'U1' }, data: { name: 'renamed' } }
    fireEvent.click(screen.getByRole('button', { name: 'Reload archive' }))
    await waitFor(async () => expect((await quantityValue()).textContent).toBe('renamed'), { timeout: 10000 })
    expect(screen.getByTestId('location').textContent).toBe('/entry/id/E1/data/data/name')
    // The browser stayed: its toggles are as the user left them.
    expect((screen.getByLabelText('code specific') as HTMLInputElement).checked).toBe(true)
  })
})

describe('lane path in the URL', () => {
  it('is read after the entry’s data tab, also below pages whose paths contain "data"', async () => {
    const { lanePathFromUrl } = await import('../../../src/app/pages/entry/tabs/DataTab.js')
    expect(lanePathFromUrl('/gui/user/datasets/dataset/id/D1/entry/id/E1/data/run:0/system:1', 'E1')).toEqual({
      base: '/gui/user/datasets/dataset/id/D1/entry/id/E1',
      keys: [
        { name: 'run', index: 0 },
        { name: 'system', index: 1 },
      ],
    })
    expect(lanePathFromUrl('/gui/entry/id/E1/data', 'E1').keys).toEqual([])
  })

  it('reads an index written as its own segment (run/0/system/1/atoms) as the lane of that item', async () => {
    const { lanePathFromUrl } = await import('../../../src/app/pages/entry/tabs/DataTab.js')
    expect(lanePathFromUrl('/gui/entry/id/E1/data/run/0/system/1/atoms', 'E1').keys).toEqual([
      { name: 'run', index: 0 },
      { name: 'system', index: 1 },
      { name: 'atoms' },
    ])
  })
})
