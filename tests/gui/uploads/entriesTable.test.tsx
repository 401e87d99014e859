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
