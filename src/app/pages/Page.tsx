import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A page with its title above its content. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ px: 3, py: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  )
}
