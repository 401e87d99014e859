import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'

export const DEFAULT_HELP_TITLE = 'Help'

interface Props {
  open: boolean
  onClose: () => void
  title?: string
  body: string
}

/** A help text in a dialog titled 'Help' unless told otherwise, closed by its Close button. */
export function HelpDialog({ open, onClose, title = DEFAULT_HELP_TITLE, body }: Props) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
          {body}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
