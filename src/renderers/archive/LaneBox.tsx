import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

export const LANE_WIDTH = 320

/** One lane of the archive browser: a fixed-width column that scrolls on its own. */
export function LaneBox({ children }: { children: ReactNode }) {
  return (
    <Box data-testid="archive-lane" sx={{ width: LANE_WIDTH, minWidth: LANE_WIDTH, borderRight: 1, borderColor: 'divider', overflowY: 'auto', height: '100%' }}>
      {children}
    </Box>
  )
}
