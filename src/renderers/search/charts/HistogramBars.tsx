import Box from '@mui/material/Box'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Scale } from '../../../engine/config/common.js'
import { scaledShare } from '../scale.js'

export interface HistogramBin {
  /** Lower edge of the bin. */
  start: number
  /** Upper edge of the bin. */
  end: number
  count: number
}

export interface HistogramRange {
  gte: number
  lte: number
}

export interface HistogramBarsProps {
  bins: readonly HistogramBin[]
  scale?: Scale
  /** The selected range; bins inside it are highlighted. */
  selected?: { gte?: number; lte?: number; gt?: number; lt?: number }
  /** Called when the user clicks a bin or drags across bins: the range from the first to the last bin. */
  onSelect?: (range: HistogramRange) => void
  formatValue?: (value: number) => string
  height?: number | string
}

const inside = (bin: HistogramBin, selected: HistogramBarsProps['selected']): boolean => {
  if (!selected) return false
  const low = selected.gte ?? selected.gt ?? -Infinity
  const high = selected.lte ?? selected.lt ?? Infinity
  return bin.end > low && bin.start < high
}

/** Bars grow and shrink to new counts or a new scale in 500 ms (spec 3 §9). */
const BAR_TRANSITION = 'height 500ms ease-in-out'

/** Vertical bars of a histogram; click a bar or drag across bars to select a range. */
export function HistogramBars({ bins, scale = 'linear', selected, onSelect, formatValue = String, height = '100%' }: HistogramBarsProps) {
  const [drag, setDrag] = useState<{ from: number; to: number } | undefined>()
  const max = Math.max(0, ...bins.map((bin) => bin.count))

  const finish = () => {
    if (!drag) return
    const first = Math.min(drag.from, drag.to)
    const last = Math.max(drag.from, drag.to)
    setDrag(undefined)
    onSelect?.({ gte: bins[first].start, lte: bins[last].end })
  }

  const dragged = (index: number) => drag !== undefined && index >= Math.min(drag.from, drag.to) && index <= Math.max(drag.from, drag.to)

  const low = bins.length > 0 ? bins[0].start : undefined
  const high = bins.length > 0 ? bins[bins.length - 1].end : undefined
  const ticks = low === undefined || high === undefined ? [] : [low, (low + high) / 2, high]

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height }}>
      <Box
        role="group"
        aria-label="histogram"
        onMouseLeave={() => setDrag(undefined)}
        onMouseUp={finish}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: '1px', flex: 1, minHeight: 0, userSelect: 'none', cursor: onSelect ? 'pointer' : 'default' }}
      >
        {bins.map((bin, index) => {
          const highlighted = dragged(index) || (drag === undefined && inside(bin, selected))
          return (
            <Tooltip key={index} title={`${formatValue(bin.start)} – ${formatValue(bin.end)}: ${bin.count}`} disableInteractive>
              <Box
                data-testid="histogram-bin"
                data-count={bin.count}
                data-selected={highlighted || undefined}
                onMouseDown={(event) => {
                  if (event.button === 0 && onSelect) setDrag({ from: index, to: index })
                }}
                onMouseEnter={() => setDrag((current) => (current ? { ...current, to: index } : current))}
                sx={{ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end' }}
              >
                <Box
                  data-testid="histogram-bar"
                  style={{ transition: BAR_TRANSITION }}
                  sx={{
                    width: '100%',
                    height: `${scaledShare(bin.count, max, scale) * 100}%`,
                    minHeight: bin.count > 0 ? '1px' : 0,
                    bgcolor: highlighted ? 'secondary.main' : 'primary.main',
                    opacity: selected && !highlighted && drag === undefined ? 0.5 : 1,
                  }}
                />
              </Box>
            </Tooltip>
          )
        })}
      </Box>
      {/* At least two ticks (spec 2 §9): the lower edge, the middle and the upper edge. */}
      <Box data-testid="histogram-ticks" sx={{ display: 'flex', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}>
        {ticks.map((tick, index) => (
          <Typography key={index} variant="caption" color="text.secondary">
            {formatValue(tick)}
          </Typography>
        ))}
      </Box>
    </Box>
  )
}
