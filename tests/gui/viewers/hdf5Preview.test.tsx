// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FilePreview } from '../../../src/renderers/files/FilePreview.js'
import { HDF5_READ_LIMIT, tooLargeText } from '../../../src/renderers/files/Hdf5Preview.js'
import { lazyModulesSettled } from '../../../src/renderers/lazyModule.js'
import { describeWithReference, REFERENCE_DIR } from '../../reference.js'
import { fakeApi } from '../uploads/support.js'
import { measurementFile } from './hdf5Files.js'

afterEach(async () => {
  await lazyModulesSettled()
  cleanup()
})

const rowOf = (table: HTMLElement, label: string) => within(table).getByText(label).closest('tr') as HTMLElement

describe('hdf5 file preview', () => {
  it('shows the tree, a group\'s attributes, a dataset\'s shape, dtype and values', async () => {
    const bytes = await measurementFile()
    const api = fakeApi({ 'uploads/u1/raw/scans/measurement.h5': { bytes } })
    render(<FilePreview api={api.client} uploadId="u1" path="scans/measurement.h5" size={bytes.length} />)
    const tree = await screen.findByRole('tree', { name: 'hdf5 tree' }, { timeout: 20000 })
    fireEvent.click(within(tree).getByRole('button', { name: 'open /entry' }))
    fireEvent.click(within(tree).getByRole('button', { name: 'entry' }))
    expect(rowOf(screen.getByRole('table', { name: 'attributes' }), 'NX_class').textContent).toContain('NXentry')

    fireEvent.click(within(tree).getByRole('button', { name: 'image' }))
    const dataset = screen.getByRole('table', { name: 'dataset' })
    expect(rowOf(dataset, 'shape').textContent).toContain('[3, 4]')
    expect(rowOf(dataset, 'dtype').textContent).toContain('int32')
    const values = screen.getByRole('table', { name: 'values' })
    expect(within(values).getAllByRole('row').map((row) => row.textContent)).toEqual(['011121314', '121222324', '231323334'])
    expect(screen.getByRole('img', { name: 'heatmap of /entry/image' })).toBeTruthy()

    fireEvent.click(within(tree).getByRole('button', { name: 'energy' }))
    expect(rowOf(screen.getByRole('table', { name: 'dataset' }), 'dtype').textContent).toContain('float64')
    expect(rowOf(screen.getByRole('table', { name: 'attributes' }), 'units').textContent).toContain('eV')
    expect(screen.getByRole('img', { name: 'line plot of /entry/energy' })).toBeTruthy()

    fireEvent.click(within(tree).getByRole('button', { name: 'title' }))
    expect(screen.getByTestId('hdf5-scalar').textContent).toBe('silicon reference scan')
    expect(rowOf(screen.getByRole('table', { name: 'dataset' }), 'shape').textContent).toContain('scalar')
  })

  it('reads only the first part of a long dataset and says so', async () => {
    const bytes = await measurementFile()
    const api = fakeApi({ 'uploads/u1/raw/measurement.nxs': { bytes } })
    render(<FilePreview api={api.client} uploadId="u1" path="measurement.nxs" size={bytes.length} />)
    const tree = await screen.findByRole('tree', { name: 'hdf5 tree' }, { timeout: 20000 })
    fireEvent.click(within(tree).getByRole('button', { name: 'open /entry' }))
    fireEvent.click(within(tree).getByRole('button', { name: 'long_trace' }))
    expect(screen.getByText('Showing values 1–10000 of 25000.')).toBeTruthy()
  })

  it("says 'Failed to open with hdf5 viewer. Bad file format?' for a file that is not HDF5, and offers the text viewer", async () => {
    const api = fakeApi({ 'uploads/u1/raw/fake.h5': { text: 'plain text named h5' } })
    render(<FilePreview api={api.client} uploadId="u1" path="fake.h5" size={19} />)
    expect(await screen.findByText('Failed to open with hdf5 viewer. Bad file format?', undefined, { timeout: 20000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Open with text viewer' }))
    expect(await screen.findByText('plain text named h5')).toBeTruthy()
  })

  it('asks before opening a file over 10 MB and refuses one over the read limit without fetching it', async () => {
    const api = fakeApi({})
    const size = HDF5_READ_LIMIT + 1
    render(<FilePreview api={api.client} uploadId="u1" path="huge.h5" size={size} />)
    fireEvent.click(screen.getByRole('button', { name: 'Preview with hdf5 viewer' }))
    expect(await screen.findByText(tooLargeText(size))).toBeTruthy()
    expect(api.calls.some((call) => call.url.includes('huge.h5'))).toBe(false)
  })
})

describeWithReference('hdf5 preview of a real NOMAD file', () => {
  it("opens NOMAD's context.h5 and shows its 10×10 float64 dataset", async () => {
    const bytes = new Uint8Array(readFileSync(join(REFERENCE_DIR, 'raw-files', 'hdf5', 'context.h5')))
    const api = fakeApi({ 'uploads/u1/raw/context.h5': { bytes } })
    render(<FilePreview api={api.client} uploadId="u1" path="context.h5" size={bytes.length} />)
    const tree = await screen.findByRole('tree', { name: 'hdf5 tree' }, { timeout: 20000 })
    fireEvent.click(within(tree).getByRole('button', { name: 'open /data' }))
    fireEvent.click(within(tree).getByRole('button', { name: 'value' }))
    const dataset = screen.getByRole('table', { name: 'dataset' })
    expect(rowOf(dataset, 'shape').textContent).toContain('[10, 10]')
    expect(rowOf(dataset, 'dtype').textContent).toContain('float64')
    const rows = within(screen.getByRole('table', { name: 'values' })).getAllByRole('row')
    expect(rows).toHaveLength(10)
    // Each row: its index, ten values, all numbers between 0 and 1 (the file holds random numbers).
    const cells = within(rows[0]).getAllByRole('cell').map((cell) => Number(cell.textContent))
    expect(cells).toHaveLength(10)
    expect(cells.every((value) => value >= 0 && value < 1)).toBe(true)
  })
})
