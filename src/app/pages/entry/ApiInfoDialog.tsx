import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import type { EntryMetadata } from '../../../renderers/cards/types.js'

const Code = ({ children }: { children: string }) => (
  <pre style={{ background: '#f5f5f5', padding: 8, overflow: 'auto', maxHeight: 300, fontSize: 12 }}>{children}</pre>
)

/** How to get this entry through the API: the calls this page made and the metadata it received. */
export function ApiInfoDialog({ open, onClose, entry, calls }: { open: boolean; onClose: () => void; entry: EntryMetadata; calls: { method: string; path: string; body?: unknown }[] }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Entry API</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>The entry page uses these API calls:</Typography>
        {calls.map((call) => (
          <Code key={`${call.method} ${call.path}`}>{`${call.method} ${call.path}${call.body === undefined ? '' : `\n${JSON.stringify(call.body, null, 2)}`}`}</Code>
        ))}
        <Typography gutterBottom>The entry's metadata as the API returns it:</Typography>
        <Code>{JSON.stringify(entry, null, 2)}</Code>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
