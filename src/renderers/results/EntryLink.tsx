import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import { Link } from 'react-router'
import { tooltipTitle } from '../common/sharedTooltip.js'
import { RESULT_CLASS } from './resultRowStyles.js'

export const ENTRY_LINK_TEXT = 'Go to the entry page'

/** Opens the entry of a result row below the current search page (entry/id/{entryId}); its tooltip is the results table's. */
export function EntryLink({ row }: { row: Record<string, unknown> }) {
  if (typeof row.entry_id !== 'string') return null
  return (
    <Link
      className={RESULT_CLASS.icon}
      to={`entry/id/${row.entry_id}`}
      aria-label={ENTRY_LINK_TEXT}
      {...tooltipTitle(ENTRY_LINK_TEXT)}
      onClick={(event) => event.stopPropagation()}
    >
      <ArrowForwardIcon fontSize="small" />
    </Link>
  )
}
