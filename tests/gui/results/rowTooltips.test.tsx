// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { columnsSchema } from '../../../src/engine/config/columns.js'
import { EntryLink, ENTRY_LINK_TEXT } from '../../../src/renderers/results/EntryLink.js'
import { ResultsTableView } from '../../../src/renderers/results/ResultsTableView.js'
import type { KeyedRowAction } from '../../../src/renderers/results/RowActions.js'

afterEach(cleanup)

const columns = columnsSchema.parse([{ search_quantity: 'entry_name', title: 'Name', selected: true }])
const doiAction: KeyedRowAction = { key: 'doi', type: 'url', description: 'Open the DOI', path: 'doi' }

function renderRows(rows: Record<string, unknown>[]) {
  render(
    <MemoryRouter>
      <ResultsTableView
        columns={columns}
        selected={['entry_name']}
        onSelectedChange={() => {}}
        rows={rows}
        total={rows.length}
        actions={[doiAction]}
        rowEnd={(row) => <EntryLink row={row} />}
      />
    </MemoryRouter>,
  )
  return screen.getAllByTestId('result-row')
}

const tooltipText = async () => (await screen.findByRole('tooltip')).textContent

describe('tooltips of result rows', () => {
  it("show the text of the row control the pointer is on, follow it to the next one, and go when it leaves", async () => {
    const [first, second] = renderRows([
      { entry_id: 'e1', entry_name: 'One', doi: 'https://doi.org/10.1/one' },
      { entry_id: 'e2', entry_name: 'Two', doi: 'https://doi.org/10.1/two' },
    ])
    expect(screen.queryByRole('tooltip')).toBeNull()
    const entryLink = within(first).getByRole('link', { name: ENTRY_LINK_TEXT })
    fireEvent.mouseOver(entryLink.querySelector('svg')!)
    expect(await tooltipText()).toBe(ENTRY_LINK_TEXT)
    // Moving onto the button's own icon keeps it.
    fireEvent.mouseOut(entryLink, { relatedTarget: entryLink.querySelector('svg') })
    expect(await tooltipText()).toBe(ENTRY_LINK_TEXT)
    const doiLink = within(second).getByRole('link', { name: 'Open the DOI' })
    fireEvent.mouseOut(entryLink, { relatedTarget: doiLink })
    fireEvent.mouseOver(doiLink)
    await vi.waitFor(async () => expect(await tooltipText()).toBe('Open the DOI'))
    fireEvent.mouseOut(doiLink, { relatedTarget: second })
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('show on a keyboard focus, and leave the links working', async () => {
    const [row] = renderRows([{ entry_id: 'e1', entry_name: 'One', doi: 'https://doi.org/10.1/one' }])
    const doiLink = within(row).getByRole('link', { name: 'Open the DOI' })
    expect(doiLink.getAttribute('href')).toBe('https://doi.org/10.1/one')
    act(() => doiLink.focus())
    expect(await tooltipText()).toBe('Open the DOI')
    act(() => doiLink.blur())
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it("say why an action cannot run for a row when the pointer reaches it", async () => {
    const [row] = renderRows([{ entry_id: 'e1', entry_name: 'One' }])
    const button = within(row).getByRole('button', { name: 'Open the DOI' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.mouseOver(button.parentElement!)
    expect(await tooltipText()).toBe('Not available')
  })
})
