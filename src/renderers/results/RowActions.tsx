import LaunchIcon from '@mui/icons-material/Launch'
import type { RowAction } from '../../engine/config/app.js'
import { tooltipTitle } from '../common/sharedTooltip.js'
import { NorthRowAction } from './NorthRowAction.js'
import { rowActionUrl } from './rowAction.js'
import { RESULT_CLASS } from './resultRowStyles.js'
import { UnavailableAction } from './UnavailableAction.js'

export type KeyedRowAction = RowAction & { key: string }
export type UrlRowAction = Extract<RowAction, { type: 'url' }> & { key: string }
export type ToolRowAction = Extract<RowAction, { type: 'north' }> & { key: string }

/** The actions of one result row: url actions link, north actions open a tool; one whose path gives nothing shows 'Not available'. Their tooltips are the results table's (useSharedTooltip). */
export function RowActions({ actions, row }: { actions: readonly KeyedRowAction[]; row: Record<string, unknown> }) {
  return (
    <>
      {actions.map((action) =>
        action.type === 'north' ? <NorthRowAction key={action.key} action={action} row={row} /> : <UrlAction key={action.key} action={action} row={row} />,
      )}
    </>
  )
}

function UrlAction({ action, row }: { action: UrlRowAction; row: Record<string, unknown> }) {
  const target = rowActionUrl(action, row)
  const label = action.description ?? action.key
  if (!target.ok) return <UnavailableAction label={label} target={target} />
  return (
    <a
      className={RESULT_CLASS.icon}
      aria-label={label}
      {...tooltipTitle(label)}
      href={target.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => event.stopPropagation()}
    >
      <LaunchIcon fontSize="small" />
    </a>
  )
}
