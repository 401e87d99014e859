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
    expect(await lookup.clone().json()).toMatchObject({ query: { external_id: 'ext-7' }, pagination: { page_size: 1 } })
  })

  it("says 'This entry does not exist.' when nothing matches", async () => {
    renderShell({ path: '/entry/pid/unknown-pid', answers: { 'entries/query': { body: { data: [] } } } })
    expect(await screen.findByText('This entry does not exist.', undefined, { timeout: 5000 })).toBeTruthy()
  })
})
