// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loggedIn, renderShell, type ApiAnswers } from '../../app/support/shell.js'

afterEach(cleanup)

const ENTRY = { entry_id: 'e1', upload_id: 'u1', mainfile: 'calc/vasprun.xml' }
const folder = (path: string, content: object[]) => ({ body: { upload_id: 'u1', path, directory_metadata: { name: path, content }, pagination: { page: 1, page_size: 40, total: content.length } } })

/** The entry e1 of upload u1 (main author user-9), its one folder and its main file. */
function answers(upload: Record<string, unknown>, deleted: string[] = []): ApiAnswers {
  const uploadBody = { upload_id: 'u1', main_author: 'user-9', published: false, ...upload }
  return {
    'entries/e1': { body: { entry_id: 'e1', data: ENTRY } },
    groups: { body: { data: [] } },
    'uploads/u1': { body: { upload_id: 'u1', data: uploadBody } },
    'uploads/u1/rawdir/': folder('', [{ name: 'calc', size: 10, is_file: false }]),
    'uploads/u1/rawdir/calc': folder('calc', [{ name: 'vasprun.xml', size: 10, is_file: true, entry_id: 'e1', parser_name: 'parsers/vasp' }]),
    'uploads/u1/rawdir/calc/vasprun.xml': { body: { upload_id: 'u1', path: 'calc/vasprun.xml', file_metadata: { name: 'vasprun.xml', size: 10, entry_id: 'e1', parser_name: 'parsers/vasp' } } },
    'uploads/u1/raw/calc/vasprun.xml': (request) => {
      if (request.method !== 'DELETE') return { body: '<modeling/>' }
      deleted.push('calc/vasprun.xml')
      return { body: { upload_id: 'u1', data: uploadBody } }
    },
  }
}

const mainfileLane = () => screen.findByTestId('lane-calc/vasprun.xml', {}, { timeout: 5000 })

describe('entry Files tab (spec 1 §2, spec 3 §2.4)', () => {
  it('lets a co-author of the unpublished upload delete the main file, then goes to the upload page', async () => {
    const deleted: string[] = []
    const shell = renderShell({ path: '/entry/id/e1/files/_mainfile', auth: loggedIn(), answers: answers({ writers: ['user-9', 'user-1'], coauthors: ['user-1'] }, deleted) })
    const lane = await mainfileLane()
    fireEvent.click(await within(lane).findByRole('button', { name: 'delete this file' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(shell.pathname()).toBe('/user/uploads/upload/id/u1'))
    expect(deleted).toEqual(['calc/vasprun.xml'])
  })

  it('shows no file-changing controls to a reviewer, after publication, or to anonymous visitors', async () => {
    for (const [auth, upload] of [
      [loggedIn(), { viewers: ['user-9', 'user-1'], reviewers: ['user-1'] }],
      [loggedIn(), { published: true, writers: ['user-9', 'user-1'], coauthors: ['user-1'] }],
    ] as const) {
      const shell = renderShell({ path: '/entry/id/e1/files/_mainfile', auth, answers: answers(upload) })
      const lane = await mainfileLane()
      await waitFor(() => expect(shell.apiCalls.some((call) => new URL(call.url).pathname.endsWith('/uploads/u1'))).toBe(true))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(within(lane).queryByRole('button', { name: 'delete this file' })).toBeNull()
      cleanup()
    }
    const shell = renderShell({ path: '/entry/id/e1/files/_mainfile', answers: answers({ writers: ['user-9'] }) })
    const lane = await mainfileLane()
    expect(within(lane).queryByRole('button', { name: 'delete this file' })).toBeNull()
    expect(shell.apiCalls.some((call) => new URL(call.url).pathname.endsWith('/uploads/u1'))).toBe(false)
  })
})
