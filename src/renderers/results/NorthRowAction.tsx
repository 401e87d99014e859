import LaunchIcon from '@mui/icons-material/Launch'
import { useState } from 'react'
import { tooltipTitle } from '../common/sharedTooltip.js'
import { ToolStatusDialog } from '../north/ToolStatusDialog.js'
import { useTools } from '../north/ToolsContext.js'
import { rowActionValue } from './rowAction.js'
import { RESULT_CLASS } from './resultRowStyles.js'
import type { ToolRowAction } from './RowActions.js'
import { UnavailableAction } from './UnavailableAction.js'

/**
 * A `type: north` row action (spec 2 §3): opens the tool-status dialog of `tool_name` for the row's
 * upload and the file its `filepath` gives. It needs the tools hub, the tool and a file path.
 */
export function NorthRowAction({ action, row }: { action: ToolRowAction; row: Record<string, unknown> }) {
  const context = useTools()
  const [open, setOpen] = useState(false)
  const label = action.description ?? action.key
  const tool = context?.tools?.find((candidate) => candidate.name === action.tool_name)
  const file = rowActionValue(action.filepath, row)
  const uploadId = typeof row.upload_id === 'string' ? row.upload_id : undefined
  if (!file.ok) return <UnavailableAction label={label} target={file} />
  if (!context || !tool || !uploadId) return <UnavailableAction label={label} target={{ ok: false, reason: 'empty' }} />
  return (
    <>
      <button
        type="button"
        className={RESULT_CLASS.icon}
        aria-label={label}
        {...tooltipTitle(label)}
        onClick={(event) => {
          event.stopPropagation()
          setOpen(true)
        }}
      >
        <LaunchIcon fontSize="small" />
      </button>
      {open && (
        <span onClick={(event) => event.stopPropagation()}>
          <ToolStatusDialog context={context} tool={tool} uploadId={uploadId} filePath={file.url} onClose={() => setOpen(false)} />
        </span>
      )}
    </>
  )
}
