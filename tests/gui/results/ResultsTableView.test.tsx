// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { columnsSchema } from '../../../src/engine/config/columns.js'
import { ResultsTableView, type ResultsTableViewProps } from '../../../src/renderers/results/ResultsTableView.js'

afterEach(cleanup)

const columns = columnsSchema.parse([
  { search_quantity: 'entry_name', title: 'Name', selected: true },
  { search_quantity: 'results.properties.electronic.band_gap.value', title: 'Band gap', selected: true },
  { search_quantity: 'upload_create_time', title: 'Upload time', selected: true },
  { search_quantity: 'authors', selected: true },
  { search_quantity: 'upload_name' },
])

const row = (index: number) => ({
  entry_id: `entry-${index}`,
  upload_id: 'upload-1',
  entry_name: `Entry ${index}`,
  upload_name: 'My upload',
  upload_create_time: '2024-03-25T18:48:53.576774+00:00',
  authors: [{ name: 'Ada' }, { name: 'Bob' }, { name: 'Cy' }, { name: 'Dee' }],
  results: { properties: { electronic: { band_gap: { value: index === 0 ? 12345.678 : index === 1 ? 0.001234 : 1.23456 } } } },
})

function renderTable(props: Partial<ResultsTableViewProps> = {}) {
  const onSelectedChange = vi.fn()
  render(
    <ResultsTableView
      columns={columns}
      selected={columns.filter((column) => column.selected).map((column) => column.search_quantity)}
      onSelectedChange={onSelectedChange}
      rows={[row(0), row(1), row(2)]}
      total={3}
      formatOptions={(column) => ({ timestamp: column.search_quantity === 'upload_create_time' })}
      {...props}
    />,
  )
  return { onSelectedChange }
}

describe('ResultsTableView', () => {
  it('formats numbers with 3 decimals, scientific above 1000 and below 0.01, dates and author lists', () => {
    renderTable()
    const rows = screen.getAllByTestId('result-row')
    expect(rows).toHaveLength(3)
    expect(within(rows[0]).getByText('1.235e+4')).toBeTruthy()
    expect(within(rows[1]).getByText('1.234e-3')).toBeTruthy()
    expect(within(rows[2]).getByText('1.235')).toBeTruthy()
    expect(within(rows[0]).getByText('25/03/2024')).toBeTruthy()
    expect(within(rows[0]).getByText('Ada, Dee et al')).toBeTruthy()
  })

  it('names a column by its title, else by its quantity', () => {
    renderTable()
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['', 'Name', 'Band gap', 'Upload time', 'Authors'])
  })

  it("shows 'no results' when nothing matches and 'searching ...' while the total is unknown", () => {
    renderTable({ rows: [], total: 0 })
    expect(screen.getByText('no results')).toBeTruthy()
    cleanup()
    renderTable({ rows: [], total: undefined })
    expect(screen.getByText('searching ...')).toBeTruthy()
  })

  it('shows the unit of a column in its header', () => {
    renderTable({ unitLabel: (column) => (column.title === 'Band gap' ? 'eV' : undefined) })
    expect(screen.getByRole('columnheader', { name: 'Band gap (eV)' })).toBeTruthy()
  })

  it('asks for the next page when the last loaded row is shown and more exist, not otherwise', () => {
    const onLoadMore = vi.fn()
    renderTable({ onLoadMore, hasMore: true, total: 50 })
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    cleanup()
    const notMore = vi.fn()
    renderTable({ onLoadMore: notMore, hasMore: false })
    expect(notMore).not.toHaveBeenCalled()
  })

  it('renders only the rows in view of a long result list', () => {
    const rows = Array.from({ length: 500 }, (_, index) => row(index))
    renderTable({ rows, total: 500 })
    const shown = screen.getAllByTestId('result-row').length
    expect(shown).toBeGreaterThan(5)
    expect(shown).toBeLessThan(100)
  })

  it('expands row details with the ids and the hidden columns', () => {
    renderTable()
    expect(screen.queryByTestId('row-details')).toBeNull()
    fireEvent.click(screen.getAllByRole('button', { name: 'Show details' })[0])
    const details = screen.getByTestId('row-details')
    expect(within(details).getByText('entry-0')).toBeTruthy()
    expect(within(details).getByText('My upload')).toBeTruthy()
  })

  it('lets the user choose the shown columns', () => {
    const { onSelectedChange } = renderTable()
    fireEvent.click(screen.getByRole('button', { name: 'Choose columns' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Upload name' }))
    expect(onSelectedChange).toHaveBeenCalledWith(['entry_name', 'results.properties.electronic.band_gap.value', 'upload_create_time', 'authors', 'upload_name'])
  })

  it("links url row actions and marks empty ones 'Not available'", () => {
    renderTable({ actions: [{ key: 'upload', type: 'url', path: 'upload_link', description: 'Open upload' }], rows: [{ ...row(0), upload_link: 'https://example.org/u' }, row(1)] })
    const [first, second] = screen.getAllByRole('link', { name: 'Open upload' }).concat(screen.getAllByRole('button', { name: 'Open upload' }))
    expect(first.getAttribute('href')).toBe('https://example.org/u')
    expect((second as HTMLButtonElement).disabled).toBe(true)
  })
})
