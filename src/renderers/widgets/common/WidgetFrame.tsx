import DeleteIcon from '@mui/icons-material/Delete'
import DragIndicatorIcon from '@mui/icons-material/DragIndicator'
import EditIcon from '@mui/icons-material/Edit'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { forwardRef, type ReactNode } from 'react'

/** CSS class of the part of a widget that moves it on the grid. */
export const WIDGET_DRAG_HANDLE = 'strata-widget-drag-handle'

export interface WidgetFrameProps {
  title: string
  description?: string
  onEdit: () => void
  onRemove: () => void
  /** Extra controls in the header (before edit and remove). */
  actions?: ReactNode
  /** Below the body: e.g. 'Showing top 5' or range inputs. */
  footer?: ReactNode
  children: ReactNode
}

/** The card around every widget: a title bar that drags it, edit and remove buttons, the body filling the rest. */
export const WidgetFrame = forwardRef<HTMLDivElement, WidgetFrameProps>(function WidgetFrame(
  { title, description, onEdit, onRemove, actions, footer, children },
  bodyRef,
) {
  return (
    <Paper variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }} aria-label={title} role="region">
      <Box className={WIDGET_DRAG_HANDLE} sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.25, cursor: 'move', gap: 0.5 }}>
        <DragIndicatorIcon fontSize="small" color="action" />
        <Tooltip title={description ?? ''}>
          <Typography variant="subtitle2" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
        </Tooltip>
        {actions}
        <Tooltip title="Edit widget">
          <IconButton size="small" aria-label="Edit widget" onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Remove widget">
          <IconButton size="small" aria-label="Remove widget" onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box ref={bodyRef} sx={{ flex: 1, minHeight: 0, px: 1, overflow: 'hidden', position: 'relative' }}>
        {children}
      </Box>
      {footer && <Box sx={{ px: 1, pb: 0.5 }}>{footer}</Box>}
    </Paper>
  )
})
