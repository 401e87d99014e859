import HelpOutlineIcon from '@mui/icons-material/Help'
import LockIcon from '@mui/icons-material/Lock'
import LockOpenIcon from '@mui/icons-material/LockOpen'
import PeopleIcon from '@mui/icons-material/People'
import PersonIcon from '@mui/icons-material/Person'
import PublicIcon from '@mui/icons-material/Public'
import Tooltip from '@mui/material/Tooltip'
import type { ReactElement } from 'react'
import type { Upload } from '../../../engine/api/schemas/uploads.js'
import { STATUS_ICON_TOOLTIPS, statusIconState, type StatusIconState, type Viewer } from './uploadStatus.js'

const ICONS: Record<StatusIconState, ReactElement> = {
  'not-available': <HelpOutlineIcon color="disabled" />,
  'published-public': <PublicIcon color="primary" />,
  'embargo-main-author': <LockOpenIcon color="primary" />,
  'embargo-coauthor': <LockOpenIcon color="primary" />,
  'embargo-reviewer': <LockOpenIcon color="primary" />,
  'embargo-not-accessible': <LockIcon color="error" />,
  'embargo-after-login': <LockIcon color="action" />,
  'unpublished-all': <PublicIcon color="action" />,
  'unpublished-only-you': <PersonIcon color="action" />,
  'unpublished-main-author': <PeopleIcon color="action" />,
  'unpublished-coauthor': <PeopleIcon color="action" />,
  'unpublished-reviewer': <PeopleIcon color="action" />,
}

/** One icon per access state of spec 1 §4, with the state as its accessible name. */
export function UploadStatusIcon({ upload, viewer }: { upload?: Upload; viewer: Viewer }) {
  const state = statusIconState(upload, viewer)
  const text = STATUS_ICON_TOOLTIPS[state]
  return (
    <Tooltip title={text}>
      <span role="img" aria-label={text} data-state={state} style={{ display: 'inline-flex' }}>
        {ICONS[state]}
      </span>
    </Tooltip>
  )
}
