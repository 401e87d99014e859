import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Component, type ErrorInfo, type ReactNode } from 'react'

/** Spec 3 §8: what a lane shows in place of content that crashed while rendering. */
export const LANE_ERROR_TEXT = 'This section could not be rendered, due to an unexpected error'

/** Keeps a crashing lane to itself: the other lanes of the browser go on working. */
export class LaneErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Box sx={{ width: 300, p: 1 }} data-testid="lane-error">
        <Typography color="error">{LANE_ERROR_TEXT}</Typography>
      </Box>
    )
  }
}
