import type { ReactNode } from 'react'
import type { AppConfig } from '../../../engine/config/app.js'
import { SearchContextProvider } from '../../../renderers/search/SearchContext.js'
import type { Filters } from '../../../renderers/search/types.js'
import { useApi } from '../../api/ApiContext.js'
import { useAuth } from '../../auth/AuthContext.js'
import { useErrors } from '../../errors/ErrorsContext.js'
import { unitSystemsFromEnv } from './unitSystemsFromEnv.js'

/** The search context of a page, wired to the shell: its API client, login state, error queue and unit systems. */
export function SearchPageFrame({ app, lockedFilters, children }: { app: AppConfig; lockedFilters?: Filters; children: ReactNode }) {
  const api = useApi()
  const auth = useAuth()
  const { raiseError } = useErrors()
  return (
    <SearchContextProvider
      key={app.path}
      app={app}
      api={api}
      loggedIn={auth.status === 'authenticated'}
      unitSystems={unitSystemsFromEnv()}
      lockedFilters={lockedFilters}
      onError={raiseError}
    >
      {children}
    </SearchContextProvider>
  )
}
