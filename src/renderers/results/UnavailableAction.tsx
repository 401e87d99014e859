import LaunchIcon from '@mui/icons-material/Launch'
import { tooltipTitle } from '../common/sharedTooltip.js'
import type { RowActionTarget } from './rowAction.js'
import { RESULT_CLASS } from './resultRowStyles.js'

/** A row action that cannot run for this row, with the reason as its tooltip ('Not available' when its path gives nothing). */
export function UnavailableAction({ label, target }: { label: string; target: Extract<RowActionTarget, { ok: false }> }) {
  return (
    // A disabled button gets no pointer events: its wrapper carries the tooltip.
    <span {...tooltipTitle(target.reason === 'several' ? 'The action path gives more than one value.' : 'Not available')}>
      <button type="button" className={RESULT_CLASS.icon} disabled aria-label={label}>
        <LaunchIcon fontSize="small" />
      </button>
    </span>
  )
}
