// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EDITOR_KINDS } from '../../../src/renderers/archive/editing.js'
import { renderShell } from '../../app/support/shell.js'

afterEach(cleanup)

describe('developer demo pages', () => {
  it('dev/editquantity shows an editor for every ELN component, and the value each would store', async () => {
    renderShell({ path: '/dev/editquantity' })
    const table = await screen.findByRole('table', { name: 'editors' }, { timeout: 10000 })
    for (const component of Object.keys(EDITOR_KINDS)) expect(within(table).getAllByText(component).length).toBeGreaterThan(0)

    // the editors are rjsf forms, loaded with the first editable quantity
    const name = await within(table).findByLabelText('sample_name', undefined, { timeout: 10000 })
    fireEvent.change(name, { target: { value: 'Wafer 7' } })
    fireEvent.blur(name)
    await waitFor(() => expect(screen.getByTestId('stored-sample_name').textContent).toBe('"Wafer 7"'))
    expect(screen.getByTestId('stored-annealed').textContent).toBe('unset')
  })

  it('dev/editquantity reads changed definitions and names what is wrong with them', async () => {
    renderShell({ path: '/dev/editquantity' })
    const yamlField = await screen.findByLabelText('Definitions (YAML)', undefined, { timeout: 10000 })
    fireEvent.change(yamlField, { target: { value: 'definitions: [unclosed' } })
    expect(await screen.findByText(/^YAML: /)).toBeTruthy()
    expect(within(screen.getByRole('table', { name: 'editors' })).queryAllByRole('row')).toHaveLength(1)
  })

  it('dev/datatable shows the generated rows with their count, a page at a time', async () => {
    renderShell({ path: '/dev/datatable' })
    expect(await screen.findByText('1000 results', undefined, { timeout: 10000 })).toBeTruthy()
    const table = screen.getByRole('table', { name: 'search results' })
    expect(within(table).getByText('Formula')).toBeTruthy()
    expect(within(table).getAllByText('Si').length).toBeGreaterThan(0)
    expect(Number(screen.getByTestId('loaded-rows').textContent)).toBeLessThan(1000)
  })

  it('dev/plot names each example plot', async () => {
    renderShell({ path: '/dev/plot' })
    for (const label of ['Lines', 'Logarithmic axis', 'Heatmap', 'Bars']) expect(await screen.findByRole('region', { name: label }, { timeout: 10000 })).toBeTruthy()
  })
})
