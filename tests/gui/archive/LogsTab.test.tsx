// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../../../src/engine/api/client.js'
import { applyRequired } from '../../../src/server/archive/apply-required.js'

type Json = Record<string, unknown>
let archive: Json | undefined
const asked: unknown[] = []

const client = new ApiClient({
  baseUrl: 'http://strata.test/api/v1',
  fetch: async (input, init) => {
    const { required } = (await new Request(input, init).json()) as { required: never }
    asked.push(required)
    if (!archive) return new Response(JSON.stringify({ detail: 'The entry with the given id does not exist or is not visible to you.' }), { status: 404 })
    return new Response(JSON.stringify({ required, entry_id: 'E1', data: { entry_id: 'E1', upload_id: 'U1', archive: await applyRequired(archive, required) } }), {
      headers: { 'content-type': 'application/json' },
    })
  },
})
vi.mock('../../../src/app/api/ApiContext.js', () => ({ useApi: () => client }))
vi.mock('../../../src/app/errors/ErrorsContext.js', () => ({ useErrors: () => ({ raiseError: vi.fn() }) }))
const { default: LogsTab } = await import('../../../src/app/pages/entry/tabs/LogsTab.js')

afterEach(cleanup)

describe('Logs tab', () => {
  it('asks only for the processing logs and lists them with the entry’s processing errors', async () => {
    archive = { run: [{ big: 'x'.repeat(1000) }], processing_logs: [{ level: 'WARNING', event: 'no symmetry', parser: 'parsers/vasp' }, { level: 'INFO', event: 'parsed' }] }
    render(<LogsTab entryId="E1" entry={{ processing_errors: ['normalizer failed'] }} />)
    expect(await screen.findByText('WARNING | parser: parsers/vasp | event: no symmetry')).toBeTruthy()
    expect(screen.getByText('ERROR | event: normalizer failed')).toBeTruthy()
    expect(screen.getByText('2 matching log entry found')).toBeTruthy()
    expect(asked.at(-1)).toEqual({ processing_logs: '*' })
    fireEvent.click(screen.getByLabelText('WARNING'))
    expect(screen.getByText('1 matching log entry found')).toBeTruthy()
  })

  it('says when there is no archive log', async () => {
    archive = undefined
    render(<LogsTab entryId="E1" />)
    expect(await screen.findByText('No archive log does exist for this entry. Most likely the entry itself does not exist.')).toBeTruthy()
  })
})
