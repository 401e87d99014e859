import { describe, expect, it } from 'vitest'
import { entryDataReference, sectionSelectRequest, type SectionSelectFilters } from '../../../../src/renderers/archive/eln/sectionSelectQuery.js'

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
})
