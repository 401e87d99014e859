// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { loggedIn } from '../../app/support/shell.js'
import { describeWithReference } from '../../reference.js'
import { RECORDED_AUTHOR, recordedCalls, replay } from './recordings.js'
import './setup.js'
import { renderGui } from './support.js'

afterEach(cleanup)

describeWithReference('members dialog', () => {
  const calls = recordedCalls('members-dialog-unpublished-author.json')
  const path = '/user/uploads/upload/id/dft_upload'

  async function openDialog(extraAnswers: Parameters<typeof renderGui>[0]['answers'] = {}) {
    const edits: unknown[] = []
    const recorded = replay(calls)
    const gui = renderGui({
      path,
      auth: loggedIn({ user: RECORDED_AUTHOR }),
      answers: {
        ...recorded,
        ...extraAnswers,
        'uploads/dft_upload/edit': (request) => {
          void request.clone().json().then((body) => edits.push(body))
          return (recorded['uploads/dft_upload/edit'] as (r: Request) => { body: unknown })(request)
        },
      },
    })
    await screen.findByText('Processing completed', undefined, { timeout: 20000 })
    fireEvent.click(within(screen.getByTestId('upload-steps')).getByRole('button', { name: 'Manage upload members' }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('table', { name: 'members' })
    return { gui, dialog, edits }
  }

  it('lists the main author, co-authors and reviewers, users and groups, with their roles', async () => {
    const { dialog } = await openDialog()
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
    expect(rows[0]).toContain('Markus Scheidgen')
    expect(rows[0]).toContain('Main author')
    expect(rows.some((row) => row?.includes('Sheldon Cooper') && row.includes('Testeversity'))).toBe(true)
    expect(rows.some((row) => row?.includes('Test Tester'))).toBe(true)
    expect(rows.some((row) => row?.includes('Group Cooper (group)'))).toBe(true)
    expect(rows.some((row) => row?.includes('Group Tester (group)'))).toBe(true)
  })

  it('enables submit only after a change, then stores the members with one edit', async () => {
    const { dialog, edits } = await openDialog()
    const submit = () => within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement
    expect(submit().disabled).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'remove Sheldon Cooper' }))
    expect(submit().disabled).toBe(false)

    // Add a user found by name prefix (GET users?prefix=...) as co-author.
    const search = within(dialog).getByRole('combobox', { name: 'Search the user or group to add' })
    fireEvent.focus(search)
    fireEvent.change(search, { target: { value: 'admin' } })
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    fireEvent.click(await screen.findByRole('option', { name: 'Admin Administrator' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(within(dialog).getByText('Admin Administrator')).toBeTruthy()

    fireEvent.click(submit())
    await waitFor(() => expect(edits).toHaveLength(1))
    expect(edits[0]).toEqual({
      metadata: {
        coauthors: ['c97facc2-92ec-4fa6-80cf-a08ed957255b'],
        reviewers: ['54cb1f64-f84e-4815-9ade-440ce0b5430f'],
        coauthor_groups: ['group2'],
        reviewer_groups: ['group3'],
      },
    })
  })

  it('invites a new user: Submit only when email, names and affiliation are filled, then the user is a member', async () => {
    const invitations: unknown[] = []
    const { dialog, edits } = await openDialog({
      'users/invite': (request) => {
        void request.clone().json().then((body) => invitations.push({ method: request.method, body }))
        return { body: { user_id: 'invited-1', name: 'Amy Fowler', email: 'amy@example.org', affiliation: 'Caltech' } }
      },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite a new user' }))
    const form = within(within(dialog).getByRole('region', { name: 'invite a new user' }))
    const submit = () => form.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
    const fields: [string, string][] = [
      ['Email', 'amy@example.org'],
      ['First name', 'Amy'],
      ['Last name', 'Fowler'],
      ['Affiliation', 'Caltech'],
    ]
    for (const [label, value] of fields) {
      expect(submit().disabled).toBe(true)
      fireEvent.change(form.getByLabelText(label), { target: { value } })
    }
    expect(submit().disabled).toBe(false)
    fireEvent.click(submit())
    const row = await within(dialog).findByRole('row', { name: /Amy Fowler/ })
    expect(row.textContent).toContain('Caltech')
    expect(invitations).toEqual([{ method: 'PUT', body: { email: 'amy@example.org', first_name: 'Amy', last_name: 'Fowler', affiliation: 'Caltech' } }])
    expect(within(dialog).queryByRole('region', { name: 'invite a new user' })).toBeNull()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(edits).toHaveLength(1))
    expect((edits[0] as { metadata: { coauthors: string[] } }).metadata.coauthors).toContain('invited-1')
  })

  it('keeps the invite form filled and shows the server’s reason when the invitation is refused', async () => {
    const { dialog } = await openDialog({ 'users/invite': { status: 422, body: { detail: [{ loc: ['body', 'email'], msg: 'email must be a valid email address', type: 'value_error' }] } } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite a new user' }))
    const form = within(within(dialog).getByRole('region', { name: 'invite a new user' }))
    for (const [label, value] of [['Email', 'amy@'], ['First name', 'Amy'], ['Last name', 'Fowler'], ['Affiliation', 'Caltech']])
      fireEvent.change(form.getByLabelText(label), { target: { value } })
    fireEvent.click(form.getByRole('button', { name: 'Submit' }))
    expect(await form.findByText(/email must be a valid email address/)).toBeTruthy()
    expect((form.getByLabelText('Email') as HTMLInputElement).value).toBe('amy@')
  })

  it("makes the upload visible for all with the viewer group 'all'", async () => {
    const { dialog, edits } = await openDialog()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Visible for all/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(edits).toHaveLength(1))
    expect((edits[0] as { metadata: { reviewer_groups: string[] } }).metadata.reviewer_groups).toEqual(['group3', 'all'])
  })

  it("names a member group that no longer exists as 'Error: group was deleted'", async () => {
    const deletedCalls = recordedCalls('members-dialog-unpublished-deleted-coauthor-group-author.json')
    renderGui({ path, auth: loggedIn({ user: RECORDED_AUTHOR }), answers: replay(deletedCalls) })
    await screen.findByText('Processing completed', undefined, { timeout: 20000 })
    fireEvent.click(within(screen.getByTestId('upload-steps')).getByRole('button', { name: 'Manage upload members' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Error: group was deleted')).toBeTruthy()
  })
})
