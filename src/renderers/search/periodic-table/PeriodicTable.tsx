/**
 * The periodic table as an 18 × 10 grid of buttons (spec 2 §9): per-element counts, the
 * selected elements highlighted, elements without a count disabled. Pure: the menu item and the
 * dashboard widget give it their data and react to `onToggle`.
 */
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Tooltip from '@mui/material/Tooltip'
import { alpha, useTheme } from '@mui/material/styles'
import { memo } from 'react'
import { ELEMENTS, PERIODIC_TABLE_COLUMNS, PERIODIC_TABLE_ROWS, type Element } from '../../../engine/elements.js'
import { scaledShare, type ScaleName } from '../scale.js'

export interface PeriodicTableProps {
  /** Number of hits per element symbol; elements missing here have no hits. */
  counts?: Record<string, number>
  /** Symbols that are selected. */
  selected?: ReadonlySet<string>
  onToggle?: (symbol: string) => void
  /** Scale of the colour intensity by count (spec 2 §3 Scales). */
  scale?: ScaleName
  /** Disable elements without a count (default true once counts are known). */
  disableWithoutCounts?: boolean
  /** Show the counts below the symbols. */
  showCounts?: boolean
  /** Disables every element, e.g. for a locked filter. */
  disabled?: boolean
}

interface CellProps {
  element: Element
  count: number | undefined
  share: number
  selected: boolean
  disabled: boolean
  showCount: boolean
  onToggle?: (symbol: string) => void
}

const ElementCell = memo(function ElementCell({ element, count, share, selected, disabled, showCount, onToggle }: CellProps) {
  const theme = useTheme()
  const background = selected
    ? theme.palette.secondary.main
    : disabled
      ? theme.palette.action.disabledBackground
      : alpha(theme.palette.primary.main, 0.1 + 0.6 * share)
  return (
    <Tooltip title={`${element.name} (${element.number})${count !== undefined ? `: ${count}` : ''}`} disableInteractive>
      <span style={{ gridColumn: element.column, gridRow: element.row, display: 'flex' }}>
        <ButtonBase
          data-testid={`element-${element.symbol}`}
          aria-label={element.name}
          aria-pressed={selected}
          data-count={count}
          disabled={disabled}
          onClick={() => onToggle?.(element.symbol)}
          sx={{
            flex: 1,
            aspectRatio: '1',
            flexDirection: 'column',
            fontSize: '0.75rem',
            lineHeight: 1.1,
            borderRadius: '2px',
            background,
            color: selected ? theme.palette.secondary.contrastText : disabled ? theme.palette.text.disabled : theme.palette.text.primary,
            overflow: 'hidden',
          }}
        >
          <span style={{ fontSize: '0.55rem', alignSelf: 'flex-start', paddingLeft: 2 }}>{element.number}</span>
          <b>{element.symbol}</b>
          {showCount && <span style={{ fontSize: '0.55rem' }}>{count ?? ''}</span>}
        </ButtonBase>
      </span>
    </Tooltip>
  )
})

export function PeriodicTable({
  counts,
  selected,
  onToggle,
  scale = 'linear',
  disableWithoutCounts = true,
  showCounts = false,
  disabled = false,
}: PeriodicTableProps) {
  const max = counts ? Math.max(0, ...Object.values(counts)) : 0
  return (
    <Box
      role="group"
      aria-label="Periodic table"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${PERIODIC_TABLE_COLUMNS}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${PERIODIC_TABLE_ROWS}, auto)`,
        gap: '2px',
        width: '100%',
      }}
    >
      {/* the spacer row between the main table and the f-block */}
      <div style={{ gridColumn: 1, gridRow: 8, height: 6 }} />
      {ELEMENTS.map((element) => {
        const count = counts?.[element.symbol]
        const isSelected = selected?.has(element.symbol) ?? false
        const noCount = counts !== undefined && !count
        return (
          <ElementCell
            key={element.symbol}
            element={element}
            count={count}
            share={count ? scaledShare(count, max, scale) : 0}
            selected={isSelected}
            disabled={disabled || (disableWithoutCounts && noCount && !isSelected)}
            showCount={showCounts}
            onToggle={onToggle}
          />
        )
      })}
    </Box>
  )
}
