import Link from '@mui/material/Link'
import type { ReactNode } from 'react'
import { Link as RouterLink, useInRouterContext } from 'react-router'

/** The metainfo browser's page of a definition: /analyze/metainfo/{qualified section name}[/{item}...]. */
export const metainfoUrl = (path: readonly string[]) => `/analyze/metainfo/${path.map(encodeURIComponent).join('/')}`

/** A link from the archive browser to a definition's metainfo page (plain text outside a router). */
export function MetainfoLink({ path, children }: { path: readonly string[]; children: ReactNode }) {
  if (!useInRouterContext()) return <>{children}</>
  return (
    <Link component={RouterLink} to={metainfoUrl(path)} color="inherit" title="Show the definition in the metainfo browser">
      {children}
    </Link>
  )
}
