import Typography from '@mui/material/Typography'
import { useEffect, type ReactNode } from 'react'
import type { AppConfig } from '../../../engine/config/app.js'
import { SearchContextProvider } from '../../../renderers/search/SearchContext.js'
import { useAppSchemas } from '../../../renderers/search/schemaQuantities.js'
import type { Filters } from '../../../renderers/search/types.js'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { useShellSettings } from '../../config/SettingsContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { LOADING_SCHEMAS_TEXT } from './LazySearchPage.js'

/** The search context of a page, wired to the shell: its API client, login state, error queue and unit systems. */
export function SearchPageFrame(props: { app: AppConfig; lockedFilters?: Filters; syncUrl?: boolean; initialFilters?: Filters; children: ReactNode }) {
  const { app, lockedFilters, syncUrl, initialFilters, children } = props
  const api = useApi()
  const auth = useAuth()
  const { unitSystems } = useShellSettings()
  const { raiseError } = useErrors()
  // The user-defined schemas the app uses are loaded before the search starts (spec 2 §8 texts on failure).
  const schemas = useAppSchemas(app, api)
  useEffect(() => schemas.errors.forEach((message) => raiseError(new Error(message))), [schemas.errors, raiseError])
  if (schemas.loading) return <Typography sx={{ p: 3 }} color="text.secondary">{LOADING_SCHEMAS_TEXT}</Typography>
  return (
    <SearchContextProvider
      key={app.path}
      app={app}
      api={api}
      loggedIn={auth.status === 'authenticated'}
      unitSystems={unitSystems}
      lockedFilters={lockedFilters}
      syncUrl={syncUrl}
      initialFilters={initialFilters}
      onError={raiseError}
    >
      {children}
    </SearchContextProvider>
  )
}
