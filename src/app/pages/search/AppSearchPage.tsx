import Typography from '@mui/material/Typography'
import type { ShellApp } from '../../config/shellSettings.js'
import { Page } from '../Page.js'

/** The search page of one configured app; a later issue renders the app itself. */
export default function AppSearchPage({ app }: { app: ShellApp }) {
  return (
    <Page title={app.label}>
      {app.description && <Typography color="text.secondary">{app.description}</Typography>}
    </Page>
  )
}
