// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { UploadEntriesResponse } from '../../../src/engine/api/schemas/uploads.js'
import { loggedIn } from '../../app/support/shell.js'
import { describeWithReference } from '../../reference.js'
import { RECORDED_AUTHOR, recordedBody, recordedCalls, replay } from './recordings.js'
import './setup.js'
import { renderGui } from './support.js'

afterEach(cleanup)

describeWithReference('metadata dialog', () => {
  const calls = recordedCalls('metadata-dialog-unpublished-author.json')
  const upload = () => recordedBody<UploadEntriesResponse>(calls, 'GET', 'uploads/dft_upload/entries').upload

  async function openDialog() {
    const edits: Record<string, unknown>[] = []
    renderGui({
      path: '/user/uploads/upload/id/dft_upload',
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: {
        ...replay(calls),
        'uploads/dft_upload/edit': (request) => {
          void request.clone().json().then((body: Record<string, unknown>) => edits.push(body))
          return { body: { upload_id: 'dft_upload', data: upload() } }
        },
      },
    })
    await screen.findByText('Processing completed', undefined, { timeout: 20000 })
    fireEvent.click(within(screen.getByTestId('upload-steps')).getByRole('button', { name: 'Edit the metadata of all entries' }))
    return { dialog: await screen.findByRole('dialog'), edits }
  }

  it('checks reference URLs word for word', async () => {
    const { dialog } = await openDialog()
    const field = within(dialog).getByLabelText('Reference URL')
    fireEvent.change(field, { target: { value: 'not a url' } })
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Add' })[0])
    expect(within(dialog).getByText('Pleas enter a valid URL ...')).toBeTruthy()
    fireEvent.change(field, { target: { value: 'https://doi.org/10.1000/1' } })
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Add' })[0])
    fireEvent.change(field, { target: { value: 'https://doi.org/10.1000/1' } })
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Add' })[0])
    expect(within(dialog).getByText('The URL is already in the references')).toBeTruthy()
  })

  it('verifies the changes first (verify_only), then applies them', async () => {
    const { dialog, edits } = await openDialog()
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Two silicon calculations' } })
    fireEvent.change(within(dialog).getByLabelText('Reference URL'), { target: { value: 'https://doi.org/10.1000/1' } })
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Add' })[0])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(edits).toHaveLength(2))
    const metadata = { comment: 'Two silicon calculations', references: { add: ['https://doi.org/10.1000/1'], remove: [] } }
    expect(edits[0]).toMatchObject({ metadata, verify_only: true })
    expect(edits[1]).toMatchObject({ metadata })
    expect(edits[1].verify_only).toBeUndefined()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('names the part that failed and keeps everything typed (a dataset that cannot be created)', async () => {
    const edits: Record<string, unknown>[] = []
    renderGui({
      path: '/user/uploads/upload/id/dft_upload',
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: {
        ...replay(calls),
        'datasets/': (request) =>
          request.method === 'POST'
            ? { status: 400, body: { detail: 'There is already a dataset with name Silicon' } }
            : { body: { pagination: { page: 1, page_size: 1000, total: 0 }, data: [] } },
        'uploads/dft_upload/edit': (request) => {
          void request.clone().json().then((body: Record<string, unknown>) => edits.push(body))
          return { body: { upload_id: 'dft_upload', data: upload() } }
        },
      },
    })
    await screen.findByText('Processing completed', undefined, { timeout: 20000 })
    fireEvent.click(within(screen.getByTestId('upload-steps')).getByRole('button', { name: 'Edit the metadata of all entries' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Kept comment' } })
    fireEvent.change(within(dialog).getByLabelText('Reference URL'), { target: { value: 'https://doi.org/10.1000/2' } })
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Add' })[0])
    fireEvent.change(within(dialog).getByLabelText('Dataset (existing or new)'), { target: { value: 'Silicon' } })
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Add' })[1])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText('Creating the dataset Silicon failed: There is already a dataset with name Silicon')).toBeTruthy()
    expect(edits).toHaveLength(1)
    expect(edits[0].verify_only).toBe(true)
    expect((within(dialog).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Kept comment')
    expect(within(dialog).getByText('https://doi.org/10.1000/2')).toBeTruthy()
    expect(within(dialog).getByText('Silicon')).toBeTruthy()
  })

  it('removes a dataset from an entry, but not one with a DOI', async () => {
    const edits: Record<string, unknown>[] = []
    renderGui({
      path: '/user/uploads/upload/id/dft_upload',
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: {
        ...replay(calls),
        'uploads/dft_upload/entries': () => {
          const body = recordedBody<UploadEntriesResponse>(calls, 'GET', 'uploads/dft_upload/entries')
          body.data[0].entry_metadata = {
            datasets: [
              { dataset_id: 'doi_set', dataset_name: 'Published set', doi: '10.17172/NOMAD/1' },
              { dataset_id: 'plain_set', dataset_name: 'Working set' },
            ],
          }
          return { body }
        },
        'uploads/dft_upload/edit': (request) => {
          void request.clone().json().then((body: Record<string, unknown>) => edits.push(body))
          return { body: { upload_id: 'dft_upload', data: upload() } }
        },
      },
    })
    const table = await screen.findByTestId('entries-table')
    fireEvent.click(within(table).getAllByRole('checkbox')[1])
    fireEvent.click(within(table).getByRole('button', { name: 'edit metadata of selected entries' }))
    const dialog = await screen.findByRole('dialog')
    const chip = (name: string) => within(dialog).getByText(name).closest('.MuiChip-root') as HTMLElement
    fireEvent.click(chip('Published set').querySelector('.MuiChip-deleteIcon')!)
    expect(within(dialog).getByText('The dataset cannot be removed. A DOI has been assigned to the dataset.')).toBeTruthy()
    fireEvent.click(chip('Working set').querySelector('.MuiChip-deleteIcon')!)
    expect(within(dialog).queryByText('Working set')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(edits).toHaveLength(2))
    expect(edits[1]).toMatchObject({ metadata: { datasets: { add: [], remove: ['plain_set'] } } })
  })

  it('asks before discarding unsubmitted changes', async () => {
    const { dialog } = await openDialog()
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'draft' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Your changes are not submitted yet. Discard changes?')).toBeTruthy()
  })
})

describeWithReference('metadata dialog of a published upload', () => {
  const calls = recordedCalls('metadata-dialog-published-author.json')
  const upload = () => recordedBody<UploadEntriesResponse>(calls, 'GET', 'uploads/dft_upload/entries').upload

  it('stays open to writers, with only the datasets editable', async () => {
    const edits: Record<string, unknown>[] = []
    renderGui({
      path: '/user/uploads/upload/id/dft_upload',
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: {
        ...replay(calls),
        'datasets/': (request) =>
          request.method === 'POST'
            ? { body: { dataset_id: 'new_dataset_id', data: { dataset_id: 'new_dataset_id', dataset_name: 'Silicon' } } }
            : { body: { pagination: { page: 1, page_size: 1000, total: 0 }, data: [] } },
        'uploads/dft_upload/edit': (request) => {
          void request.clone().json().then((body: Record<string, unknown>) => edits.push(body))
          return { body: { upload_id: 'dft_upload', data: upload() } }
        },
      },
    })
    expect(upload().published).toBe(true)
    await screen.findByText('Processing completed', undefined, { timeout: 20000 })
    const button = within(screen.getByTestId('upload-steps')).getByRole('button', { name: 'Edit the metadata of all entries' })
    expect(button.hasAttribute('disabled')).toBe(false)
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('After publishing, metadata cannot be changed except dataset membership.')).toBeTruthy()
    expect(within(dialog).getByLabelText('Comment').hasAttribute('disabled')).toBe(true)
    expect(within(dialog).queryByLabelText('Reference URL')).toBeNull()
    fireEvent.change(within(dialog).getByLabelText('Dataset (existing or new)'), { target: { value: 'Silicon' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(edits).toHaveLength(2))
    expect(edits[1]).toMatchObject({ metadata: { datasets: { add: ['new_dataset_id'], remove: [] } } })
    expect(Object.keys(edits[1].metadata as object)).toEqual(['datasets'])
  })
})
