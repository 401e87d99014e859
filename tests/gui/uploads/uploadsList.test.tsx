// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { UploadsResponse } from '../../../src/engine/api/schemas/uploads.js'
import { loggedIn, renderShell, testEnv, type ApiAnswers } from '../../app/support/shell.js'
import { describeWithReference } from '../../reference.js'
import './setup.js'
import { RECORDED_AUTHOR, recordedBody, recordedCalls, replay } from './recordings.js'

afterEach(cleanup)

const CAP_TEXT = 'You have reached maximum number of unpublished uploads!'

describeWithReference('uploads list', () => {
  const calls = recordedCalls('uploadspage.json')
  const firstPage = () =>
    recordedBody<UploadsResponse>(calls, 'GET', 'uploads', (q) => q.get('order_by') === 'upload_create_time' && q.get('page') === '1')
  const ownUnpublished = () => recordedBody<UploadsResponse>(calls, 'GET', 'uploads', (q) => q.get('is_published') === 'false')

  /** GET uploads answers the own-unpublished count or the page, like NOMAD. */
  function uploadsAnswers(page: () => UploadsResponse, unpublishedTotal?: number): ApiAnswers {
    return {
      ...replay(calls),
      uploads: (request) => {
        const query = new URL(request.url).searchParams
        if (query.get('is_published') === 'false') {
          const body = ownUnpublished()
          if (unpublishedTotal !== undefined) body.pagination.total = unpublishedTotal
          return { body }
        }
        return { body: page() }
      },
    }
  }

  it('asks for page 1 of 10 uploads newest first and lists them with the shell commands', async () => {
    const shell = renderShell({ path: '/user/uploads', auth: loggedIn({ user: RECORDED_AUTHOR }), answers: uploadsAnswers(firstPage) })
    const table = await screen.findByRole('table', { name: 'uploads' })
    const expected = firstPage().data.map((upload) => upload.upload_id)
    for (const id of expected) expect(within(table).getByText(id)).toBeTruthy()
    const listCall = shell.apiCalls.find((r) => r.url.includes('/uploads?') && !r.url.includes('is_published'))!
    const query = new URL(listCall.url).searchParams
    expect([query.get('page'), query.get('page_size'), query.get('order_by'), query.get('order')]).toEqual(['1', '10', 'upload_create_time', 'desc'])
    const commands = await screen.findByTestId('upload-commands')
    const recordedCommand = recordedBody<{ upload_command: string }>(calls, 'GET', 'uploads/command-examples').upload_command
    expect(within(commands).getByText(recordedCommand)).toBeTruthy()
    expect(screen.queryByText(CAP_TEXT)).toBeNull()
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create a new upload' }) as HTMLButtonElement).disabled).toBe(false))
  })

  it('disables creating and says so once 10 own uploads are unpublished', async () => {
    renderShell({ path: '/user/uploads', auth: loggedIn({ user: RECORDED_AUTHOR }), answers: uploadsAnswers(firstPage, 10) })
    expect(await screen.findByText(CAP_TEXT)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Create a new upload' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('takes the cap from the startup config (servicesUploadLimit)', async () => {
    const env = testEnv({ servicesUploadLimit: 3 })
    renderShell({ path: '/user/uploads', env, auth: loggedIn({ user: RECORDED_AUTHOR }), answers: uploadsAnswers(firstPage, 3) })
    expect(await screen.findByText(CAP_TEXT)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Create a new upload' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByTestId('uploads-help').textContent).toContain('You can have at most 3 unpublished uploads at a time.')
    cleanup()
    renderShell({ path: '/user/uploads', env: testEnv({ servicesUploadLimit: 20 }), auth: loggedIn({ user: RECORDED_AUTHOR }), answers: uploadsAnswers(firstPage, 10) })
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create a new upload' }) as HTMLButtonElement).disabled).toBe(false))
    expect(screen.queryByText(CAP_TEXT)).toBeNull()
  })

  it('sorts by publish time when the Published column is clicked', async () => {
    const shell = renderShell({ path: '/user/uploads', auth: loggedIn({ user: RECORDED_AUTHOR }), answers: uploadsAnswers(firstPage) })
    fireEvent.click(await screen.findByRole('button', { name: 'Published' }))
    await waitFor(() => expect(shell.apiCalls.some((r) => new URL(r.url).searchParams.get('order_by') === 'publish_time')).toBe(true))
  })

  it('lets only the main author delete, and reloads every 2 s while the deletion is pending', async () => {
    let deleted = false
    const page = () => {
      const body = firstPage()
      body.data[1].main_author = 'somebody-else'
      if (deleted) Object.assign(body.data[0], { current_process: 'delete_upload', process_status: 'PENDING', process_running: true })
      return body
    }
    const answers = uploadsAnswers(page)
    const [own, foreign] = [firstPage().data[0].upload_id, firstPage().data[1].upload_id]
    answers[`uploads/${own}`] = (request) => {
      expect(request.method).toBe('DELETE')
      deleted = true
      return { body: { upload_id: own, data: { ...firstPage().data[0], current_process: 'delete_upload', process_status: 'PENDING' } } }
    }
    const shell = renderShell({ path: '/user/uploads', auth: loggedIn({ user: RECORDED_AUTHOR }), answers })
    const deleteButton = () => screen.getByRole('button', { name: 'Delete selected' }) as HTMLButtonElement

    fireEvent.click(await screen.findByRole('checkbox', { name: `select ${foreign}` }))
    expect(deleteButton().disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: `select ${foreign}` }))
    fireEvent.click(screen.getByRole('checkbox', { name: `select ${own}` }))
    expect(deleteButton().disabled).toBe(false)
    fireEvent.click(deleteButton())
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }))

    const listCalls = () => shell.apiCalls.filter((r) => r.method === 'GET' && /\/uploads\?/.test(r.url) && !r.url.includes('is_published')).length
    await waitFor(() => expect(deleted).toBe(true))
    const afterDelete = listCalls()
    await waitFor(() => expect(listCalls()).toBeGreaterThanOrEqual(afterDelete + 1), { timeout: 3000 })
    const afterFirstPoll = listCalls()
    await waitFor(() => expect(listCalls()).toBeGreaterThan(afterFirstPoll), { timeout: 3000 })
  }, 20000)

  it('asks anonymous visitors to log in', async () => {
    renderShell({ path: '/user/uploads' })
    expect(await screen.findByText('You have to login to use this functionality.')).toBeTruthy()
  })
})
