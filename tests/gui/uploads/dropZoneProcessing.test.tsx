// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { UploadEntriesResponse } from '../../../src/engine/api/schemas/uploads.js'
import { loggedIn } from '../../app/support/shell.js'
import { describeWithReference } from '../../reference.js'
import { RECORDED_AUTHOR, recordedBody, recordedCalls, replay } from './recordings.js'
import './setup.js'
import { queriesTo, renderGui, type FakeAnswer } from './support.js'

afterEach(cleanup)

const PATH = '/user/uploads/upload/id/dft_upload'
const DROP_TEXT = 'Drop files here or click to open dialog'

const dropFile = (name: string) => fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [new File(['data'], name)] } })
const zoneDisabled = () => screen.getByTestId('drop-zone').getAttribute('aria-disabled')
const sentFiles = (calls: Request[]) => queriesTo(calls, 'uploads/dft_upload/raw/', 'PUT').length
const uploadIntoRoot = () => within(screen.getByTestId('lane-root')).queryByRole('button', { name: 'upload files into this folder' })

/** A request answered only when the test says so. */
function heldAnswer() {
  let release: (answer: FakeAnswer) => void = () => undefined
  const answer = new Promise<FakeAnswer>((resolve) => (release = resolve))
  return { answer, release: (value: FakeAnswer) => release(value) }
}

describeWithReference('upload page while the upload processes (spec 1 §2, spec 3 §5)', () => {
  const calls = recordedCalls('uploadpage-unpublished-author.json')
  const entries = (processing: boolean) => {
    const body = recordedBody<UploadEntriesResponse>(calls, 'GET', 'uploads/dft_upload/entries')
    if (processing) Object.assign(body.upload, { process_running: true, process_status: 'RUNNING', last_status_message: 'Parsing vasp.xml' })
    return body
  }

  it('disables the drop zone and hides the file-changing controls while processing, and enables them when it ends', async () => {
    let processing = true
    const gui = renderGui({
      path: PATH,
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: {
        ...replay(calls),
        'uploads/dft_upload/entries': () => ({ body: entries(processing) }),
        'uploads/dft_upload/raw/': { body: { upload_id: 'dft_upload', data: entries(true).upload } },
      },
    })
    expect(await screen.findByText('Upload is processing ...')).toBeTruthy()
    expect(screen.getByText(DROP_TEXT)).toBeTruthy()
    expect(zoneDisabled()).toBe('true')
    dropFile('structure.cif')
    fireEvent.click(screen.getByTestId('drop-zone'))
    const lane = within(await screen.findByTestId('lane-root'))
    expect(await lane.findByText('1.aux')).toBeTruthy()
    expect(lane.queryByRole('button', { name: 'upload files into this folder' })).toBeNull()
    expect(lane.queryByRole('button', { name: 'create a new folder' })).toBeNull()

    processing = false
    expect(await screen.findByText('Processing completed')).toBeTruthy()
    expect(zoneDisabled()).toBe('false')
    await waitFor(() => expect(uploadIntoRoot()).toBeTruthy())
    expect(sentFiles(gui.apiCalls)).toBe(0)
    dropFile('structure.cif')
    await waitFor(() => expect(sentFiles(gui.apiCalls)).toBe(1))
  }, 15000)

  it('keeps the drop zone disabled after a drop until the page knows the processing that follows it', async () => {
    let dropped = false
    const reload = heldAnswer()
    const gui = renderGui({
      path: PATH,
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: {
        ...replay(calls),
        'uploads/dft_upload/entries': () => (dropped ? reload.answer : { body: entries(false) }),
        'uploads/dft_upload/raw/': () => {
          dropped = true
          return { body: { upload_id: 'dft_upload', data: { ...entries(true).upload, process_status: 'PENDING' } } }
        },
      },
    })
    expect(await screen.findByText('Processing completed')).toBeTruthy()
    expect(zoneDisabled()).toBe('false')
    dropFile('first.cif')
    await waitFor(() => expect(queriesTo(gui.apiCalls, 'uploads/dft_upload/entries')).toHaveLength(2))
    // The files are sent and the page asks for the new status; until it answers, the old 'Processing completed' still shows.
    expect(screen.queryByRole('progressbar', { name: 'upload progress' })).toBeNull()
    expect(screen.getByText('Processing completed')).toBeTruthy()
    expect(zoneDisabled()).toBe('true')
    dropFile('second.cif')
    expect(sentFiles(gui.apiCalls)).toBe(1)

    reload.release({ body: entries(true) })
    expect(await screen.findByText('Upload is processing ...')).toBeTruthy()
    expect(zoneDisabled()).toBe('true')
  })

  it('after a file operation in the browser, hides its controls and disables the drop zone until the new status arrives', async () => {
    let created = false
    const reload = heldAnswer()
    renderGui({
      path: PATH,
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: {
        ...replay(calls),
        'uploads/dft_upload/entries': () => (created ? reload.answer : { body: entries(false) }),
        'uploads/dft_upload/raw-create-dir/results': () => {
          created = true
          return { body: { upload_id: 'dft_upload', data: entries(true).upload } }
        },
      },
    })
    const lane = within(await screen.findByTestId('lane-root'))
    fireEvent.click(await lane.findByRole('button', { name: 'create a new folder' }))
    const field = lane.getByLabelText('New folder name')
    fireEvent.change(field, { target: { value: 'results' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(zoneDisabled()).toBe('true'))
    expect(screen.getByText('Processing completed')).toBeTruthy()
    await waitFor(() => expect(uploadIntoRoot()).toBeNull())

    reload.release({ body: entries(false) })
    await waitFor(() => expect(zoneDisabled()).toBe('false'))
    await waitFor(() => expect(uploadIntoRoot()).toBeTruthy())
  })
})
