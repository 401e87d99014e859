// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LOAD_MORE, listedOf, SectionSelectDialog, type SelectableEntry } from '../../../../src/renderers/archive/eln/SectionSelectDialog.js'
import { SEARCH_ENTRIES } from '../../../../src/renderers/archive/eln/SectionSearchField.js'
import { SECTION_SELECT_TEXTS } from '../../../../src/renderers/archive/eln/SectionSelectRow.js'
import { fakeApi, UPLOAD, type Call } from './support.js'

afterEach(cleanup)

const SAMPLE = 'entry_id:schema-entry.Sample'
const entry = (id: string, name: string, type = 'Sample'): SelectableEntry => ({ entry_id: id, entry_name: name, entry_type: type, mainfile: `${id}.archive.json`, upload_id: UPLOAD })

/** The lab schema the batch entry's data names by its file. */
const schema = {
  definitions: {
    name: 'lab',
    sections: {
      Sample: { base_sections: ['nomad.datamodel.data.EntryData'], quantities: { name: { type: 'str' } } },
      Batch: { base_sections: ['nomad.datamodel.data.EntryData'], sub_sections: { samples: { repeats: true, section: '#/Sample' } } },
    },
  },
  metadata: { entry_id: 'schema-entry' },
}
const batchArchive = {
  metadata: { upload_id: UPLOAD, mainfile: 'batch.archive.json' },
  data: { m_def: '../upload/raw/schema.archive.yaml#/definitions/section_definitions/1', samples: [{ name: 'ITO-001' }, { name: 'AZO-001' }] },
}

function answer(call: Call): { body: unknown } {
  const path = call.url.pathname
  const body = call.body as { pagination?: { page_after_value?: string }; query?: { and: unknown[] } }
  if (path.endsWith('/suggestions')) return { body: { entry_name: [{ value: 'chamber 2', weight: 1 }], mainfile: [{ value: 'chamber.archive.json', weight: 1 }] } }
  if (path.endsWith('/entries/b1/archive/query')) return { body: { data: { entry_id: 'b1', archive: batchArchive } } }
  if (path.endsWith('/entries/archive/query')) return { body: { data: [{ archive: schema }] } }
  if (body.pagination?.page_after_value === 'p1') return { body: { data: [entry('s3', 'ZnO-002')], pagination: { total: 3 } } }
  return { body: { data: [entry('s1', 'ITO-001'), entry('b1', 'batch 7', 'Batch')], pagination: { total: 3, next_page_after_value: 'p1' } } }
}

function renderDialog() {
  const { api, calls } = fakeApi(answer)
  const picked: [string, string][] = []
  render(
    <SectionSelectDialog
      open
      sectionType={SAMPLE}
      sectionName="Sample"
      environment={{ api, uploadId: UPLOAD, userId: 'me' }}
      onSelect={(chosen, path) => picked.push([chosen.entry_id, path])}
      onClose={() => undefined}
    />,
  )
  const queries = () => calls.filter((call) => call.url.pathname.endsWith('entries/query')).map((call) => call.body as { pagination: Record<string, unknown>; query: { and: unknown[] } })
  return { calls, picked, queries }
}

describe('the section-select dialog', () => {
  it('lists more entries on load more, after the last page’s next_page_after_value, and tells how many of all it lists', async () => {
    const { queries } = renderDialog()
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText(listedOf(2, 3))).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: LOAD_MORE }))
    expect(await within(dialog).findByText('ZnO-002')).toBeTruthy()
    expect(within(dialog).getByText(listedOf(3, 3))).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: LOAD_MORE })).toBeNull()
    expect(queries().map((body) => body.pagination.page_after_value)).toEqual([undefined, 'p1'])
  })

  it('suggests entry names and mainfiles after the typing pause; a picked one searches at once', async () => {
    const { calls, queries } = renderDialog()
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText('ITO-001')
    const field = within(dialog).getByLabelText(SEARCH_ENTRIES)
    field.focus()
    fireEvent.change(field, { target: { value: 'cha' } })
    // Asked only after the typing pause (700 ms).
    expect(calls.filter((call) => call.url.pathname.endsWith('/suggestions'))).toHaveLength(0)
    const options = await screen.findAllByRole('option', {}, { timeout: 3000 })
    expect(options.map((option) => option.textContent)).toEqual(['chamber 2', 'chamber.archive.json'])
    expect(calls.filter((call) => call.url.pathname.endsWith('/suggestions')).map((call) => call.body)).toEqual([
      { input: 'cha', quantities: [{ name: 'entry_name', size: 5 }, { name: 'mainfile', size: 5 }] },
    ])
    fireEvent.click(options[0])
    // At once: well before the typing pause would have passed.
    await waitFor(() => expect(queries().at(-1)?.query.and).toContainEqual({ or: [{ 'entry_name:any': ['chamber 2'] }, { 'mainfile:any': ['chamber 2'] }, { entry_id: 'chamber 2' }] }), { timeout: 500 })
    expect((field as HTMLInputElement).value).toBe('chamber 2')
  })

  it('picks the data section of an entry of the type at once, and opens an entry holding the type deeper into its sections', async () => {
    const { calls, picked } = renderDialog()
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(await within(dialog).findByText('ITO-001'))
    expect(picked).toEqual([['s1', '/data']])
    fireEvent.click(within(dialog).getByText('batch 7'))
    const list = await within(dialog).findByRole('list', { name: 'sections of batch 7' })
    expect(within(list).getAllByRole('button').map((item) => item.textContent)).toEqual(['ITO-001 (data/samples/0)', 'AZO-001 (data/samples/1)'])
    expect(calls.find((call) => call.url.pathname.endsWith('/entries/b1/archive/query'))?.body).toMatchObject({ required: { data: '*' } })
    fireEvent.click(within(list).getByText('AZO-001 (data/samples/1)'))
    expect(picked.at(-1)).toEqual(['b1', '/data/samples/1'])
    fireEvent.click(within(dialog).getByRole('button', { name: `${SECTION_SELECT_TEXTS.hide} of batch 7` }))
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: 'sections of batch 7' })).toBeNull())
  })
})
