import { isVisible, viewerOf } from '../../archive/visibility.js'
import type { AuthUser } from '../../auth/types.js'
import { ApiError } from '../../http/errors.js'
import { searchAccessOf } from '../../search/access.js'
import { strataSearchRegistry } from '../../search/registry.js'
import { validateSearchRequest } from '../../search/validate-request.js'
import type { RecordStore, SearchIndex, StoredDoc } from '../../store/interfaces.js'

/** How many entries one raw or archive download may hold (NOMAD's services.max_entry_download). */
export const MAX_ENTRY_DOWNLOAD = 50000

/** Hits fetched per search while walking through all matching entries. */
const DOWNLOAD_PAGE_SIZE = 1000

export const OWNER_ALL_NOT_ALLOWED =
  'The owner=all is not allowed for this operation as it will search for entries that you might now be allowed to access.'

export const downloadLimitExceeded = (total: number) =>
  `The limit of maximum number of entries in a single download (${MAX_ENTRY_DOWNLOAD}) has been exceeded (${total}).`

export interface MatchingEntries {
  total: number
  /**
   * Every matching entry the requester may see, page by page (page_after_value), as the record
   * store holds it: the search index decided visibility, the record store is asked again so that
   * an entry hidden since it was indexed never leaves the server. Once `signal` aborts (the
   * client has gone) no further entry is read and no further page searched.
   */
  entries(signal?: AbortSignal): AsyncGenerator<StoredDoc>
}

/**
 * The entries a download covers: a search request ({owner, query}, from a POST body or from GET
 * parameters by requestFromQueryParameters) searched exactly like POST entries/query, so owner
 * and visibility are enforced by the search index. Refuses owner=all and more than
 * MAX_ENTRY_DOWNLOAD hits before anything is streamed.
 */
export async function matchingEntries(
  stores: { search: SearchIndex; records: RecordStore },
  searchRequest: Record<string, unknown>,
  user: AuthUser | null,
): Promise<MatchingEntries> {
  const registry = await strataSearchRegistry()
  const request = validateSearchRequest({ ...searchRequest, pagination: { page_size: DOWNLOAD_PAGE_SIZE } }, registry.lookup)
  if (request.owner === 'all') throw new ApiError(403, OWNER_ALL_NOT_ALLOWED)
  const access = await searchAccessOf(user, stores.records)
  const search = (pageAfterValue?: string) =>
    stores.search.search({
      resource: 'entries',
      owner: request.owner,
      access,
      query: request.query,
      pagination: { ...request.pagination, page_size: DOWNLOAD_PAGE_SIZE, order_by: 'entry_id', order: 'asc', page_after_value: pageAfterValue },
      aggregations: {},
    })
  const viewer = await viewerOf(user, stores.records)
  const first = await search()
  if (first.total > MAX_ENTRY_DOWNLOAD) throw new ApiError(400, downloadLimitExceeded(first.total))
  return {
    total: first.total,
    async *entries(signal) {
      let page = first
      for (;;) {
        for (const hit of page.data) {
          if (signal?.aborted) return
          const entry = await stores.records.get('entries', String(hit.entry_id))
          if (entry && isVisible(entry, viewer)) yield entry
        }
        if (!page.next_page_after_value || page.data.length < DOWNLOAD_PAGE_SIZE || signal?.aborted) return
        page = await search(page.next_page_after_value)
      }
    },
  }
}
