import type { AheadSettings } from '../../engine/api/sentAhead.js'
import { configuredOverviewRequired } from '../../engine/config/overviewRequired.js'
import { resolveApps } from '../../engine/config/resolve-apps.js'
import type { StartupConfig } from '../../engine/config/startup.js'
import { firstAnonymousSearch, type SearchRequest } from '../../engine/query/searchRequest.js'

/** What env.js tells the GUI's first script (window.strataAhead) so that it can send a page's first requests itself. */
export function guiAhead(env: StartupConfig, apiBase: string): AheadSettings {
  const firstSearches: Record<string, SearchRequest> = {}
  for (const app of resolveApps(env.ui, env.plugins)) {
    const first = firstAnonymousSearch(app)
    if (first) firstSearches[app.path] = first
  }
  return { apiBase, entryOverviewRequired: configuredOverviewRequired(env.ui.entry?.cards), firstSearches }
}
