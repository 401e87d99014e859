/**
 * The entries query of the section-select dialog (spec 2 §4, §7): entries whose data section is of
 * the referenced section type, narrowed by the owner mode, the Published/Unpublished toggles and
 * the typed text. No React here.
 */

/** Spec 2 §4: the section picker's owner modes, as the user reads them. */
export const OWNER_MODES = { all: 'All', mine: 'Only mine', others: 'Only from others', upload: 'Only this upload' } as const
export type OwnerMode = keyof typeof OWNER_MODES

/** Rows the dialog lists at most. */
export const SECTION_SELECT_PAGE_SIZE = 100

/** Spec 2 §9: the entry search waits 700 ms after typing. */
export const ENTRY_SEARCH_DEBOUNCE_MS = 700

export interface SectionSelectFilters {
  mode: OwnerMode
  published: boolean
  unpublished: boolean
  text: string
}

export interface SectionSelectPlace {
  /** The qualified name of the referenced section definition (as entries list it in section_defs). */
  sectionType: string
  userId?: string
  uploadId?: string
}

/** What each row needs; the rest of the entry is left out. */
export const SECTION_SELECT_FIELDS = ['entry_id', 'entry_name', 'mainfile', 'upload_id', 'upload_name', 'main_author', 'published', 'upload_create_time']

/** The body of POST entries/query, or undefined when nothing can match (both toggles off). */
export function sectionSelectRequest(filters: SectionSelectFilters, place: SectionSelectPlace): Record<string, unknown> | undefined {
  if (!filters.published && !filters.unpublished) return undefined
  const and: Record<string, unknown>[] = [{ 'section_defs.definition_qualified_name': place.sectionType }]
  if (filters.published !== filters.unpublished) and.push({ published: filters.published })
  if (filters.mode === 'others' && place.userId) and.push({ not: { 'main_author.user_id': place.userId } })
  if (filters.mode === 'upload' && place.uploadId) and.push({ upload_id: place.uploadId })
  const text = filters.text.trim()
  if (text) and.push({ or: [{ 'entry_name:any': [text] }, { 'mainfile:any': [text] }, { entry_id: text }] })
  return {
    owner: filters.mode === 'mine' ? 'user' : 'visible',
    query: { and },
    pagination: { page_size: SECTION_SELECT_PAGE_SIZE, order_by: 'upload_create_time', order: 'desc' },
    required: { include: SECTION_SELECT_FIELDS },
  }
}

/** How an archive refers to the data section of another entry: within the same upload, or naming the other upload. */
export function entryDataReference(target: { entry_id: string; upload_id?: string }, ownUploadId: string | undefined): string {
  if (target.upload_id && target.upload_id !== ownUploadId) return `../uploads/${target.upload_id}/archive/${target.entry_id}#/data`
  return `../upload/archive/${target.entry_id}#/data`
}
