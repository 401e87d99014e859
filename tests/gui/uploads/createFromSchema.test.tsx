// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { loggedIn } from '../../app/support/shell.js'
import { describeWithReference } from '../../reference.js'
import { RECORDED_AUTHOR, recordedCalls, replay } from './recordings.js'
import './setup.js'
import { queriesTo, renderGui, type FakeAnswers } from './support.js'

afterEach(cleanup)

const REVIEWER = { sub: '54cb1f64-f84e-4815-9ade-440ce0b5430f', name: 'Test Tester' }
const PATH = '/user/uploads/upload/id/dft_upload'
const NEW_ENTRY = 'new_sample_entry_id_00000000'

describeWithReference('create from schema', () => {
  const page = recordedCalls('uploadpage-unpublished-author.json')
  // NOMAD's own traffic of its create-entry dialog: the schema search and the schema's definitions (one call
  // each); Strata asks for both at once, so the recorded schema archive answers one entries/archive/query.
  const recorded = recordedCalls('uploadpage-create-entry.json')
  const schemaArchive = recorded.find((call) => /^entries\/[^/]+\/archive\/query$/.test(call.path))!.body as { data: unknown }
  const schemas: FakeAnswers = { 'entries/archive/query': { body: { data: [schemaArchive.data] } } }

  /** The page, NOMAD's schema answers, and a PUT of the new file that answers like the server (409 only when asked not to overwrite). */
  function answers(existing = false) {
    const puts: { query: URLSearchParams; body: Promise<unknown> }[] = []
    const all: FakeAnswers = {
      ...replay(page),
      ...schemas,
      'uploads/dft_upload/raw/': (request) => {
        const query = new URL(request.url).searchParams
        puts.push({ query, body: request.clone().json() })
        if (existing && query.get('overwrite_if_exists') === 'false')
          return { status: 409, body: { detail: 'The provided path already exists and overwrite_if_exists is set to False.' } }
        return {
          body: {
            upload_id: 'dft_upload',
            data: { upload_id: 'dft_upload' },
            processing: { upload_id: 'dft_upload', path: query.get('file_name'), entry_id: NEW_ENTRY, entry: { process_status: 'SUCCESS', errors: [] } },
          },
        }
      },
    }
    return { all, puts }
  }

  async function openDialog() {
    await screen.findByText('Processing completed')
    fireEvent.click(screen.getByRole('button', { name: 'Create from schema' }))
    return screen.findByRole('dialog')
  }

  async function chooseSchema(dialog: HTMLElement, group: string, label: string) {
    const input = within(dialog).getByRole('combobox', { name: 'Schema' })
    fireEvent.mouseDown(input)
    fireEvent.change(input, { target: { value: label } })
    const header = await screen.findByText(group)
    fireEvent.click(within(header.parentElement!).getByRole('option', { name: label }))
  }

  it("lists the user's schemas as NOMAD does, and writes {name}.archive.json with data.m_def pointing to the chosen section", async () => {
    const { all, puts } = answers()
    const gui = renderGui({ path: PATH, auth: loggedIn({ user: RECORDED_AUTHOR }), answers: all })
    const dialog = await openDialog()
    const create = within(dialog).getByRole('button', { name: 'Create' })
    expect(create.hasAttribute('disabled')).toBe(true)

    await chooseSchema(dialog, 'schema.archive.yaml (eln_upload_id)', 'Sample')
    expect(create.hasAttribute('disabled')).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'my first sample' } })
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('my_first_sample')
    expect(create.hasAttribute('disabled')).toBe(false)
    fireEvent.click(create)

    await waitFor(() => expect(puts).toHaveLength(1))
    const [put] = puts
    expect(Object.fromEntries(put.query)).toEqual({ file_name: 'my_first_sample.archive.json', wait_for_processing: 'true', overwrite_if_exists: 'false' })
    // Sample is the fourth section definition of the recorded schema file.
    expect(await put.body).toEqual({ data: { m_def: '../uploads/eln_upload_id/raw/schema.archive.yaml#/definitions/section_definitions/3' } })
    const paths = gui.apiCalls.map((request) => new URL(request.url).pathname.replace(/^.*\/api\/v1\//, ''))
    const searches = gui.apiCalls.filter((_, index) => paths[index] === 'entries/archive/query')
    expect(searches).toHaveLength(1)
    expect(await searches[0].json()).toMatchObject({ owner: 'user', query: { 'entry_type:all': ['Schema'] }, required: { definitions: '*' } })
    // No request per schema entry, and no separate search.
    expect(paths.filter((path) => /^entries\/[^/]+\/archive\/query$/.test(path) || path === 'entries/query')).toEqual([])
    // The new entry opens.
    await waitFor(() => expect(queriesTo(gui.apiCalls, `entries/${NEW_ENTRY}`).length).toBeGreaterThan(0))
  })

  it('offers only entry sections of a schema, and the built-in notebook sections', async () => {
    renderGui({ path: PATH, auth: loggedIn({ user: RECORDED_AUTHOR }), answers: answers().all })
    const dialog = await openDialog()
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Schema' }))
    const custom = (await screen.findByText('schema.archive.yaml (eln_upload_id)')).parentElement!
    expect(within(custom).getAllByRole('option').map((option) => option.textContent)).toEqual(['Chemical', 'Instrument', 'Sample'])
    const builtIn = (await screen.findByText('Built-in')).parentElement!
    expect(within(builtIn).getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['BasicEln', 'Sample', 'Instrument']))
  })

  it('writes a built-in section by its qualified name; an existing file asks before overwriting', async () => {
    const { all, puts } = answers(true)
    renderGui({ path: PATH, auth: loggedIn({ user: RECORDED_AUTHOR }), answers: all })
    const dialog = await openDialog()
    await chooseSchema(dialog, 'Built-in', 'BasicEln')
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'notes' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }))
    const question = await screen.findByText('notes.archive.json already exists. Do you want to overwrite it?')
    fireEvent.click(within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(puts.map((put) => put.query.get('overwrite_if_exists'))).toEqual(['false', 'true']))
    expect(await puts[1].body).toEqual({ data: { m_def: 'nomad.datamodel.metainfo.eln.BasicEln' } })
  })

  it('is disabled for viewers who may not write', async () => {
    renderGui({ path: PATH, auth: loggedIn({ user: REVIEWER }), answers: replay(recordedCalls('uploadpage-unpublished-reviewer.json')) })
    await screen.findByText('Processing completed')
    expect(screen.getByRole('button', { name: 'Create from schema' }).hasAttribute('disabled')).toBe(true)
  })
})
