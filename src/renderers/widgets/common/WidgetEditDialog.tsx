import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'

export interface WidgetEditDialogProps {
  title: string
  /** Whether errors are shown (or a check is pending); Done is disabled then (spec 2 §4). */
  hasErrors: boolean
  onDone: () => void
  onCancel: () => void
  children: ReactNode
}

/** The frame of every widget edit dialog: the fields, then Cancel and Done. */
export function WidgetEditDialog({ title, hasErrors, onDone, onCancel, children }: WidgetEditDialogProps) {
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onCancel} aria-labelledby="widget-edit-title">
      <DialogTitle id="widget-edit-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={hasErrors} onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  )
}
