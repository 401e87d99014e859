import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import type { WidgetConfig } from '../widgets/kind/widgetKind.js'
import { dashboardFromYaml } from './dashboardYaml.js'

/** Replaces the dashboard by widgets pasted as YAML; any error disables Save (spec 2 §5). */
export function ImportDialog({ onImport, onClose }: { onImport: (widgets: WidgetConfig[]) => void; onClose: () => void }) {
  const [text, setText] = useState('')
  const result = text.trim() === '' ? undefined : dashboardFromYaml(text)
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onClose} aria-labelledby="dashboard-import-title">
      <DialogTitle id="dashboard-import-title">Import dashboard</DialogTitle>
      <DialogContent>
        <TextField
          multiline
          fullWidth
          minRows={8}
          maxRows={20}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ input: { sx: { fontFamily: 'monospace', fontSize: 13 } }, htmlInput: { 'aria-label': 'Dashboard YAML' } }}
          sx={{ mt: 1 }}
        />
        {result && !result.ok && (
          <Alert severity="error" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {result.errors.join('\n')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!result?.ok}
          onClick={() => {
            if (result?.ok) onImport(result.widgets)
          }}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  )
}
