import Box from '@mui/material/Box'
import type { LegendEntry } from './legend.js'

/** The species present, each with the colour its atoms are drawn in; laid over the view's corner. */
export function ElementLegend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <Box component="ul" aria-label="Element legend" sx={{ position: 'absolute', top: 8, left: 8, m: 0, p: 0.5, listStyle: 'none', bgcolor: 'rgba(255,255,255,0.75)', borderRadius: 1, maxHeight: 'calc(100% - 16px)', overflow: 'auto' }}>
      {entries.map(({ z, symbol, color }) => (
        <Box component="li" key={z} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13, lineHeight: '20px' }}>
          <Box component="span" data-testid="legend-swatch" style={{ backgroundColor: color }} sx={{ width: 14, height: 14, border: '1px solid #555', borderRadius: '50%', flex: 'none' }} />
          {symbol}
        </Box>
      ))}
    </Box>
  )
}
