/**
 * The search page of an app (spec 2 §2): the filter menu on the left; the search bar, the query
 * chips, the dashboard of widgets and the results on the right. Must sit inside a SearchContextProvider.
 */
import Box from '@mui/material/Box'
import { Dashboard } from '../dashboard/Dashboard.js'
import { ResultsTable } from '../results/ResultsTable.js'
import { FilterMenu } from './filter-menu/FilterMenu.js'
import { QueryChips } from './QueryChips.js'
import { SearchBar } from './search-bar/SearchBar.js'

export function SearchPageLayout() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: 'calc(100vh - 7rem)' }} data-testid="search-page">
      <FilterMenu />
      <Box sx={{ flex: 1, minWidth: 0, px: 2, py: 1.5 }}>
        <SearchBar />
        <QueryChips />
        <Dashboard />
        <ResultsTable />
      </Box>
    </Box>
  )
}
