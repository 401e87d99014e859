// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import '../../../src/renderers/cards/register.js'
import { FileBrowser } from '../../../src/renderers/files/index.js'
import { describeWithReference } from '../../reference.js'
import { recordedBody, recordedCalls, replay } from './recordings.js'
import './setup.js'
import { fakeApi, queriesTo, type FakeAnswers } from './support.js'

afterEach(cleanup)

const BASE = '/upload/files'

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>
}

function renderBrowser(answers: FakeAnswers, path: string, options: { editable?: boolean; highlight?: string } = {}) {
  const api = fakeApi(answers)
  const onError = vi.fn()
  function Routed() {
    const { '*': rest = '' } = useParams()
    return (
      <FileBrowser api={api.client} uploadId="browser_test" path={rest} editable={options.editable ?? false} highlight={options.highlight} basePath={BASE} onError={onError} />
    )
  }
  render(
    <MemoryRouter initialEntries={[`${BASE}/${path}`]}>
      <Routes>
        <Route path={`${BASE}/*`} element={<Routed />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  )
  return { ...api, onError }
}

describeWithReference('file browser paths', () => {
  const calls = recordedCalls('browser_test_unpublished_author.json')
  const answers = (): FakeAnswers => {
    const recorded = replay(calls)
    const raw: FakeAnswers = {}
    for (const call of calls.filter((c) => c.path.includes('/raw/')))
      raw[call.path] = { text: typeof call.body === 'string' ? call.body : JSON.stringify(call.body) }
    return { ...recorded, ...raw }
  }

  it('opens name:index as the index-th item of folder name, counting negative indices from the end', async () => {
    renderBrowser(answers(), 'test_entry:-1')
    const last = await screen.findByTestId('lane-test_entry/vasp.xml')
    expect(within(last).getByRole('link', { name: 'processed data' })).toBeTruthy()
    cleanup()
    renderBrowser(answers(), 'test_entry:1')
    expect(await screen.findByTestId('lane-test_entry/2.aux')).toBeTruthy()
  })

  it('asks once for each page of a folder whose item an index names (the lane reuses the page the path was resolved with)', async () => {
    const { calls } = renderBrowser(answers(), 'test_entry:-1')
    await screen.findByTestId('lane-test_entry/vasp.xml')
    expect(await within(screen.getByTestId('lane-test_entry')).findByText('vasp.xml')).toBeTruthy()
    const firstPages = queriesTo(calls, 'uploads/browser_test/rawdir/test_entry').filter((query) => query.get('page') === '1')
    expect(firstPages).toHaveLength(1)
    expect(queriesTo(calls, 'uploads/browser_test/rawdir/').filter((query) => query.get('page') === '1')).toHaveLength(1)
  })

  it("says 'Bad path: {path}' for an index out of range and for _mainfile without a main file", async () => {
    renderBrowser(answers(), 'test_entry:5')
    expect(await screen.findByText('Bad path: test_entry:5')).toBeTruthy()
    // The root lane stays usable.
    expect(await within(screen.getByTestId('lane-root')).findByText('filetypes')).toBeTruthy()
    cleanup()
    renderBrowser(answers(), '_mainfile/x')
    expect(await screen.findByText('Bad path: _mainfile/x')).toBeTruthy()
  })

  it('resolves _mainfile to the highlighted file', async () => {
    renderBrowser(answers(), '_mainfile', { highlight: 'test_entry/vasp.xml' })
    expect(await screen.findByTestId('lane-test_entry/vasp.xml')).toBeTruthy()
  })

  it("goes to the upload page after deleting an entry's main file, to the previous lane after other deletions", async () => {
    const all = answers()
    const deleted: string[] = []
    for (const name of ['vasp.xml', '1.aux'])
      all[`uploads/browser_test/raw/test_entry/${name}`] = (request) => {
        if (request.method !== 'DELETE') return { text: 'content' }
        deleted.push(name)
        return { body: { upload_id: 'browser_test', data: { upload_id: 'browser_test' } } }
      }
    renderBrowser(all, 'test_entry/vasp.xml', { editable: true })
    fireEvent.click(within(await screen.findByTestId('lane-test_entry/vasp.xml')).getByRole('button', { name: 'delete this file' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/uploads/upload/id/browser_test'))
    expect(deleted).toEqual(['vasp.xml'])
    cleanup()

    renderBrowser(all, 'test_entry/1.aux', { editable: true })
    fireEvent.click(within(await screen.findByTestId('lane-test_entry/1.aux')).getByRole('button', { name: 'delete this file' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${BASE}/test_entry`))
  })

  it("shows a cif's structure from its entry beside the file's text", async () => {
    const all = answers()
    const listing = recordedBody<{ directory_metadata: { content: object[] }; pagination: { total: number } }>(calls, 'GET', 'uploads/browser_test/rawdir/filetypes')
    listing.directory_metadata.content.push({ name: 'NaCl.cif', size: 300, is_file: true, entry_id: 'cif_entry', parser_name: 'parsers/cif' })
    listing.pagination.total += 1
    all['uploads/browser_test/rawdir/filetypes'] = { body: listing }
    all['uploads/browser_test/raw/filetypes/NaCl.cif'] = { text: 'data_NaCl\n_cell_length_a 5.64' }
    const bodies: unknown[] = []
    all['entries/cif_entry/archive/query'] = (request) => {
      void request.clone().json().then((body) => bodies.push(body))
      const a = 5.64e-10
      return {
        body: {
          entry_id: 'cif_entry',
          data: {
            entry_id: 'cif_entry',
            archive: {
              run: [{ system: [{ atoms: { labels: ['Na', 'Cl'], positions: [[0, 0, 0], [a / 2, a / 2, a / 2]], lattice_vectors: [[a, 0, 0], [0, a, 0], [0, 0, a]], periodic: [true, true, true] } }] }],
            },
          },
        },
      }
    }
    renderBrowser(all, 'filetypes/NaCl.cif')
    const lane = await screen.findByTestId('lane-filetypes/NaCl.cif')
    // happy-dom has no WebGL: the structure renderer says so, with its controls.
    expect(await within(lane).findByText('Your browser does not support WebGL, so this visualization cannot be shown.')).toBeTruthy()
    expect(within(lane).getByLabelText('Bonds')).toBeTruthy()
    expect((await within(lane).findByTestId('cif-preview')).textContent).toContain('_cell_length_a 5.64')
    expect(bodies).toEqual([{ required: { run: { system: '*' } } }])
  })
})
