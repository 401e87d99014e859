import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useErrors } from './ErrorsContext.js'

/** Shows the oldest queued error at the bottom left until the user closes it; then the next one. */
export function ErrorSnackbar() {
  const { queue, dismissError } = useErrors()
  const current = queue[0]
  return (
    <Snackbar key={current?.id} open={Boolean(current)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      {current ? (
        <Alert severity="error" variant="filled" onClose={() => dismissError(current.id)} data-testid="error-snackbar">
          {current.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  )
}
