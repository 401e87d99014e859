import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import type { SearchPickerProps } from '../../../renderers/archive/elnEnvironment.js'
import { useSearchContext, type Filters } from '../../../renderers/search/SearchContext.js'
import { SearchPageLayout } from '../../../renderers/search/SearchPageLayout.js'
import { useShellSettings } from '../../config/SettingsContext.js'
import { SearchPageFrame } from '../search/SearchPageFrame.js'

/**
 * The search UI inside the query-edit dialog of an ELN entry (spec 2 §2 "Search dialog"): the
 * Entries app's search page, not bound to the address bar, reporting its search as it changes.
 */
export default function QuerySearchPicker({ initial, onSearchChange }: SearchPickerProps) {
  const { apps } = useShellSettings()
  const app = apps.find((candidate) => candidate.path === 'entries') ?? apps[0]
  if (!app) return <Typography sx={{ p: 3 }}>No apps available</Typography>
  return (
    <SearchPageFrame app={app.config} syncUrl={false} initialFilters={initial?.filters as Filters | undefined}>
      <SearchReporter onSearchChange={onSearchChange} />
      <SearchPageLayout />
    </SearchPageFrame>
  )
}

function SearchReporter({ onSearchChange }: Pick<SearchPickerProps, 'onSearchChange'>) {
  const { owner, apiQuery, filters } = useSearchContext()
  useEffect(() => {
    onSearchChange({ owner, query: apiQuery, filters: filters as Record<string, unknown> })
  }, [owner, apiQuery, filters, onSearchChange])
  return null
}
