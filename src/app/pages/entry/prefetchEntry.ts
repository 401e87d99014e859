/**
 * The entry page's two requests sent ahead, while its code still loads and runs: the entry's
 * metadata and its overview's archive data (the union of what the configured cards declare, so
 * the same request OverviewTab makes). The page's hooks take the answers (useEntryData.ts).
 */
import type { ApiClient } from '../../../engine/api/client.js'
import { prefetch } from '../../../engine/api/prefetched.js'
import type { EntryCards } from '../../../engine/config/cards.js'
import { configuredOverviewRequired } from '../../../engine/config/overviewRequired.js'

export const metadataPath = (entryId: string) => `entries/${encodeURIComponent(entryId)}`
export const archiveQueryPath = (entryId: string) => `entries/${encodeURIComponent(entryId)}/archive/query`

export function prefetchEntryPage(api: ApiClient, entryId: string, cards: EntryCards | undefined): void {
  prefetch('GET', metadataPath(entryId), undefined, () => api.get(metadataPath(entryId)))
  const required = configuredOverviewRequired(cards)
  if (required !== undefined) prefetch('POST', archiveQueryPath(entryId), { required }, () => api.post(archiveQueryPath(entryId), { required }))
}
