import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined'
import MuiBreadcrumbs from '@mui/material/Breadcrumbs'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link as RouterLink, useMatches } from 'react-router'
import { HelpDialog } from '../help/HelpDialog.js'
import { isRouteHandle, type HelpContent } from '../routing/routeHandle.js'
import { useBreadcrumbLabels } from './breadcrumbLabels.js'

interface Crumb {
  label: string
  pathname: string
  help?: HelpContent
}

function useCrumbs(): Crumb[] {
  const matches = useMatches()
  const labels = useBreadcrumbLabels()
  const crumbs: Crumb[] = []
  for (const match of matches) {
    const handle = match.handle
    if (!isRouteHandle(handle) || !handle.breadcrumb) continue
    const pathname = match.pathname.replace(/\/+$/, '') || '/'
    const label =
      labels.get(pathname) ?? (typeof handle.breadcrumb === 'function' ? handle.breadcrumb(match.params) : handle.breadcrumb)
    // Index and layout routes share the pathname of their parent: keep the innermost.
    if (crumbs.at(-1)?.pathname === pathname) crumbs.pop()
    crumbs.push({ label, pathname, help: handle.help })
  }
  return crumbs
}

/** The path to the current page; the last crumb carries the page's help. */
export function Breadcrumbs() {
  const crumbs = useCrumbs()
  const [helpOpen, setHelpOpen] = useState(false)
  const last = crumbs.at(-1)
  if (!last) return null
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" sx={{ px: 3, py: 1 }}>
      {crumbs.slice(0, -1).map((crumb) => (
        <Link key={crumb.pathname} component={RouterLink} to={crumb.pathname} underline="hover" color="inherit">
          {crumb.label}
        </Link>
      ))}
      <Typography color="text.primary" component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
        {last.label}
        {last.help && (
          <>
            <IconButton size="small" aria-label="help" onClick={() => setHelpOpen(true)} sx={{ ml: 0.5 }}>
              <HelpOutlineIcon fontSize="small" />
            </IconButton>
            <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} title={last.help.title} body={last.help.body} />
          </>
        )}
      </Typography>
    </MuiBreadcrumbs>
  )
}
