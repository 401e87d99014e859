/** The current query as chips (spec 2 §2): one group per filter, 'Your query will be shown here' when empty. */
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { quantityLabel } from '../menu-items/ItemHeader.js'
import { isRangeValue } from './filterQuery.js'
import { useSearchContext } from './SearchContext.js'
import type { CustomQuantityRow, FilterValue, RangeValue, Scalar } from './types.js'

export const EMPTY_QUERY_TEXT = 'Your query will be shown here'

const OPERATORS: Record<string, string> = { gte: '≥', gt: '>', lte: '≤', lt: '<', search: '=' }

function rangeText(range: RangeValue, format: (value: number | string) => string): string {
  const low = range.gte ?? range.gt
  const high = range.lte ?? range.lt
  if (low !== undefined && high !== undefined) return `${format(low)} ${range.gt !== undefined ? '<' : '≤'} x ${range.lt !== undefined ? '<' : '≤'} ${format(high)}`
  const [op, bound] = Object.entries(range).find(([, value]) => value !== undefined) ?? ['', '']
  return `${OPERATORS[op] ?? op} ${format(bound as number | string)}`
}

export function QueryChips() {
  const { filters, lockedFilters, setFilter, clearFilters, units } = useSearchContext()
  const entries = [
    ...Object.entries(lockedFilters).map(([name, value]) => ({ name, value: value as FilterValue, locked: true })),
    ...Object.entries(filters).map(([name, value]) => ({ name, value, locked: false })),
  ]
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} data-testid="query-chips">
        {EMPTY_QUERY_TEXT}
      </Typography>
    )
  }
  const format = (name: string) => (value: number | string) => {
    if (typeof value !== 'number') return String(value)
    const shown = units.toDisplay(value, name)
    const unit = units.displayUnit(name)
    return `${Number(shown.toPrecision(4))}${unit ? ` ${unit}` : ''}`
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }} data-testid="query-chips">
      {entries.map(({ name, value, locked }) => {
        const label = quantityLabel(name)
        const remove = locked ? undefined : () => setFilter(name, undefined)
        if (name === 'custom_quantities' && Array.isArray(value)) {
          return (value as CustomQuantityRow[]).map((row, index) => (
            <Chip key={`${name}-${index}`} size="small" label={`${row.id} ${OPERATORS[row.op] ?? row.op} ${String(row.value)}`} onDelete={remove} />
          ))
        }
        if (Array.isArray(value)) {
          return (value as Scalar[]).map((item) => (
            <Chip
              key={`${name}-${String(item)}`}
              size="small"
              label={`${label}: ${String(item)}`}
              onDelete={locked ? undefined : () => setFilter(name, (value as Scalar[]).filter((other) => other !== item))}
            />
          ))
        }
        if (isRangeValue(value)) return <Chip key={name} size="small" label={`${label}: ${rangeText(value, format(name))}`} onDelete={remove} />
        return <Chip key={name} size="small" label={`${label}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`} onDelete={remove} />
      })}
      <Button size="small" onClick={clearFilters}>
        Clear all
      </Button>
    </Box>
  )
}
