// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loggedIn, renderShell } from '../../app/support/shell.js'

const LOGGED_IN_TEXT = 'This URL points to an entry that either does not exist, or that you are not authorized to see.'
const ANONYMOUS_TEXT =
  'This URL points to an entry that either does not exist, or that is not publically visibile. Please login; you might be authorized to view it.'

afterEach(cleanup)

describe('entry lookup (entry/query, entry/pid)', () => {
  it('finds the entry by external_id with GET entries and redirects to its page', async () => {
    const shell = renderShell({
      path: '/entry/query?external_id=ext-7',
      answers: {
        entries: (request) => ({
          body: { data: new URL(request.url).searchParams.get('external_id') === 'ext-7' ? [{ entry_id: 'found-1', upload_id: 'u' }] : [], pagination: { total: 1 } },
        }),
        'entries/found-1': { body: { data: { entry_id: 'found-1', mainfile: 'a.xml' } } },
      },
    })
    await waitFor(() => expect(shell.pathname()).toBe('/entry/id/found-1'), { timeout: 5000 })
    const lookup = shell.apiCalls.find((call) => new URL(call.url).pathname.endsWith('/entries'))!
    expect(lookup.method).toBe('GET')
    expect(new URL(lookup.url).searchParams.get('page_size')).toBe('1')
  })

  it('looks a pid with a handle up as pid/handle, with owner all', async () => {
    const shell = renderShell({
      path: '/entry/pid/21.11132/abc-123',
      answers: {
        'entries/query': { body: { data: [{ entry_id: 'found-2' }] } },
        'entries/found-2': { body: { data: { entry_id: 'found-2', mainfile: 'b.xml' } } },
      },
    })
    await waitFor(() => expect(shell.pathname()).toBe('/entry/id/found-2'), { timeout: 5000 })
    const lookup = shell.apiCalls.find((call) => call.url.endsWith('entries/query'))!
    expect(lookup.method).toBe('POST')
    expect(await lookup.clone().json()).toMatchObject({ owner: 'all', query: { pid: '21.11132/abc-123' } })
  })

  it('looks a pid without a handle up as it is', async () => {
    const shell = renderShell({ path: '/entry/pid/plain-pid', answers: { 'entries/query': { body: { data: [] } } } })
    expect(await screen.findByText(ANONYMOUS_TEXT, undefined, { timeout: 5000 })).toBeTruthy()
    const lookup = shell.apiCalls.find((call) => call.url.endsWith('entries/query'))!
    expect(await lookup.clone().json()).toMatchObject({ owner: 'all', query: { pid: 'plain-pid' } })
  })

  it('tells an anonymous visitor that logging in might help when nothing matches', async () => {
    renderShell({ path: '/entry/pid/unknown-pid', answers: { 'entries/query': { body: { data: [] } } } })
    expect(await screen.findByText(ANONYMOUS_TEXT, undefined, { timeout: 5000 })).toBeTruthy()
  })

  it('tells a logged-in user that the entry does not exist or is not theirs to see', async () => {
    renderShell({ path: '/entry/query?external_id=ext-8', auth: loggedIn(), answers: { entries: { body: { data: [], pagination: { total: 0 } } } } })
    expect(await screen.findByText(LOGGED_IN_TEXT, undefined, { timeout: 5000 })).toBeTruthy()
    expect(screen.queryByText(ANONYMOUS_TEXT)).toBeNull()
  })

  it('says that a Materials Project id (mp-) has not been provided yet, with a link to it', async () => {
    renderShell({ path: '/entry/query?external_id=mp-149', answers: { entries: { body: { data: [], pagination: { total: 0 } } } } })
    const link = await screen.findByRole('link', { name: 'See mp-149 at the Materials Project' }, { timeout: 5000 })
    expect(link.getAttribute('href')).toBe('https://next-gen.materialsproject.org/materials/mp-149')
    expect(screen.getByText(/The Materials Project entry mp-149 has not yet been provided/)).toBeTruthy()
    expect(screen.queryByText(ANONYMOUS_TEXT)).toBeNull()
  })
})
