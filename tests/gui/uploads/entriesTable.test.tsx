// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EntriesTable } from '../../../src/app/pages/uploads/EntriesTable.js'
import { DEFAULT_ENTRIES_QUERY } from '../../../src/machines/gui/uploadPage.js'
import { loggedIn } from '../../app/support/shell.js'
import { describeWithReference } from '../../reference.js'
import { RECORDED_AUTHOR, recordedCalls, replay } from './recordings.js'
import './setup.js'
import { queriesTo, renderGui } from './support.js'

afterEach(cleanup)

describe('entries table states', () => {
  const props = {
    uploadId: 'u1',
    total: 0,
    query: DEFAULT_ENTRIES_QUERY,
    editable: true,
    onQuery: vi.fn(),
    onDownload: vi.fn(),
    onEditMetadata: vi.fn(),
    onDelete: vi.fn(),
  }

  it("says 'loading ...' before the first page arrives", () => {
    render(<EntriesTable {...props} loading failed={false} />, { wrapper: MemoryRouter })
    expect(screen.getByText('loading ...')).toBeTruthy()
  })

  it("says 'Failed to load' when the page could not be loaded", () => {
    render(<EntriesTable {...props} loading={false} failed />, { wrapper: MemoryRouter })
    expect(screen.getByText('Failed to load')).toBeTruthy()
  })
})

describeWithReference('entries table paging', () => {
  const calls = recordedCalls('delete_entries_from_table.json')
  const path = '/user/uploads/upload/id/dft_upload_1'

  it('offers the page sizes 5, 10, 50, 100 and asks for the next page', async () => {
    const gui = renderGui({ path, auth: loggedIn({ user: RECORDED_AUTHOR }), answers: replay(calls) })
    const table = await screen.findByTestId('entries-table')
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5)
    fireEvent.mouseDown(within(table).getByRole('combobox'))
    const sizes = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(sizes).toEqual(['5', '10', '50', '100'])
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' })
    fireEvent.click(within(table).getByRole('button', { name: 'Go to next page' }))
    await waitFor(() => expect(queriesTo(gui.apiCalls, 'uploads/dft_upload_1/entries').some((q) => q.get('page') === '2')).toBe(true))
    await waitFor(() => expect(within(screen.getByTestId('entries-table')).getAllByRole('row')).toHaveLength(1 + 1))
  })

  it('goes back to page 1 when the server says the page is out of range', async () => {
    const recorded = replay(calls)
    const answers = {
      ...recorded,
      'uploads/dft_upload_1/entries': (request: Request) => {
        if (new URL(request.url).searchParams.get('page') === '2') return { status: 400, body: { detail: 'Page out of range requested.' } }
        return (recorded['uploads/dft_upload_1/entries'] as (r: Request) => { body: unknown })(request)
      },
    }
    const gui = renderGui({ path, auth: loggedIn({ user: RECORDED_AUTHOR }), answers })
    fireEvent.click(within(await screen.findByTestId('entries-table')).getByRole('button', { name: 'Go to next page' }))
    await waitFor(() => {
      const pages = queriesTo(gui.apiCalls, 'uploads/dft_upload_1/entries').map((q) => q.get('page'))
      expect(pages.slice(-2)).toEqual(['2', '1'])
    })
    expect(screen.queryByTestId('error-snackbar')).toBeNull()
    expect(within(screen.getByTestId('entries-table')).getAllByRole('row')).toHaveLength(1 + 5)
  })
})

describeWithReference('deleting entries from the table', () => {
  const calls = recordedCalls('delete_entries_from_table.json')
  const path = '/user/uploads/upload/id/dft_upload_1'
  const deletions = (apiCalls: Request[]) => queriesTo(apiCalls, 'uploads/dft_upload_1/action/delete-entry-files', 'POST')

  async function selectAndDelete(mainfiles: string[]) {
    const table = await screen.findByTestId('entries-table')
    for (const mainfile of mainfiles) fireEvent.click(within(table).getByRole('checkbox', { name: `select ${mainfile}` }))
    fireEvent.click(within(table).getByRole('button', { name: 'delete selected entries' }))
    return screen.findByRole('dialog')
  }

  it('asks first; No keeps the entries, Yes deletes the selected ones as NOMAD does', async () => {
    const gui = renderGui({ path, auth: loggedIn({ user: RECORDED_AUTHOR }), answers: replay(calls) })
    let dialog = await selectAndDelete(['vasp_3.xml', 'vasp_5.xml'])
    expect(dialog.textContent).toContain('Do you really want to delete the 2 selected entries and their files?')
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(deletions(gui.apiCalls)).toHaveLength(0)

    fireEvent.click(within(screen.getByTestId('entries-table')).getByRole('button', { name: 'delete selected entries' }))
    dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(deletions(gui.apiCalls)).toHaveLength(1))
    const request = gui.apiCalls.find((r) => r.method === 'POST' && r.url.endsWith('/action/delete-entry-files'))!
    expect(await request.json()).toEqual({ query: { entry_id: ['dft_bulk_3', 'dft_bulk_5'] }, include_parent_folders: false })
  })

  it('warns when other entries reference the selected ones', async () => {
    const answers = {
      ...replay(calls),
      'entries/query': { body: { owner: 'visible', pagination: { page_size: 10, order_by: 'entry_id', order: 'asc', total: 2 }, data: [] } },
    }
    const gui = renderGui({ path, auth: loggedIn({ user: RECORDED_AUTHOR }), answers })
    const dialog = await selectAndDelete(['vasp_1.xml'])
    expect(await within(dialog).findByText('2 other entries reference the selected entry; these references will break.')).toBeTruthy()
    const query = gui.apiCalls.find((r) => r.method === 'POST' && r.url.endsWith('/entries/query'))!
    expect(await query.json()).toEqual({ owner: 'visible', query: { entry_references: { 'target_entry_id:any': ['dft_bulk_1'] } } })
  })
})
