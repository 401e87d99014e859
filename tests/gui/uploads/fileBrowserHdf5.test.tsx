// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FileBrowser } from '../../../src/renderers/files/index.js'
import { lazyModulesSettled } from '../../../src/renderers/lazyModule.js'
import { measurementFile } from '../viewers/hdf5Files.js'
import './setup.js'
import { fakeApi, type FakeAnswers } from './support.js'

afterEach(async () => {
  await lazyModulesSettled()
  cleanup()
})

const BASE = '/upload/files'

function renderBrowser(answers: FakeAnswers, path: string) {
  const api = fakeApi(answers)
  function Routed() {
    const { '*': rest = '' } = useParams()
    return <FileBrowser api={api.client} uploadId="u1" path={rest} editable={false} basePath={BASE} onError={vi.fn()} />
  }
  render(
    <MemoryRouter initialEntries={[`${BASE}/${path}`]}>
      <Routes>
        <Route path={`${BASE}/*`} element={<Routed />} />
      </Routes>
    </MemoryRouter>,
  )
}

async function answersWith(bytes: Uint8Array): Promise<FakeAnswers> {
  const item = (name: string, entry_id?: string) => ({ name, is_file: true, size: bytes.length, ...(entry_id ? { entry_id, parser_name: 'parsers/nexus' } : {}) })
  return {
    'uploads/u1/rawdir/': {
      body: { path: '', directory_metadata: { name: '', size: 0, content: [item('scan.nxs', 'entry1'), item('plain.h5')] }, pagination: { total: 2, page: 1, page_size: 40 } },
    },
    'uploads/u1/raw/scan.nxs': { bytes },
    'uploads/u1/raw/plain.h5': { bytes },
  }
}

describe('hdf5 files in the file browser', () => {
  it('shows an HDF5 file with processed data in a side panel beside the lanes, not inside its lane', async () => {
    renderBrowser(await answersWith(await measurementFile()), 'scan.nxs')
    const panel = await screen.findByRole('complementary', { name: 'hdf5 side panel' })
    expect(await within(panel).findByRole('tree', { name: 'hdf5 tree' }, { timeout: 20000 })).toBeTruthy()
    const lane = await screen.findByTestId('lane-scan.nxs')
    expect(within(lane).queryByText('preview')).toBeNull()
    expect(within(lane).queryByTestId('hdf5-viewer')).toBeNull()
  })

  it('previews an HDF5 file without processed data inside its lane', async () => {
    renderBrowser(await answersWith(await measurementFile()), 'plain.h5')
    const lane = await screen.findByTestId('lane-plain.h5')
    expect(await within(lane).findByRole('tree', { name: 'hdf5 tree' }, { timeout: 20000 })).toBeTruthy()
    expect(screen.queryByRole('complementary', { name: 'hdf5 side panel' })).toBeNull()
  })
})
