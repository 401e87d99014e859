// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { afterEach, expect, it, vi } from 'vitest'
import { FileBrowser } from '../../../src/renderers/files/index.js'
import { describeWithReference } from '../../reference.js'
import { recordedCalls, replay } from './recordings.js'
import './setup.js'
import { fakeApi } from './support.js'

// A preview that crashes for one file, as a renderer bug would.
vi.mock('../../../src/renderers/files/FilePreview.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/renderers/files/FilePreview.js')>()
  return {
    ...original,
    FilePreview: (props: Parameters<typeof original.FilePreview>[0]) => {
      if (props.path.endsWith('doc.json')) throw new Error('preview crashed')
      return original.FilePreview(props)
    },
  }
})

afterEach(cleanup)

describeWithReference('file browser lane errors', () => {
  it('shows the crashing lane\'s error text in its place, the other lanes go on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const api = fakeApi(replay(recordedCalls('browser_test_unpublished_author.json')))
    function Routed() {
      const { '*': rest = '' } = useParams()
      return <FileBrowser api={api.client} uploadId="browser_test" path={rest} editable={false} basePath="/files" onError={vi.fn()} />
    }
    render(
      <MemoryRouter initialEntries={['/files/filetypes/doc.json']}>
        <Routes>
          <Route path="/files/*" element={<Routed />} />
        </Routes>
      </MemoryRouter>,
    )
    expect(await screen.findByText('This section could not be rendered, due to an unexpected error')).toBeTruthy()
    expect(within(screen.getByTestId('lane-filetypes')).getByText('image.png')).toBeTruthy()
    expect(within(screen.getByTestId('lane-root')).getByText('deepdir')).toBeTruthy()
  })
})
