import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useApi } from '../../api/ApiContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { EmbargoSelect } from './EmbargoSelect.js'
import { transferTargetProblem } from '../../../engine/api/transferTarget.js'

/** Transfer a published upload to another deployment (payload of spec 1 §3: embargo_length, auth_token, target_deployment_url). */
/** `embargoLength` (the upload's own) is what the target applies unless the user picks another. */
export function TransferDialog({ uploadId, embargoLength, open, onClose, onDone }: { uploadId: string; embargoLength: number; open: boolean; onClose: () => void; onDone: () => void }) {
  const api = useApi()
  const { raiseError } = useErrors()
  const [target, setTarget] = useState('')
  const [token, setToken] = useState('')
  const [embargo, setEmbargo] = useState(embargoLength)
  const problem = target ? transferTargetProblem(target) : undefined
  const submit = async () => {
    try {
      await api.post(`uploads/${encodeURIComponent(uploadId)}/action/transfer`, {
        embargo_length: embargo,
        auth_token: token || undefined,
        target_deployment_url: target.trim(),
      })
      onDone()
      onClose()
    } catch (error) {
      raiseError(error)
    }
  }
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Transfer the upload</DialogTitle>
      <DialogContent>
        <TextField
          label="Target deployment URL"
          placeholder="https://example.org/nomad/api"
          fullWidth
          margin="dense"
          value={target}
          error={Boolean(problem)}
          helperText={problem}
          onChange={(event) => setTarget(event.target.value)}
        />
        <TextField label="Auth token" fullWidth margin="dense" value={token} onChange={(event) => setToken(event.target.value)} />
        <EmbargoSelect value={embargo} onChange={setEmbargo} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!target || Boolean(problem)} onClick={() => void submit()}>
          Transfer
        </Button>
      </DialogActions>
    </Dialog>
  )
}
