// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { UploadEntriesResponse } from '../../../src/engine/api/schemas/uploads.js'
import { anonymous, loggedIn } from '../../app/support/shell.js'
import { describeWithReference } from '../../reference.js'
import { RECORDED_AUTHOR, recordedBody, recordedCalls, replay } from './recordings.js'
import './setup.js'
import { queriesTo, renderGui } from './support.js'

afterEach(cleanup)

const REVIEWER = { sub: '54cb1f64-f84e-4815-9ade-440ce0b5430f', name: 'Test Tester' }

describeWithReference('upload page', () => {
  const calls = recordedCalls('uploadpage-unpublished-author.json')
  const entries = () => recordedBody<UploadEntriesResponse>(calls, 'GET', 'uploads/dft_upload/entries')
  const path = '/user/uploads/upload/id/dft_upload'

  it('shows the processed upload to its author: status, counter, entries, files and all five steps', async () => {
    const gui = renderGui({ path, auth: loggedIn({ user: RECORDED_AUTHOR }), answers: replay(calls) })
    expect(await screen.findByText('Processing completed', undefined, { timeout: 20000 })).toBeTruthy()
    expect(screen.getByTestId('entries-counter').textContent).toBe('1/1 entries processed')
    const table = screen.getByRole('table', { name: 'entries' })
    expect(within(table).getByText(entries().data[0].mainfile!)).toBeTruthy()
    expect(within(table).getByRole('link', { name: `open entry ${entries().data[0].mainfile}` }).getAttribute('href')).toMatch(
      /\/user\/uploads\/upload\/id\/dft_upload\/entry\/id\/dft_bulk$/,
    )
    expect(screen.getByText('Drop files here or click to open dialog')).toBeTruthy()
    const steps = within(screen.getByTestId('upload-steps'))
    for (const step of ['Prepare and upload files', 'Process data', 'Edit visibility and access', 'Edit metadata', 'Publish'])
      expect(steps.getAllByText(step).length).toBeGreaterThan(0)
    // The file browser's root lane lists the recorded files.
    expect(await within(await screen.findByTestId('lane-root')).findByText('1.aux')).toBeTruthy()
    const [first] = queriesTo(gui.apiCalls, 'uploads/dft_upload/entries')
    expect(Object.fromEntries(first)).toEqual({ page: '1', page_size: '5', order: 'asc', order_by: 'process_status' })
    // README.md is absent (404) here, so nothing is shown for it.
    expect(screen.queryByTestId('upload-readme')).toBeNull()
  })

  it('shows steps 3 to 5 and the drop zone only to writers', async () => {
    const reviewerCalls = recordedCalls('uploadpage-unpublished-reviewer.json')
    renderGui({ path, auth: loggedIn({ user: REVIEWER }), answers: replay(reviewerCalls) })
    expect(await screen.findByText('Processing completed', undefined, { timeout: 20000 })).toBeTruthy()
    const steps = within(screen.getByTestId('upload-steps'))
    expect(steps.getByText('Process data')).toBeTruthy()
    for (const step of ['Edit visibility and access', 'Edit metadata', 'Publish']) expect(steps.queryByText(step)).toBeNull()
    expect(screen.queryByText('Drop files here or click to open dialog')).toBeNull()
  })

  it('shows the README.md of the upload expanded', async () => {
    renderGui({
      path,
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: { ...replay(calls), 'uploads/dft_upload/raw/README.md': { text: '# About this upload\n\nSilicon, computed twice.' } },
    })
    const readme = await screen.findByTestId('upload-readme')
    expect(within(readme).getByRole('heading', { name: 'About this upload' })).toBeTruthy()
    expect(within(readme).getByText('Silicon, computed twice.')).toBeTruthy()
  })

  it('polls every second while processing, with the live status message, until processing ends', async () => {
    let polls = 0
    const pollTimes: number[] = []
    const answers = {
      ...replay(calls),
      'uploads/dft_upload/entries': () => {
        polls += 1
        pollTimes.push(Date.now())
        const body = entries()
        if (polls <= 2) {
          Object.assign(body.upload, { process_running: true, process_status: 'RUNNING', last_status_message: `Parsing vasp.xml (${polls})` })
          Object.assign(body, { processing_successful: 0, processing_failed: 0 })
        }
        return { body }
      },
    }
    renderGui({ path, auth: loggedIn({ user: RECORDED_AUTHOR }), answers })
    expect(await screen.findByText('Upload is processing ...')).toBeTruthy()
    expect(screen.getByTestId('process-status').textContent).toBe('Processing ...')
    expect(screen.getByTestId('entries-counter').textContent).toBe('0/1 entries processed')
    expect(screen.getAllByText(/^Parsing vasp\.xml \([12]\)$/).length).toBeGreaterThan(0)
    expect((await screen.findAllByText('Parsing vasp.xml (2)', {}, { timeout: 3000 })).length).toBeGreaterThan(0)
    expect(await screen.findByText('Processing completed', {}, { timeout: 3000 })).toBeTruthy()
    expect(screen.queryByText('Upload is processing ...')).toBeNull()
    const settled = polls
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(polls).toBe(settled)
    // Spec 1 §9: the next request waits 1000 ms after an answer that says the upload is processing.
    expect(pollTimes[1] - pollTimes[0]).toBeGreaterThanOrEqual(950)
  }, 15000)

  it('counts failed entries', async () => {
    const answers = {
      ...replay(calls),
      'uploads/dft_upload/entries': () => {
        const body = entries()
        Object.assign(body, { processing_successful: 3, processing_failed: 2 })
        body.upload.entries = 5
        return { body }
      },
    }
    renderGui({ path, auth: loggedIn({ user: RECORDED_AUTHOR }), answers })
    expect((await screen.findByTestId('entries-counter')).textContent).toBe('5/5 entries processed, 2 failed')
  })

  it('publishes with the chosen embargo', async () => {
    const gui = renderGui({
      path,
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: { ...replay(calls), 'uploads/dft_upload/action/publish': { body: { upload_id: 'dft_upload', data: entries().upload } } },
    })
    await screen.findByText('Processing completed')
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Embargo period' }))
    fireEvent.click(await screen.findByRole('option', { name: '36 months' }))
    fireEvent.click(within(screen.getByTestId('upload-steps')).getByRole('button', { name: 'Publish' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(queriesTo(gui.apiCalls, 'uploads/dft_upload/action/publish', 'POST')).toHaveLength(1))
    expect(queriesTo(gui.apiCalls, 'uploads/dft_upload/action/publish', 'POST')[0].get('embargo_length')).toBe('36')
  })
})

describeWithReference('upload page drop zone', () => {
  const calls = recordedCalls('uploadpage-unpublished-author.json')
  const entries = () => recordedBody<UploadEntriesResponse>(calls, 'GET', 'uploads/dft_upload/entries')

  it("sends dropped files to the upload's root as multipart 'file' and follows the processing", async () => {
    const sent: { method: string; names: string[] }[] = []
    let processing = false
    const answers = {
      ...replay(calls),
      'uploads/dft_upload/raw/': (request: Request) => {
        void request
          .clone()
          .formData()
          .then((form) => sent.push({ method: request.method, names: form.getAll('file').map((file) => (file as File).name) }))
        processing = true
        return { body: { upload_id: 'dft_upload', data: { ...entries().upload, process_running: true, process_status: 'PENDING' } } }
      },
      'uploads/dft_upload/entries': () => {
        const body = entries()
        if (processing) Object.assign(body.upload, { process_running: true, process_status: 'RUNNING', last_status_message: 'Unpacking files' })
        return { body }
      },
    }
    renderGui({ path: '/user/uploads/upload/id/dft_upload', auth: loggedIn({ user: RECORDED_AUTHOR }), answers })
    const zone = await screen.findByTestId('drop-zone')
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['data_x'], 'structure.cif')] } })
    expect(await screen.findByText('Upload is processing ...')).toBeTruthy()
    expect(screen.getAllByText('Unpacking files').length).toBeGreaterThan(0)
    expect(sent).toEqual([{ method: 'PUT', names: ['structure.cif'] }])
  })

  it("shows the API's message when the upload cannot be loaded", async () => {
    renderGui({
      path: '/user/uploads/upload/id/dft_upload',
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: { ...replay(calls), 'uploads/dft_upload/entries': { status: 500, body: { detail: 'The upload store is not available.' } } },
    })
    expect(await screen.findByText('The upload store is not available.')).toBeTruthy()
  })

  it('rolls a refused rename back to the saved name and shows why', async () => {
    renderGui({
      path: '/user/uploads/upload/id/dft_upload',
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: { ...replay(calls), 'uploads/dft_upload/edit': { status: 400, body: { detail: 'The upload name is too long.' } } },
    })
    await screen.findByText('Processing completed', undefined, { timeout: 20000 })
    const name = screen.getByLabelText('upload name') as HTMLInputElement
    const saved = name.value
    fireEvent.change(name, { target: { value: 'A new name' } })
    fireEvent.blur(name)
    expect(await screen.findByText('The upload name is too long.')).toBeTruthy()
    await waitFor(() => expect((screen.getByLabelText('upload name') as HTMLInputElement).value).toBe(saved))
  })

  it('shows an anonymous visitor of an embargoed upload its name and a login hint', async () => {
    const { upload } = entries()
    const embargoed = { ...upload, upload_name: 'Embargoed films', published: true, with_embargo: true, embargo_length: 12 }
    const login = vi.fn()
    renderGui({
      path: '/user/uploads/upload/id/dft_upload',
      auth: anonymous({ login }),
      answers: {
        'uploads/dft_upload': { body: { upload_id: 'dft_upload', data: embargoed } },
        'uploads/dft_upload/entries': { status: 401, body: { detail: 'You need to log in to access the specified upload.' } },
      },
    })
    expect(await screen.findByText('This upload is published with an embargo. Please login; you might be authorized to view it.', undefined, { timeout: 20000 })).toBeTruthy()
    expect(screen.getByTestId('embargoed-upload-name').textContent).toBe('Embargoed films')
    expect(screen.getByRole('img', { name: 'Published with embargo; it might become accessible after login' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(login).toHaveBeenCalled()
  })
})
