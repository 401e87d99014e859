import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { ApiError } from '../../engine/api/errors.js'

/** A write that failed because the target path exists already (answers 409, or a message saying so). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || /already exists|exists already/i.test(error.message))
}

/** Spec 2 §4 "File upload": a conflict with an existing path asks; Yes retries with overwrite, No cancels. */
export function OverwriteDialog({ open, paths, onYes, onNo }: { open: boolean; paths: string[]; onYes: () => void; onNo: () => void }) {
  return (
    <Dialog open={open} onClose={onNo}>
      <DialogTitle>Overwrite files?</DialogTitle>
      <DialogContent>{`${paths.join(', ')} already exist${paths.length === 1 ? 's' : ''}. Do you want to overwrite ${paths.length === 1 ? 'it' : 'them'}?`}</DialogContent>
      <DialogActions>
        <Button onClick={onNo}>No</Button>
        <Button variant="contained" onClick={onYes} autoFocus>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  )
}
