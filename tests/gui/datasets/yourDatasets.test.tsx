// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loggedIn, renderShell, testEnv } from '../../app/support/shell.js'

afterEach(cleanup)

const ONE_DATASET = {
  pagination: { page: 1, page_size: 10, total: 1, order_by: 'dataset_create_time', order: 'desc' },
  data: [{ dataset_id: 'ds-1', dataset_name: 'Perovskites', doi: null, dataset_create_time: '2026-01-02T10:00:00Z', dataset_modified_time: '2026-01-03T10:00:00Z' }],
}

describe('Your datasets', () => {
  it('asks for the user’s datasets, 10 newest first, and explains why a DOI cannot be assigned when the DOI service is off', async () => {
    const shell = renderShell({ path: '/user/datasets', env: testEnv({ dataciteEnabled: false }), auth: loggedIn(), answers: { 'datasets/': { body: ONE_DATASET } } })
    const table = await screen.findByRole('table', { name: 'datasets' }, { timeout: 10000 })
    expect(within(table).getByRole('link', { name: 'Perovskites' }).getAttribute('href')).toMatch(/\/user\/datasets\/dataset\/id\/ds-1$/)
    expect(within(table).getByLabelText('Cannot create a DOI because the DOI service is not enabled on this deployment')).toBeTruthy()
    expect((within(table).getByRole('button', { name: 'assign a DOI to Perovskites' }) as HTMLButtonElement).disabled).toBe(true)
    const query = new URL(shell.apiCalls.find((call) => call.url.includes('datasets/'))!.url).searchParams
    expect(Object.fromEntries(query)).toMatchObject({ page: '1', page_size: '10', order_by: 'dataset_create_time', order: 'desc', user_id: 'user-1' })
  })
})
