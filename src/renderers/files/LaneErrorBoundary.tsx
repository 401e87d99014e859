import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { RenderBoundary } from '../common/RenderBoundary.js'

/** Spec 3 §8: what a lane shows in place of content that crashed while rendering. */
export const LANE_ERROR_TEXT = 'This section could not be rendered, due to an unexpected error'

/** Keeps a crashing lane to itself: the other lanes of the browser go on working. */
export function LaneErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RenderBoundary
      fallback={() => (
        <Box sx={{ width: 300, p: 1 }} data-testid="lane-error">
          <Typography color="error">{LANE_ERROR_TEXT}</Typography>
        </Box>
      )}
    >
      {children}
    </RenderBoundary>
  )
}
