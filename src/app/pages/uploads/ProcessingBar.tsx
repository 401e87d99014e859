import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'

/** Bottom bar while the upload processes: 'Upload is processing ...' and the last status message. */
export function ProcessingBar({ message }: { message?: string | null }) {
  return (
    <Paper elevation={4} role="status" sx={{ position: 'sticky', bottom: 0, p: 1, mt: 2, zIndex: 1 }}>
      <Typography variant="body2">Upload is processing ...</Typography>
      {message && (
        <Typography variant="caption" color="text.secondary">
          {message}
        </Typography>
      )}
      <LinearProgress sx={{ mt: 0.5 }} />
    </Paper>
  )
}
