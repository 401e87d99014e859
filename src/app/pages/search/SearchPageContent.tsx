import type { AppConfig } from '../../../engine/config/app.js'
import { SearchPageLayout } from '../../../renderers/search/SearchPageLayout.js'
import type { Filters } from '../../../renderers/search/types.js'
import { SearchPageFrame } from './SearchPageFrame.js'

/** The search context and page of an app (loaded after the page's heading: it brings the metainfo). */
export default function SearchPageContent({ app, lockedFilters }: { app: AppConfig; lockedFilters?: Filters }) {
  return (
    <SearchPageFrame app={app} lockedFilters={lockedFilters}>
      <SearchPageLayout />
    </SearchPageFrame>
  )
}
