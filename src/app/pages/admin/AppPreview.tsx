import { useMemo } from 'react'
import SearchPageContent from '../search/SearchPageContent.js'
import { checkApp } from './previewCheck.js'
import { PreviewProblems } from './PreviewProblems.js'

/** The app's search page as the document now says, searching the server; the address bar is left alone. */
export default function AppPreview({ data }: { data: unknown }) {
  const checked = useMemo(() => checkApp(data), [data])
  if (!checked.ok) return <PreviewProblems problems={checked.problems} />
  // A new search context for every changed config: the search store keeps the app it was made with.
  return <SearchPageContent key={JSON.stringify(checked.value)} app={checked.value} syncUrl={false} />
}
