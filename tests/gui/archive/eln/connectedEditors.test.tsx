// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SearchPickerProps } from '../../../../src/renderers/archive/elnEnvironment.js'
import { INVALID_EMAIL } from '../../../../src/renderers/archive/eln/AuthorEditor.js'
import { createReferenceFailed, CREATE_REFERENCE_TEXTS } from '../../../../src/renderers/archive/eln/CreateReferenceDialog.js'
import { UPLOAD_FILE } from '../../../../src/renderers/archive/eln/FileEditor.js'
import { EDIT_QUERY, QUERY_EDIT_PAGE_SIZE } from '../../../../src/renderers/archive/eln/QueryEditor.js'
import { CREATE_REFERENCE, notAReference, SELECT_REFERENCE } from '../../../../src/renderers/archive/eln/ReferenceEditor.js'
import { OWNER_MODES } from '../../../../src/renderers/archive/eln/sectionSelectQuery.js'
import { editorsModel, experimentQuantity, fakeApi, renderEditor, SCHEMA_ENTRY, UPLOAD, type Call } from './support.js'

afterEach(cleanup)

const model = editorsModel()
const LAZY = { timeout: 15000 }
const PATH_EXISTS = 'The provided path already exists and overwrite_if_exists is set to False.'
const INSTRUMENT = `entry_id:${SCHEMA_ENTRY}.Instrument`

const commit = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

describe('ELN editors that talk to the API', () => {
  it('AuthorEditQuantity refuses an email that is not one, with the spec’s words, and stores the author otherwise', async () => {
    const { api } = fakeApi(() => ({ body: { data: [] } }))
    const editor = renderEditor(experimentQuantity(model, 'operator'), { environment: { api } })
    commit(await screen.findByLabelText('First name', {}, LAZY), 'Ada')
    await waitFor(() => expect(editor.value()).toEqual({ first_name: 'Ada' }))
    commit(screen.getByLabelText('Email'), 'ada-at-lab')
    expect(await screen.findByText(INVALID_EMAIL)).toBeTruthy()
    expect(editor.value()).toEqual({ first_name: 'Ada' })
    commit(screen.getByLabelText('Email'), 'ada@lab.example.org')
    await waitFor(() => expect(editor.value()).toEqual({ first_name: 'Ada', email: 'ada@lab.example.org' }))
    expect(screen.queryByText(INVALID_EMAIL)).toBeNull()
  })

  it('AuthorEditQuantity fills in a user found by name (users?prefix=, after the typing pause)', async () => {
    const { api, calls } = fakeApi(() => ({ body: { data: [{ user_id: 'u2', name: 'Grace Hopper', first_name: 'Grace', last_name: 'Hopper', affiliation: 'Navy Lab' }, { user_id: 'u3', name: 'Ann Grace', first_name: 'Ann', last_name: 'Grace' }] } }))
    const editor = renderEditor(experimentQuantity(model, 'operator'), { environment: { api } })
    const search = await screen.findByLabelText('Search user', {}, LAZY)
    search.focus()
    fireEvent.change(search, { target: { value: 'gra' } })
    const options = await screen.findAllByRole('option', {}, { timeout: 5000 })
    // Prefix matches of the name come first.
    expect(options.map((option) => option.textContent)).toEqual(['Grace Hopper (Navy Lab)', 'Ann Grace'])
    expect(calls.at(-1)?.url.searchParams.get('prefix')).toBe('gra')
    fireEvent.click(options[0])
    await waitFor(() => expect(editor.value()).toEqual({ first_name: 'Grace', last_name: 'Hopper', affiliation: 'Navy Lab' }))
  })

  it('FileEditQuantity uploads into the entry’s upload, asks before overwriting, and stores the path', async () => {
    let exists = true
    const { api, calls } = fakeApi((call) => {
      if (call.method === 'PUT' && exists && call.url.searchParams.get('overwrite_if_exists') === 'false') return { status: 409, body: { detail: PATH_EXISTS } }
      exists = true
      return { body: { upload_id: UPLOAD, data: { upload_id: UPLOAD, process_running: false } } }
    })
    const editor = renderEditor(experimentQuantity(model, 'raw_data'), { environment: { api, mainfile: 'runs/experiment.archive.json' } })
    const input = await screen.findByLabelText(`raw_data ${UPLOAD_FILE}`, {}, LAZY)
    fireEvent.change(input, { target: { files: [new File(['t,V\n0,1\n'], 'trace.csv', { type: 'text/csv' })] } })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/runs\/trace.csv already exists/)).toBeTruthy()
    expect(editor.value()).toBeUndefined()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(editor.value()).toBe('runs/trace.csv'))
    const puts = calls.filter((call) => call.method === 'PUT')
    expect(puts.map((call) => [call.url.pathname, call.url.searchParams.get('overwrite_if_exists')])).toEqual([
      [`/api/v1/uploads/${UPLOAD}/raw/runs`, 'false'],
      [`/api/v1/uploads/${UPLOAD}/raw/runs`, 'true'],
    ])
    expect((puts[1].body as FormData).get('file')).toBeInstanceOf(File)
  })

  it('ReferenceEditQuantity refuses typed text that is no reference and picks an entry of the referenced type in the section-select dialog', async () => {
    const entries = [
      { entry_id: 'i1', entry_name: 'Sputter chamber 2', entry_type: 'Instrument', mainfile: 'instrument.archive.json', upload_id: UPLOAD, published: false, main_author: { name: 'Me' } },
      { entry_id: 'i9', entry_name: 'Furnace', entry_type: 'Instrument', mainfile: 'furnace.archive.json', upload_id: 'other-upload', published: true, main_author: { name: 'Someone' } },
    ]
    const { api, calls } = fakeApi((call) => ({ body: { data: call.url.pathname.endsWith('entries/query') ? entries : [] } }))
    const editor = renderEditor(experimentQuantity(model, 'instrument'), { environment: { api, model } })
    commit(await screen.findByLabelText('instrument', {}, LAZY), 'chamber')
    expect(await screen.findByText(notAReference('chamber'))).toBeTruthy()
    expect(editor.value()).toBeUndefined()

    fireEvent.click(screen.getByRole('button', { name: SELECT_REFERENCE }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText('Furnace')
    const queries = () => calls.filter((call) => call.url.pathname.endsWith('entries/query')).map((call) => call.body as { owner: string; query: { and: Record<string, unknown>[] } })
    expect(queries()[0]).toMatchObject({ owner: 'visible', query: { and: [{ 'section_defs.definition_qualified_name': INSTRUMENT }] } })
    // Both toggles default on; switching one off asks for the other kind only.
    expect(within(dialog).getByRole('checkbox', { name: 'Published' })).toHaveProperty('checked', true)
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Published' }))
    await waitFor(() => expect(queries().at(-1)?.query.and).toContainEqual({ published: false }))
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /owner/ }))
    const modes = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(modes).toEqual(Object.values(OWNER_MODES))
    fireEvent.click(screen.getByRole('option', { name: 'Only this upload' }))
    await waitFor(() => expect(queries().at(-1)?.query.and).toContainEqual({ upload_id: UPLOAD }))

    fireEvent.click(within(dialog).getByText('Furnace'))
    await waitFor(() => expect(editor.value()).toBe('../uploads/other-upload/archive/i9#/data'))
  })

  it('the create-reference dialog writes {name}.archive.json with the referenced definition, waits for processing and references the new entry', async () => {
    let processed = 'FAILURE'
    const { api, calls } = fakeApi((call) => {
      if (call.url.pathname.endsWith('/uploads')) return { body: { data: [{ upload_id: UPLOAD, upload_name: 'My lab book', main_author: 'me' }] } }
      if (call.method === 'PUT') return { body: { processing: { entry_id: 'new-instrument', entry: { process_status: processed, errors: processed === 'SUCCESS' ? [] : ['no parser matched'] } } } }
      return { body: { data: [] } }
    })
    const editor = renderEditor(experimentQuantity(model, 'instrument'), { environment: { api, model } })
    fireEvent.click(await screen.findByRole('button', { name: CREATE_REFERENCE }, LAZY))
    const dialog = await screen.findByRole('dialog')
    const create = within(dialog).getByRole('button', { name: CREATE_REFERENCE_TEXTS.create })
    expect(create).toHaveProperty('disabled', true)
    fireEvent.change(within(dialog).getByLabelText('name'), { target: { value: 'chamber-3' } })
    await waitFor(() => expect(create).toHaveProperty('disabled', false))
    fireEvent.click(create)
    expect(await within(dialog).findByText(createReferenceFailed('no parser matched'))).toBeTruthy()
    processed = 'SUCCESS'
    fireEvent.click(create)
    await waitFor(() => expect(editor.value()).toBe('../upload/archive/new-instrument#/data'))
    const put = calls.filter((call: Call) => call.method === 'PUT').at(-1)!
    expect(put.url.searchParams.get('file_name')).toBe('chamber-3.archive.json')
    expect(put.url.searchParams.get('wait_for_processing')).toBe('true')
    expect(put.body).toEqual({ data: { m_def: '../upload/raw/schema.archive.yaml#/definitions/section_definitions/0' } })
    expect(calls.find((call) => call.url.pathname.endsWith('/uploads'))?.url.searchParams.get('is_published')).toBe('false')
  })

  it('QueryEditQuantity stores the search of its full-screen dialog on OK and keeps the value on Cancel', async () => {
    const { api } = fakeApi(() => ({ body: {} }))
    function Picker({ initial, onSearchChange }: SearchPickerProps) {
      useEffect(() => {
        onSearchChange({ owner: 'visible', query: { 'results.material.elements:all': ['Zn', 'O'] }, filters: { 'results.material.elements': ['Zn', 'O'] } })
      }, [onSearchChange])
      return (
        <>
          <p>the search page</p>
          <output data-testid="initial-filters">{JSON.stringify(initial?.filters ?? null)}</output>
        </>
      )
    }
    const editor = renderEditor(experimentQuantity(model, 'related'), { environment: { api, SearchPicker: Picker } })
    fireEvent.click(await screen.findByRole('button', { name: EDIT_QUERY }, LAZY))
    expect(await screen.findByText('the search page')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByText('the search page')).toBeNull())
    expect(editor.value()).toBeUndefined()
    // The closing dialog hides the page from assistive technology until it is gone.
    fireEvent.click(await screen.findByRole('button', { name: EDIT_QUERY }, { timeout: 5000 }))
    await screen.findByText('the search page')
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(editor.value()).toEqual({ owner: 'visible', query: { 'results.material.elements:all': ['Zn', 'O'] }, filters: { 'results.material.elements': ['Zn', 'O'] }, pagination: { page_size: QUERY_EDIT_PAGE_SIZE } }),
    )
    expect(screen.getByTestId('query-edit-value').textContent).toContain('results.material.elements:all')
    // Opened again, the search starts from the stored filters.
    fireEvent.click(await screen.findByRole('button', { name: EDIT_QUERY }, { timeout: 5000 }))
    expect((await screen.findByTestId('initial-filters')).textContent).toBe(JSON.stringify({ 'results.material.elements': ['Zn', 'O'] }))
  })
})
