import { SearchPageLayout } from '../../../renderers/search/SearchPageLayout.js'
import type { ShellApp } from '../../config/shellSettings.js'
import { SearchPageFrame } from './SearchPageFrame.js'

/** The search page of one configured app: everything on it comes from the app's config. */
export default function AppSearchPage({ app }: { app: ShellApp }) {
  return (
    <SearchPageFrame app={app.config}>
      <SearchPageLayout />
    </SearchPageFrame>
  )
}
