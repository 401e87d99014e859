import { describe, expect, it } from 'vitest'
import {
  dataIsOfType,
  entryDataReference,
  entrySectionReference,
  SECTION_SELECT_PAGE_SIZE,
  SECTION_SELECT_SUGGESTIONS,
  sectionSelectRequest,
  suggestionOptions,
  type SectionSelectFilters,
} from '../../../../src/renderers/archive/eln/sectionSelectQuery.js'

const place = { sectionType: 'entry_id:S.Instrument', userId: 'me', uploadId: 'U1' }
const all: SectionSelectFilters = { mode: 'all', published: true, unpublished: true, text: '' }
const criteria = (filters: Partial<SectionSelectFilters>) => (sectionSelectRequest({ ...all, ...filters }, place)?.query as { and: unknown[] }).and

describe('the section-select dialog’s entries query', () => {
  it('asks for entries of the referenced section type, each owner mode as spec 2 §6 words it', () => {
    expect(sectionSelectRequest(all, place)).toMatchObject({ owner: 'visible', query: { and: [{ 'section_defs.definition_qualified_name': 'entry_id:S.Instrument' }] } })
    expect(sectionSelectRequest({ ...all, mode: 'mine' }, place)?.owner).toBe('user')
    expect(criteria({ mode: 'others' })).toContainEqual({ not: { 'main_author.user_id': 'me' } })
    expect(criteria({ mode: 'upload' })).toContainEqual({ upload_id: 'U1' })
  })

  it('narrows by the Published/Unpublished toggles and asks nothing with both off', () => {
    expect(criteria({ unpublished: false })).toContainEqual({ published: true })
    expect(criteria({ published: false })).toContainEqual({ published: false })
    expect(criteria({}).some((item) => JSON.stringify(item).includes('published'))).toBe(false)
    expect(sectionSelectRequest({ ...all, published: false, unpublished: false }, place)).toBeUndefined()
  })

  it('matches typed text against entry name, mainfile or id', () => {
    expect(criteria({ text: ' chamber ' })).toContainEqual({ or: [{ 'entry_name:any': ['chamber'] }, { 'mainfile:any': ['chamber'] }, { entry_id: 'chamber' }] })
  })

  it('refers to an entry of the same upload without naming the upload', () => {
    expect(entryDataReference({ entry_id: 'E1', upload_id: 'U1' }, 'U1')).toBe('../upload/archive/E1#/data')
    expect(entryDataReference({ entry_id: 'E2', upload_id: 'U2' }, 'U1')).toBe('../uploads/U2/archive/E2#/data')
  })

  it('asks for the next page after the last one’s next_page_after_value, in the same order', () => {
    expect(sectionSelectRequest(all, place)?.pagination).toEqual({ page_size: SECTION_SELECT_PAGE_SIZE, order_by: 'upload_create_time', order: 'desc' })
    const next = sectionSelectRequest(all, place, '1700000000000:E7')
    expect(next?.pagination).toEqual({ page_size: SECTION_SELECT_PAGE_SIZE, order_by: 'upload_create_time', order: 'desc', page_after_value: '1700000000000:E7' })
    expect(next?.query).toEqual(sectionSelectRequest(all, place)?.query)
  })

  it('asks suggestions of entry names and mainfiles, 5 each (spec 2 §9), names first and each value once', () => {
    expect(SECTION_SELECT_SUGGESTIONS).toEqual([
      { name: 'entry_name', size: 5 },
      { name: 'mainfile', size: 5 },
    ])
    const values = (...names: string[]) => names.map((value) => ({ value, weight: 1 }))
    expect(suggestionOptions({ mainfile: values('chamber.archive.json', 'chamber'), entry_name: values('chamber', 'chamber 2') })).toEqual(['chamber', 'chamber 2', 'chamber.archive.json'])
    expect(suggestionOptions({ entry_name: values('1', '2', '3', '4', '5', '6') })).toEqual(['1', '2', '3', '4', '5'])
    expect(suggestionOptions({})).toEqual([])
  })

  it('refers to a section below data by its archive path', () => {
    expect(entrySectionReference({ entry_id: 'E1', upload_id: 'U1' }, 'U1', '/data/samples/2')).toBe('../upload/archive/E1#/data/samples/2')
    expect(entrySectionReference({ entry_id: 'E2', upload_id: 'U2' }, 'U1', '/data/sample')).toBe('../uploads/U2/archive/E2#/data/sample')
  })

  it('picks the data section at once only when the entry’s type is the referenced one', () => {
    expect(dataIsOfType({ entry_type: 'Instrument' }, 'Instrument')).toBe(true)
    expect(dataIsOfType({ entry_type: 'Experiment' }, 'Instrument')).toBe(false)
    expect(dataIsOfType({}, 'Instrument')).toBe(false)
  })
})
