import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { LANE_WIDTH } from './laneWidth.js'

/** One lane of the archive browser: a fixed-width column that scrolls on its own. */
export function LaneBox({ children, width = LANE_WIDTH }: { children: ReactNode; width?: number }) {
  return (
    <Box data-testid="archive-lane" style={{ width, minWidth: width }} sx={{ borderRight: 1, borderColor: 'divider', overflowY: 'auto', height: '100%' }}>
      {children}
    </Box>
  )
}
