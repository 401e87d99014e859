import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/**
 * The frame of ELN editors that show a stored value beside one action (a file path with its upload
 * button, a query with its edit button): label above, value and action in a row, then whatever the
 * editor adds below (progress, messages, its dialog).
 */
export function ValueWithAction({ label, value, action, children }: { label: string; value: ReactNode; action: ReactNode; children?: ReactNode }) {
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {value}
        {action}
      </Box>
      {children}
    </Box>
  )
}
