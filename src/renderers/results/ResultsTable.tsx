import Alert from '@mui/material/Alert'
import { useState } from 'react'
import type { Column } from '../../engine/config/columns.js'
import { useSearchContext } from '../widgets/searchContext.js'
import { DownloadMenu } from './DownloadMenu.js'
import { EntryLink } from './EntryLink.js'
import { ResultsTableView } from './ResultsTableView.js'
import type { KeyedRowAction } from './RowActions.js'
import { useConvertUnit } from './useConvertUnit.js'

export const NO_COLUMNS_TEXT = 'No search columns defined within this search context. Ensure that all GUI artifacts are created.'

/** The row actions of the app's rows config (url and north), in include order, without the excluded ones. */
function rowActions(rows: ReturnType<typeof useSearchContext>['app']['rows']): KeyedRowAction[] {
  const actions = rows.actions
  if (!actions.enabled || !actions.options) return []
  const options = actions.options
  const keys = (actions.include ?? Object.keys(options)).filter((key) => !(actions.exclude ?? []).includes(key))
  return keys.flatMap((key) => {
    const action = options[key]
    return action ? [{ ...action, key }] : []
  })
}

/** The results of the current search with the app's columns, their units and formats. */
export function ResultsTable() {
  const { app, results, units, quantity, resource, owner, apiQuery, api } = useSearchContext()
  const columns = app.columns
  const [selected, setSelected] = useState(() => columns.filter((column) => column.selected).map((column) => column.search_quantity))
  const convertUnit = useConvertUnit(columns.some((column) => column.unit !== undefined))
  if (columns.length === 0) return <Alert severity="warning">{NO_COLUMNS_TEXT}</Alert>

  const storedUnit = (column: Column) => quantity(column.search_quantity.split('#')[0])?.unit
  // A column's own unit applies once the converter has loaded; until then values show in the stored unit.
  const ownUnit = (column: Column) => (convertUnit && storedUnit(column) ? column.unit : undefined)
  const displayUnit = (column: Column) => (storedUnit(column) ? (ownUnit(column) ?? units.displayUnit(column.search_quantity.split('#')[0]) ?? storedUnit(column)) : undefined)
  const total = results.pagination?.total ?? results.total
  const apiUrl = api.url?.bind(api)
  const navigate = api.navigate?.bind(api)
  // Raw files and archives belong to entries; a materials search offers no download.
  const download =
    resource === 'entries' && apiUrl && navigate ? <DownloadMenu apiUrl={apiUrl} owner={owner} query={apiQuery} navigate={navigate} /> : undefined
  const hasMore = results.data.length < (total ?? 0) && (results.pagination?.next_page_after_value !== undefined || results.data.length > 0)

  return (
    <>
      {results.error && <Alert severity="error">{results.error.message}</Alert>}
      <ResultsTableView
        columns={columns}
        selected={selected}
        onSelectedChange={setSelected}
        rows={results.data}
        total={results.loading && results.data.length === 0 ? undefined : total}
        loading={results.loading}
        hasMore={hasMore}
        onLoadMore={results.loadMore}
        unitLabel={displayUnit}
        formatOptions={(column) => {
          const name = column.search_quantity.split('#')[0]
          const def = quantity(name)
          const stored = storedUnit(column)
          const own = ownUnit(column)
          return {
            timestamp: def?.dtype === 'timestamp',
            convert: !stored ? undefined : own && convertUnit ? (value: number) => convertUnit(value, stored, own) : (value: number) => units.toDisplay(value, name),
          }
        }}
        actions={rowActions(app.rows)}
        rowEnd={resource === 'entries' ? (row) => <EntryLink row={row} /> : undefined}
        details={app.rows.details.enabled}
        toolbarActions={download}
      />
    </>
  )
}
