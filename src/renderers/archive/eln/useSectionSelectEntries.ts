import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiClient } from '../../../engine/api/client.js'
import { ENTRY_SEARCH_DEBOUNCE_MS, sectionSelectRequest, type SectionSelectFilters, type SectionSelectPlace } from './sectionSelectQuery.js'

export interface SelectableEntry {
  entry_id: string
  entry_name?: string
  entry_type?: string
  mainfile?: string
  upload_id?: string
  upload_name?: string
  published?: boolean
  main_author?: { name?: string; user_id?: string }
}

interface Answer {
  data: SelectableEntry[]
  pagination?: { total?: number; next_page_after_value?: string | null }
}

export type FoundEntries =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'done'
      entries: SelectableEntry[]
      total: number
      /** The next page's `page_after_value`; undefined when every entry is listed. */
      next?: string
      more: 'idle' | 'loading' | { failed: string }
    }

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure))

/**
 * The entries the section-select dialog lists: the first page once the filters settle (typed text
 * after the typing pause, anything else at once), further pages on `loadMore`.
 */
export function useSectionSelectEntries(api: ApiClient, open: boolean, filters: SectionSelectFilters, place: SectionSelectPlace, debounce: boolean) {
  const [found, setFound] = useState<FoundEntries>({ status: 'idle' })
  // The search now shown; a page asked for an older search is dropped.
  const search = useRef({ live: false })
  const { sectionType, userId, uploadId } = place
  useEffect(() => {
    if (!open) return
    const current = { live: true }
    search.current = current
    const body = sectionSelectRequest(filters, { sectionType, userId, uploadId })
    const live = () => current.live
    const timer = setTimeout(
      () => {
        if (!body) return setFound({ status: 'done', entries: [], total: 0, more: 'idle' })
        setFound({ status: 'loading' })
        api.post<Answer>('entries/query', body).then(
          (answer) => live() && setFound({ status: 'done', entries: answer.data, total: answer.pagination?.total ?? answer.data.length, next: answer.pagination?.next_page_after_value ?? undefined, more: 'idle' }),
          (failure: unknown) => live() && setFound({ status: 'failed', message: messageOf(failure) }),
        )
      },
      debounce && filters.text ? ENTRY_SEARCH_DEBOUNCE_MS : 0,
    )
    return () => {
      current.live = false
      clearTimeout(timer)
    }
  }, [open, filters, debounce, sectionType, userId, uploadId, api])

  const loadMore = useCallback(() => {
    if (found.status !== 'done' || found.next === undefined || found.more === 'loading') return
    const body = sectionSelectRequest(filters, { sectionType, userId, uploadId }, found.next)
    if (!body) return
    const current = search.current
    const live = () => current.live
    setFound({ ...found, more: 'loading' })
    api.post<Answer>('entries/query', body).then(
      (answer) =>
        live() &&
        setFound({
          status: 'done',
          entries: [...found.entries, ...answer.data],
          total: answer.pagination?.total ?? found.total,
          next: answer.pagination?.next_page_after_value ?? undefined,
          more: 'idle',
        }),
      (failure: unknown) => live() && setFound({ ...found, more: { failed: messageOf(failure) } }),
    )
  }, [found, filters, sectionType, userId, uploadId, api])

  return { found, loadMore }
}
