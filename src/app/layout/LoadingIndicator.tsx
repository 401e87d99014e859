import LinearProgress from '@mui/material/LinearProgress'
import { useApiInFlight } from '../api/ApiContext.js'

/** A thin bar under the top bar while any API request is in flight. */
export function LoadingIndicator() {
  const inFlight = useApiInFlight()
  return (
    <LinearProgress
      aria-label="Loading"
      aria-hidden={inFlight === 0}
      color="secondary"
      sx={{ height: 3, visibility: inFlight > 0 ? 'visible' : 'hidden' }}
    />
  )
}
