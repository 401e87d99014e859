import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'

/** Shown instead of the GUI when the startup configuration is missing or invalid. */
export function ConfigErrorPage({ problems }: { problems: string[] }) {
  return (
    <Box sx={{ p: 4, maxWidth: 960, mx: 'auto' }}>
      <Alert severity="error">
        <AlertTitle>The startup configuration of this installation is invalid</AlertTitle>
        The GUI cannot start. Please tell the administrators of this installation; they find the details below.
        <Box component="ul" sx={{ mt: 1, mb: 0, fontFamily: 'monospace' }}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Box>
      </Alert>
    </Box>
  )
}
