import type { AppConfig } from '../../../engine/config/app.js'
import { SearchPageLayout } from '../../../renderers/search/SearchPageLayout.js'
import type { Filters } from '../../../renderers/search/types.js'
import { SearchPageFrame } from './SearchPageFrame.js'

/**
 * The search context and page of an app (loaded after the page's heading: it brings the metainfo).
 * `syncUrl: false` keeps the filters out of the address (the config studio's preview).
 */
export default function SearchPageContent({ app, lockedFilters, syncUrl }: { app: AppConfig; lockedFilters?: Filters; syncUrl?: boolean }) {
  return (
    <SearchPageFrame app={app} lockedFilters={lockedFilters} syncUrl={syncUrl}>
      <SearchPageLayout />
    </SearchPageFrame>
  )
}
