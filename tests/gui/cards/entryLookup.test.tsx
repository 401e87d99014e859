// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderShell } from '../../app/support/shell.js'

afterEach(cleanup)

describe('entry lookup (entry/query, entry/pid)', () => {
  it('finds the entry by external_id and redirects to its page', async () => {
    const shell = renderShell({
      path: '/entry/query?external_id=ext-7',
      answers: {
        'entries/query': (request) => ({ body: { data: request.method === 'POST' ? [{ entry_id: 'found-1' }] : [] } }),
        'entries/found-1': { body: { data: { entry_id: 'found-1', mainfile: 'a.xml' } } },
      },
    })
    await waitFor(() => expect(shell.pathname()).toBe('/entry/id/found-1'), { timeout: 5000 })
    const lookup = shell.apiCalls.find((call) => call.url.endsWith('entries/query'))!
    expect(await lookup.clone().json()).toMatchObject({ owner: 'all', query: { external_id: 'ext-7' }, pagination: { page_size: 1 } })
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
    expect(await screen.findByText('This entry does not exist.', undefined, { timeout: 5000 })).toBeTruthy()
    const lookup = shell.apiCalls.find((call) => call.url.endsWith('entries/query'))!
    expect(await lookup.clone().json()).toMatchObject({ owner: 'all', query: { pid: 'plain-pid' } })
  })

  it("says 'This entry does not exist.' when nothing matches", async () => {
    renderShell({ path: '/entry/pid/unknown-pid', answers: { 'entries/query': { body: { data: [] } } } })
    expect(await screen.findByText('This entry does not exist.', undefined, { timeout: 5000 })).toBeTruthy()
  })
})
