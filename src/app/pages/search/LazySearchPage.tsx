import Typography from '@mui/material/Typography'
import { Suspense } from 'react'
import type { AppConfig } from '../../../engine/config/app.js'
import type { Filters } from '../../../renderers/search/types.js'
import { SearchPageContent } from '../../routing/preloadedPages.js'
import { PageHeading } from './PageHeading.js'

/** Shown while the search quantities and their schemas load (spec 2 §2). */
export const LOADING_SCHEMAS_TEXT = 'Loading the required schemas...'

/** A search page: its heading at once, the search itself once its code and schemas are loaded. */
export function LazySearchPage({ title, app, lockedFilters }: { title: string; app: AppConfig; lockedFilters?: Filters }) {
  return (
    <>
      <PageHeading title={title} />
      <Suspense fallback={<Typography sx={{ p: 3 }} color="text.secondary">{LOADING_SCHEMAS_TEXT}</Typography>}>
        <SearchPageContent key={app.path} app={app} lockedFilters={lockedFilters} />
      </Suspense>
    </>
  )
}
