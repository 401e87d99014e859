/**
 * The pages that preloadPageOf starts fetching at boot. Made with preloadableLazy, they render
 * without suspending once fetched; the search page brings its content along, so that heading and
 * content show in one step instead of two, and the entry page starts fetching its overview (the
 * cards' code, kept out of the page frame).
 */
import { ApiClient } from '../../engine/api/client.js'
import type { AppConfig } from '../../engine/config/app.js'
import type { EntryCards } from '../../engine/config/cards.js'
import { preloadableLazy } from '../../renderers/preloadableLazy.js'
import { guiVersion } from '../api/guiVersion.js'

export const SearchPageContent = preloadableLazy(() => import('../pages/search/SearchPageContent.js'))

export const AppSearchPage = preloadableLazy(async () => {
  const [page] = await Promise.all([import('../pages/search/AppSearchPage.js'), SearchPageContent.preload()])
  return page
})

/** The entry's overview (its cards, viewers and their libraries): fetched with the entry page, shown once the entry's metadata is there. */
export const OverviewTab = preloadableLazy(() => import('../pages/entry/OverviewTab.js').then((module) => ({ default: module.OverviewTab })))

export const EntryPage = preloadableLazy(() => {
  void OverviewTab.preload()
  return import('../pages/entry/EntryPage.js')
})

/** Sends the entry page's metadata and overview requests ahead (for an anonymous visit, as prefetchAppSearch). */
export async function prefetchEntry(entryId: string, cards: EntryCards | undefined, apiBase: string): Promise<void> {
  const { prefetchEntryPage } = await import('../pages/entry/prefetchEntry.js')
  prefetchEntryPage(new ApiClient({ baseUrl: apiBase, guiVersion }), entryId, cards)
}

/**
 * Sends the first search of an app's page as soon as the search code is there, while the page still
 * renders; its store takes the answer. Only for an anonymous visit: a login changes the search.
 */
export async function prefetchAppSearch(app: AppConfig, apiBase: string): Promise<void> {
  const { prefetchFirstSearch } = await import('../../renderers/search/searchStoreOf.js')
  prefetchFirstSearch({ app, api: new ApiClient({ baseUrl: apiBase, guiVersion }) })
}
