import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useApi } from '../../api/ApiContext.js'
import { CopyButton } from './CopyButton.js'
import { UploadCommands } from './UploadCommands.js'

/** How to reach this upload from scripts: its API URL and the shell upload commands, each copyable. */
export function ApiDialog({ uploadId, open, onClose }: { uploadId: string; open: boolean; onClose: () => void }) {
  const api = useApi()
  const url = api.url(`uploads/${encodeURIComponent(uploadId)}`)
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Access this upload with the API</DialogTitle>
      <DialogContent>
        <Typography variant="caption" color="text.secondary">
          The upload
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Box component="code" sx={{ flex: 1, p: 1, bgcolor: 'action.hover', fontSize: 12 }}>
            {`curl '${url}'`}
          </Box>
          <CopyButton text={`curl '${url}'`} label="Copy: the upload" />
        </Box>
        <UploadCommands />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
