import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Typography from '@mui/material/Typography'
import type { Scale } from '../../../engine/config/common.js'
import { scaledShare } from '../scale.js'

export interface TermsItem {
  value: string
  count: number
  /** Shown instead of the value when given. */
  label?: string
}

export interface TermsBarsProps {
  items: readonly TermsItem[]
  selected: ReadonlySet<string>
  onToggle?: (value: string) => void
  scale?: Scale
}

/** Height of one row in px (spec 2 §9: one row about 34 px). */
export const TERMS_ROW_HEIGHT = 34

/** One row per term: a check box, the value, its count and a bar behind scaled to the largest count. */
export function TermsBars({ items, selected, onToggle, scale = 'linear' }: TermsBarsProps) {
  const max = Math.max(0, ...items.map((item) => item.count))
  return (
    <Box role="list">
      {items.map((item) => {
        const checked = selected.has(item.value)
        const label = item.label ?? item.value
        return (
          <Box
            key={item.value}
            role="listitem"
            aria-label={label}
            data-selected={checked || undefined}
            onClick={() => onToggle?.(item.value)}
            sx={{ position: 'relative', display: 'flex', alignItems: 'center', height: TERMS_ROW_HEIGHT, cursor: onToggle ? 'pointer' : 'default' }}
          >
            <Box
              sx={{
                position: 'absolute',
                left: 0,
                top: 4,
                bottom: 4,
                width: `${scaledShare(item.count, max, scale) * 100}%`,
                bgcolor: checked ? 'secondary.light' : 'primary.light',
                opacity: 0.3,
                pointerEvents: 'none',
              }}
            />
            <Checkbox size="small" checked={checked} tabIndex={-1} slotProps={{ input: { 'aria-label': label } }} sx={{ p: 0.5 }} />
            <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ pl: 1, pr: 0.5 }}>
              {item.count}
            </Typography>
          </Box>
        )
      })}
    </Box>
  )
}
