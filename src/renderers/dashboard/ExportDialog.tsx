import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import type { WidgetConfig } from '../widgets/kind/widgetKind.js'
import { dashboardToYaml } from './dashboardYaml.js'

/** Shows the dashboard as YAML to copy into an app config or to import later. */
export function ExportDialog({ widgets, onClose }: { widgets: readonly WidgetConfig[]; onClose: () => void }) {
  const yaml = dashboardToYaml(widgets)
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onClose} aria-labelledby="dashboard-export-title">
      <DialogTitle id="dashboard-export-title">Export dashboard</DialogTitle>
      <DialogContent>
        <TextField
          multiline
          fullWidth
          maxRows={20}
          value={yaml}
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } }, htmlInput: { 'aria-label': 'Dashboard YAML' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(yaml)}>Copy</Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}
