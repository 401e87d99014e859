/**
 * The entries query of the section-select dialog (spec 2 §4, §7): entries whose data section is of
 * the referenced section type, narrowed by the owner mode, the Published/Unpublished toggles and
 * the typed text. No React here.
 */

/** Spec 2 §4: the section picker's owner modes, as the user reads them. */
export const OWNER_MODES = { all: 'All', mine: 'Only mine', others: 'Only from others', upload: 'Only this upload' } as const
export type OwnerMode = keyof typeof OWNER_MODES

/** Rows the dialog asks for at a time ('load more' asks for the next ones). */
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
export const SECTION_SELECT_FIELDS = ['entry_id', 'entry_name', 'entry_type', 'mainfile', 'upload_id', 'upload_name', 'main_author', 'published', 'upload_create_time']

/**
 * The body of POST entries/query, or undefined when nothing can match (both toggles off).
 * `pageAfterValue` (the last answer's `pagination.next_page_after_value`) asks for the next page.
 */
export function sectionSelectRequest(filters: SectionSelectFilters, place: SectionSelectPlace, pageAfterValue?: string): Record<string, unknown> | undefined {
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
    pagination: { page_size: SECTION_SELECT_PAGE_SIZE, order_by: 'upload_create_time', order: 'desc', ...(pageAfterValue !== undefined && { page_after_value: pageAfterValue }) },
    required: { include: SECTION_SELECT_FIELDS },
  }
}

/**
 * Whether an entry's data section itself is of the referenced type, as its `entry_type` (the data
 * section's name) tells; then a click on the entry picks `#/data`. Otherwise the section lies deeper
 * (or derives from the type) and the entry's archive is asked for it.
 */
export function dataIsOfType(entry: { entry_type?: string }, sectionName: string): boolean {
  return entry.entry_type !== undefined && entry.entry_type === sectionName
}

/** The quantities whose values the search field suggests, 5 of each (spec 2 §9). */
export const SECTION_SELECT_SUGGESTIONS = [
  { name: 'entry_name', size: 5 },
  { name: 'mainfile', size: 5 },
] as const

/** The suggested values as options: entry names first, then mainfiles, each value once. */
export function suggestionOptions(answer: Record<string, { value: string }[] | undefined>): string[] {
  const values = SECTION_SELECT_SUGGESTIONS.flatMap(({ name, size }) => (answer[name] ?? []).slice(0, size).map((item) => item.value))
  return [...new Set(values)]
}

/**
 * How an archive refers to a section of another entry (NOMAD's form): within the same upload, or
 * naming the other upload; `path` is the section's archive path, `/data` or e.g. `/data/samples/2`.
 */
export function entrySectionReference(target: { entry_id: string; upload_id?: string }, ownUploadId: string | undefined, path = '/data'): string {
  if (target.upload_id && target.upload_id !== ownUploadId) return `../uploads/${target.upload_id}/archive/${target.entry_id}#${path}`
  return `../upload/archive/${target.entry_id}#${path}`
}

/** How an archive refers to the data section of another entry. */
export function entryDataReference(target: { entry_id: string; upload_id?: string }, ownUploadId: string | undefined): string {
  return entrySectionReference(target, ownUploadId, '/data')
}
