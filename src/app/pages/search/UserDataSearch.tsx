import Typography from '@mui/material/Typography'
import { useShellSettings } from '../../config/SettingsContext.js'
import { LazySearchPage } from './LazySearchPage.js'

/** Only the user's own entries (owner user). */
const USER_FILTERS = { visibility: 'user' }

/**
 * The search of the user's own data (spec 1 §2 '/user/search'): the Entries app's menu, columns and
 * dashboard (the first app when there is no Entries app), searching only the user's entries.
 */
export function UserDataSearch() {
  const { apps } = useShellSettings()
  const app = apps.find((candidate) => candidate.path === 'entries') ?? apps[0]
  if (!app) return <Typography>No apps available</Typography>
  return <LazySearchPage title="Your data" app={app.config} lockedFilters={USER_FILTERS} />
}
