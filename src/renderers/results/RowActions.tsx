import LaunchIcon from '@mui/icons-material/Launch'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import type { RowAction } from '../../engine/config/app.js'
import { rowActionUrl } from './rowAction.js'

export type UrlRowAction = Extract<RowAction, { type: 'url' }> & { key: string }

/** The url actions of one result row; an action whose path gives nothing shows 'Not available'. */
export function RowActions({ actions, row }: { actions: readonly UrlRowAction[]; row: Record<string, unknown> }) {
  return (
    <>
      {actions.map((action) => {
        const target = rowActionUrl(action, row)
        const label = action.description ?? action.key
        if (!target.ok) {
          return (
            <Tooltip key={action.key} title={target.reason === 'several' ? 'The action path gives more than one value.' : 'Not available'}>
              <span>
                <IconButton size="small" disabled aria-label={label}>
                  <LaunchIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )
        }
        return (
          <Tooltip key={action.key} title={label}>
            <IconButton size="small" aria-label={label} href={target.url} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
              <LaunchIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      })}
    </>
  )
}
