// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { FileBrowser } from '../../../src/renderers/files/index.js'
import { TEXT_CHUNK_SIZE } from '../../../src/renderers/files/preview.js'
import { describeWithReference } from '../../reference.js'
import { recordedBody, recordedCalls, replay } from './recordings.js'
import './setup.js'
import { fakeApi, queriesTo, type FakeAnswers } from './support.js'

afterEach(cleanup)

const BASE = '/upload/files'

function renderBrowser(answers: FakeAnswers, path: string, editable = false) {
  const api = fakeApi(answers)
  const onError = vi.fn()
  function Routed() {
    const { '*': rest = '' } = useParams()
    return <FileBrowser api={api.client} uploadId="browser_test" path={rest} editable={editable} basePath={BASE} onError={onError} />
  }
  render(
    <MemoryRouter initialEntries={[`${BASE}/${path}`]}>
      <Routes>
        <Route path={`${BASE}/*`} element={<Routed />} />
      </Routes>
    </MemoryRouter>,
  )
  return { ...api, onError }
}

describeWithReference('file browser lanes', () => {
  const calls = recordedCalls('browser_test_unpublished_author.json')
  /** Raw files answer as text, like the server (the recordings keep them as JSON values). */
  const answers = (): FakeAnswers => {
    const recorded = replay(calls)
    const raw: FakeAnswers = {}
    for (const call of calls.filter((c) => c.path.includes('/raw/')))
      raw[call.path] = { text: typeof call.body === 'string' ? call.body : JSON.stringify(call.body) }
    return { ...recorded, ...raw }
  }

  it('shows one lane per path segment, with links to the items and parser chips', async () => {
    const api = renderBrowser(answers(), 'test_entry')
    const root = await screen.findByTestId('lane-root')
    for (const name of ['deepdir', 'filetypes', 'test_entry']) expect(await within(root).findByText(name)).toBeTruthy()
    expect(within(root).getByRole('link', { name: /filetypes/ }).getAttribute('href')).toBe(`${BASE}/filetypes`)
    const folder = await screen.findByTestId('lane-test_entry')
    expect(await within(folder).findByText('vasp.xml')).toBeTruthy()
    expect(within(folder).getByText('vasp')).toBeTruthy()
    const [query] = queriesTo(api.calls, 'uploads/browser_test/rawdir/test_entry')
    expect(Object.fromEntries(query)).toEqual({ include_entry_info: 'true', page_size: '40', page: '1' })
  })

  it('previews json whole and pretty printed', async () => {
    renderBrowser(answers(), 'filetypes/doc.json')
    const preview = await screen.findByTestId('json-preview')
    expect(preview.textContent).toContain('"s": "this is a json string value"')
    expect(preview.textContent).toContain('\n')
  })

  it('previews text in chunks of 16384 bytes, with load more until the file ends', async () => {
    const first = 'a'.repeat(TEXT_CHUNK_SIZE)
    const all = answers()
    all['uploads/browser_test/raw/test_entry/1.aux'] = (request) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'))
      return { text: offset === 0 ? first : 'the end' }
    }
    const api = renderBrowser(all, 'test_entry/1.aux')
    const preview = await screen.findByTestId('text-preview')
    await waitFor(() => expect(preview.textContent).toContain('aaaa'))
    fireEvent.click(await within(preview).findByRole('button', { name: 'load more' }))
    await waitFor(() => expect(preview.textContent).toContain('the end'))
    expect(within(preview).queryByRole('button', { name: 'load more' })).toBeNull()
    const reads = queriesTo(api.calls, 'uploads/browser_test/raw/test_entry/1.aux')
    expect(reads.map((q) => [q.get('offset'), q.get('length'), q.get('decompress'), q.get('ignore_mime_type')])).toEqual([
      ['0', '16384', 'true', 'true'],
      ['16384', '16384', 'true', 'true'],
    ])
  })

  it('asks before previewing a cif above 100 kB', async () => {
    const all = answers()
    const listing = recordedBody<{ directory_metadata: { content: { name: string; size: number; is_file: boolean }[] } }>(
      calls,
      'GET',
      'uploads/browser_test/rawdir/filetypes',
    )
    all['uploads/browser_test/rawdir/filetypes/big.cif'] = { body: { path: 'filetypes/big.cif', file_metadata: { name: 'big.cif', size: 200 * 1024 } } }
    all['uploads/browser_test/rawdir/filetypes'] = { body: { ...listing, directory_metadata: { ...listing.directory_metadata, content: [...listing.directory_metadata.content, { name: 'big.cif', size: 200 * 1024, is_file: true }] } } }
    all['uploads/browser_test/raw/filetypes/big.cif'] = { text: 'data_big\n_cell_length_a 4.0' }
    renderBrowser(all, 'filetypes/big.cif')
    fireEvent.click(await screen.findByRole('button', { name: 'Preview with cif viewer' }))
    expect((await screen.findByTestId('cif-preview')).textContent).toContain('_cell_length_a 4.0')
  })

  it('hides the editing controls of read-only uploads', async () => {
    renderBrowser(answers(), 'filetypes')
    const lane = await screen.findByTestId('lane-filetypes')
    await within(lane).findByText('doc.json')
    expect(within(lane).queryByRole('button', { name: 'create a new folder' })).toBeNull()
    expect(within(lane).queryByRole('button', { name: 'delete this folder' })).toBeNull()
  })

  it('creates a folder on Enter, and does nothing for a blank name', async () => {
    const all = answers()
    const created: string[] = []
    all['uploads/browser_test/raw-create-dir/filetypes/new one'] = (request) => {
      created.push(request.method)
      return { body: { upload_id: 'browser_test', data: { upload_id: 'browser_test' } } }
    }
    renderBrowser(all, 'filetypes', true)
    const lane = await screen.findByTestId('lane-filetypes')
    fireEvent.click(await within(lane).findByRole('button', { name: 'create a new folder' }))
    fireEvent.keyDown(within(lane).getByLabelText('New folder name'), { key: 'Enter' })
    fireEvent.click(within(lane).getByRole('button', { name: 'create a new folder' }))
    const field = within(lane).getByLabelText('New folder name')
    fireEvent.change(field, { target: { value: 'new one' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(created).toEqual(['POST']))
  })

  /** Like the server: overwrite_if_exists defaults to true, and only an explicit false makes an existing path a conflict. */
  const CONFLICT_TEXT = 'The provided path already exists and overwrite_if_exists is set to False.'
  const conflictingPut = (puts: URLSearchParams[]) => (request: Request) => {
    const query = new URL(request.url).searchParams
    puts.push(query)
    if (query.get('overwrite_if_exists') === 'false') return { status: 409, body: { detail: CONFLICT_TEXT } }
    return { body: { upload_id: 'browser_test', data: { upload_id: 'browser_test' } } }
  }

  it('asks before overwriting on upload; Yes repeats the upload with overwrite', async () => {
    const all = answers()
    const puts: URLSearchParams[] = []
    all['uploads/browser_test/raw/filetypes'] = conflictingPut(puts)
    const api = renderBrowser(all, 'filetypes', true)
    const input = await screen.findByTestId('upload-input-filetypes')
    fireEvent.change(input, { target: { files: [new File(['{}'], 'doc.json', { type: 'application/json' })] } })
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('filetypes/doc.json already exists')
    expect(puts.map((q) => q.get('overwrite_if_exists'))).toEqual(['false'])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(puts.map((q) => q.get('overwrite_if_exists'))).toEqual(['false', 'true']))
    expect(api.onError).not.toHaveBeenCalled()
  })

  it('No cancels the conflicting upload', async () => {
    const all = answers()
    const puts: URLSearchParams[] = []
    all['uploads/browser_test/raw/filetypes'] = conflictingPut(puts)
    renderBrowser(all, 'filetypes', true)
    fireEvent.change(await screen.findByTestId('upload-input-filetypes'), { target: { files: [new File(['{}'], 'doc.json')] } })
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(puts.map((q) => q.get('overwrite_if_exists'))).toEqual(['false'])
  })

  it('asks before a copy overwrites its target; Yes repeats the copy with overwrite', async () => {
    const all = answers()
    const puts: URLSearchParams[] = []
    all['uploads/browser_test/raw/filetypes'] = conflictingPut(puts)
    renderBrowser(all, 'filetypes/doc.json', true)
    const lane = await screen.findByTestId('lane-filetypes/doc.json')
    fireEvent.click(within(lane).getByRole('button', { name: 'copy this file' }))
    const copyDialog = await screen.findByRole('dialog')
    fireEvent.change(within(copyDialog).getByLabelText('File name'), { target: { value: 'doc.json' } })
    fireEvent.click(within(copyDialog).getByRole('button', { name: 'Copy' }))
    const overwrite = await screen.findByText('filetypes/doc.json already exists. Do you want to overwrite it?')
    expect(puts.map((q) => [q.get('copy_or_move'), q.get('overwrite_if_exists')])).toEqual([['copy', 'false']])
    fireEvent.click(within(overwrite.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(puts.map((q) => q.get('overwrite_if_exists'))).toEqual(['false', 'true']))
  })
})
