// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ArchiveBrowser } from '../../../src/renderers/archive/ArchiveBrowser.js'
import { ARCHIVE_HDF5_TEXT } from '../../../src/renderers/archive/Hdf5Panel.js'
import type { LaneKey } from '../../../src/renderers/archive/lanes.js'
import { laneLoader } from '../../../src/renderers/archive/loader.js'
import { lazyModulesSettled } from '../../../src/renderers/lazyModule.js'
import { applyRequired } from '../../../src/server/archive/apply-required.js'
import { fakeApi, type FakeAnswers } from '../uploads/support.js'
import { measurementFile } from '../viewers/hdf5Files.js'

afterEach(async () => {
  await lazyModulesSettled()
  cleanup()
})

type Json = Record<string, unknown>

const archive: Json = {
  metadata: { upload_id: 'u1', entry_id: 'e1' },
  data: {
    image: 'scans/measurement.h5#/entry/image',
    energy: 'scans/measurement.h5#/entry/energy',
    elsewhere: '/uploads/u2/raw/far.nxs#entry/energy',
    in_archive: '/uploads/u1/archive/e1#/data/value',
    note: 'a plain string',
  },
}

function Browser({ answers, initial }: { answers: FakeAnswers; initial: LaneKey[] }) {
  const [path, setPath] = useState<LaneKey[]>(initial)
  const [api] = useState(() => fakeApi(answers).client)
  const [load] = useState(() => laneLoader(async (required) => ({ data: { archive: await applyRequired(archive, required) } })))
  return <ArchiveBrowser path={path} onNavigate={setPath} loadSection={load} rawFiles={{ api, uploadId: 'u1' }} />
}

const fileAnswers = (bytes: Uint8Array, upload: string, path: string): FakeAnswers => ({
  [`uploads/${upload}/raw/${path}`]: { bytes },
  [`uploads/${upload}/rawdir/${path}`]: { body: { path, file_metadata: { name: path.split('/').pop(), size: bytes.length } } },
})

describe('the hdf5 panel of the archive browser', () => {
  it('shows the dataset a file.h5#/path value references, in the entry’s own upload', async () => {
    const bytes = await measurementFile()
    render(<Browser answers={fileAnswers(bytes, 'u1', 'scans/measurement.h5')} initial={[{ name: 'data' }, { name: 'image' }]} />)
    const panel = await screen.findByTestId('hdf5-panel')
    expect(within(panel).getByText('hdf5')).toBeTruthy()
    const dataset = await within(panel).findByRole('table', { name: 'dataset' }, { timeout: 20000 })
    expect(dataset.textContent).toContain('[3, 4]')
    expect(within(panel).getByRole('treeitem', { selected: true }).textContent).toContain('image')
    // The value itself is a string, not a reference into the archive.
    expect(screen.getByTestId('quantity-lane').textContent).not.toContain('reference')
  })

  it('follows the user to another dataset: the panel then shows that one', async () => {
    const bytes = await measurementFile()
    render(<Browser answers={fileAnswers(bytes, 'u1', 'scans/measurement.h5')} initial={[{ name: 'data' }, { name: 'image' }]} />)
    expect((await screen.findByRole('table', { name: 'dataset' }, { timeout: 20000 })).textContent).toContain('int32')
    // The section lane comes first; the hdf5 tree names its own energy dataset too.
    fireEvent.click(screen.getAllByText('energy')[0])
    await expect.poll(() => screen.queryByRole('table', { name: 'dataset' })?.textContent, { timeout: 20000 }).toContain('float64')
    expect(within(screen.getByTestId('hdf5-panel')).getByRole('treeitem', { selected: true }).textContent).toContain('energy')
  })

  it('reads a file of another upload, and says so for a dataset in the archive’s own HDF5 file', async () => {
    const bytes = await measurementFile()
    const view = render(<Browser answers={fileAnswers(bytes, 'u2', 'far.nxs')} initial={[{ name: 'data' }, { name: 'elsewhere' }]} />)
    const panel = await screen.findByTestId('hdf5-panel')
    const dataset = await within(panel).findByRole('table', { name: 'dataset' }, { timeout: 20000 })
    expect(dataset.textContent).toContain('float64')
    view.unmount()
    render(<Browser answers={{}} initial={[{ name: 'data' }, { name: 'in_archive' }]} />)
    expect(await screen.findByText(ARCHIVE_HDF5_TEXT)).toBeTruthy()
  })

  it('says the file failed to open when the referenced file is missing, and shows no panel for other strings', async () => {
    render(<Browser answers={{}} initial={[{ name: 'data' }, { name: 'image' }]} />)
    expect(await screen.findByText('Failed to open with hdf5 viewer. Bad file format?', undefined, { timeout: 20000 })).toBeTruthy()
    cleanup()
    render(<Browser answers={{}} initial={[{ name: 'data' }, { name: 'note' }]} />)
    await screen.findByTestId('quantity-lane')
    expect(screen.queryByTestId('hdf5-panel')).toBeNull()
  })
})
