import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import type { ToolModel } from '../../engine/api/schemas/north.js'
import { ToolLaunchButtons } from './ToolLaunchButtons.js'
import type { ToolsContextValue } from './ToolsContext.js'
import { useToolLauncher } from './useToolLauncher.js'

export interface ToolStatusDialogProps {
  context: ToolsContextValue
  tool: ToolModel
  uploadId: string
  filePath?: string
  onClose: () => void
}

/** The tool-status dialog (spec 2 §2): the tool's state for this upload, with Launch/Open and Stop. */
export function ToolStatusDialog({ context, tool, uploadId, filePath, onClose }: ToolStatusDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tool-status-title">
      <DialogTitle id="tool-status-title">{tool.title ?? tool.name}</DialogTitle>
      <DialogContent>
        {context.loggedIn ? <DialogBody context={context} tool={tool} uploadId={uploadId} filePath={filePath} /> : <ToolLaunchButtons launcher={noLauncher} loggedIn={false} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}

const noLauncher = { phase: 'checking' as const, launchOrOpen: () => undefined, stop: () => undefined }

function DialogBody({ context, tool, uploadId, filePath }: Omit<ToolStatusDialogProps, 'onClose'>) {
  const launcher = useToolLauncher(context, tool, { uploadId, filePath })
  return (
    <>
      {tool.short_description && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {tool.short_description}
        </Typography>
      )}
      {context.hub && !context.hub.available && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {context.hub.message}
        </Alert>
      )}
      {launcher.error !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {launcher.error instanceof Error ? launcher.error.message : String(launcher.error)}
        </Alert>
      )}
      <ToolLaunchButtons launcher={launcher} loggedIn uploadId={uploadId} hubAvailable={context.hub?.available !== false} />
    </>
  )
}
