import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight'
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Column } from '../../engine/config/columns.js'
import { useSharedTooltip } from '../common/sharedTooltip.js'
import { columnHeader } from './columnHeader.js'
import { formatCell, cellValue, type CellFormatOptions } from './cellValue.js'
import { ColumnChooser } from './ColumnChooser.js'
import { RowActions, type KeyedRowAction } from './RowActions.js'
import { RowDetails } from './RowDetails.js'
import { RESULT_CLASS, RESULT_ROW_HEIGHT, resultRowStyles } from './resultRowStyles.js'

export const NO_RESULTS_TEXT = 'no results'
export const SEARCHING_TEXT = 'searching ...'

/** Height assumed when the scroll container cannot be measured (hidden, or a DOM without layout). */
const FALLBACK_VIEWPORT_HEIGHT = 600

export interface ResultsTableViewProps {
  /** Every column the app offers, in config order. */
  columns: readonly Column[]
  /** search_quantity of the shown columns. */
  selected: readonly string[]
  onSelectedChange: (selected: string[]) => void
  rows: readonly Record<string, unknown>[]
  /** All hits; undefined while the search runs. */
  total: number | undefined
  loading?: boolean
  /** Asks for the next page (page_after_value); called when the last loaded rows come into view. */
  onLoadMore?: () => void
  hasMore?: boolean
  formatOptions?: (column: Column) => CellFormatOptions
  /** The unit shown in a column header, if any. */
  unitLabel?: (column: Column) => string | undefined
  actions?: readonly KeyedRowAction[]
  /** Extra controls at the end of a row, e.g. a link to the entry page. */
  rowEnd?: (row: Record<string, unknown>) => ReactNode
  details?: boolean
  /** Controls for all results, shown before the column chooser (e.g. the download menu). */
  toolbarActions?: ReactNode
  maxHeight?: number | string
  rowKey?: (row: Record<string, unknown>, index: number) => string
}

const defaultRowKey = (row: Record<string, unknown>, index: number): string =>
  typeof row.entry_id === 'string' ? row.entry_id : typeof row.material_id === 'string' ? row.material_id : String(index)

/** The result rows of a search: virtualized, paged on scroll, with a column chooser, row details and url actions. */
export function ResultsTableView({
  columns,
  selected,
  onSelectedChange,
  rows,
  total,
  loading = false,
  onLoadMore,
  hasMore = false,
  formatOptions = () => ({}),
  unitLabel = () => undefined,
  actions = [],
  rowEnd,
  details = true,
  toolbarActions,
  maxHeight = 600,
  rowKey = defaultRowKey,
}: ResultsTableViewProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const { listeners, tooltip } = useSharedTooltip()
  const shown = columns.filter((column) => selected.includes(column.search_quantity))
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => RESULT_ROW_HEIGHT,
    overscan: 10,
    // Rows show in the first render, before the scroll box is measured (it is at most maxHeight high).
    initialRect: { width: 0, height: typeof maxHeight === 'number' ? maxHeight : FALLBACK_VIEWPORT_HEIGHT },
    // Without layout (hidden, or a DOM that does not lay out) sizes read 0: keep the estimate then.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || RESULT_ROW_HEIGHT,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_VIEWPORT_HEIGHT })),
  })
  const items = virtualizer.getVirtualItems()
  const lastShown = items.length > 0 ? items[items.length - 1].index : -1

  useEffect(() => {
    if (hasMore && !loading && rows.length > 0 && lastShown >= rows.length - 1) onLoadMore?.()
  }, [hasMore, loading, lastShown, rows.length, onLoadMore])

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })

  const hasEnd = actions.length > 0 || rowEnd !== undefined
  const columnCount = shown.length + (details ? 1 : 0) + (hasEnd ? 1 : 0)
  const paddingTop = items.length > 0 ? items[0].start : 0
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} data-testid="results-count">
          {total === undefined ? SEARCHING_TEXT : total === 0 ? NO_RESULTS_TEXT : `${total} result${total === 1 ? '' : 's'}`}
        </Typography>
        {toolbarActions}
        <ColumnChooser columns={columns} selected={selected} onChange={onSelectedChange} />
      </Box>
      <Box ref={scrollRef} sx={{ maxHeight, overflow: 'auto' }} {...listeners}>
        <Table size="small" stickyHeader aria-label="search results" sx={resultRowStyles}>
          <TableHead>
            <TableRow>
              {details && <TableCell padding="checkbox" />}
              {shown.map((column) => {
                const unit = unitLabel(column)
                return (
                  <TableCell key={column.search_quantity} align={column.align}>
                    {columnHeader(column)}
                    {unit ? ` (${unit})` : ''}
                  </TableCell>
                )
              })}
              {hasEnd && <TableCell padding="checkbox" />}
            </TableRow>
          </TableHead>
          {paddingTop > 0 && (
            <tbody aria-hidden>
              <tr style={{ height: paddingTop }} />
            </tbody>
          )}
          {items.map((item) => {
            const row = rows[item.index]
            const key = rowKey(row, item.index)
            const open = expanded.has(key)
            return (
              <tbody key={key} data-index={item.index} ref={virtualizer.measureElement}>
                <tr className={RESULT_CLASS.row} data-testid="result-row">
                  {details && (
                    <td className={RESULT_CLASS.controls}>
                      <button type="button" className={RESULT_CLASS.icon} aria-label={open ? 'Hide details' : 'Show details'} aria-expanded={open} onClick={() => toggle(key)}>
                        {open ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
                      </button>
                    </td>
                  )}
                  {shown.map((column) => (
                    <td key={column.search_quantity} className={RESULT_CLASS.cell} style={column.align ? { textAlign: column.align } : undefined}>
                      {formatCell(cellValue(row, column), column, formatOptions(column))}
                    </td>
                  ))}
                  {hasEnd && (
                    <td className={RESULT_CLASS.controls}>
                      <RowActions actions={actions} row={row} />
                      {rowEnd?.(row)}
                    </td>
                  )}
                </tr>
                {open && (
                  <tr>
                    <td className={RESULT_CLASS.details} colSpan={columnCount}>
                      <RowDetails row={row} columns={columns} formatOptions={formatOptions} unitLabel={unitLabel} />
                    </td>
                  </tr>
                )}
              </tbody>
            )
          })}
          {paddingBottom > 0 && (
            <tbody aria-hidden>
              <tr style={{ height: paddingBottom }} />
            </tbody>
          )}
        </Table>
        {loading && rows.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
            {SEARCHING_TEXT}
          </Typography>
        )}
      </Box>
      {tooltip}
    </Box>
  )
}
