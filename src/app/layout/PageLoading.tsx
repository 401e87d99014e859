import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'

export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  )
}
