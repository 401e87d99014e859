import { ApiClient } from '../../engine/api/client.js'
import { guiVersion } from '../api/guiVersion.js'
import { hadLogin } from '../auth/loginHint.js'
import { takeSentAhead } from '../boot/sentAhead.js'
import { isLoginCallback } from '../auth/oidcSettings.js'
import { GUI_BASE } from '../constants.js'
import type { ShellSettings } from '../config/shellSettings.js'
import { AppSearchPage, EntryPage, prefetchAppSearch, prefetchEntry, SearchPageContent } from './preloadedPages.js'

/**
 * Starts fetching the code of the page the browser opened on. Pages wait for the login check (which loads
 * the OpenID client and asks the provider); fetching their chunks meanwhile, instead of after it, brings the
 * first search results and entry cards sooner. The lazy routes import the same modules, so nothing loads twice.
 * Gives the page's code once loaded (undefined for a page not preloaded).
 */
export function preloadPageOf(pathname: string, settings: Pick<ShellSettings, 'apps' | 'apiBase' | 'entryCards'>): Promise<unknown> | undefined {
  // First in line: pages wait for the login check, and the check waits for this client (when it runs at all).
  if (hadLogin() || isLoginCallback(pathname)) void import('oidc-client-ts')
  const inApp = pathname.startsWith(GUI_BASE) ? pathname.slice(GUI_BASE.length) : pathname
  // The entry page fetches its overview's code (cards, units library) with its own: now that neither suspends once
  // loaded, that brought the first card sooner (A/B 1460 → 1088 ms), where before it only delayed the login check.
  const entryLink = /\/entry\/id\/([^/]+)/.exec(inApp)
  if (entryLink) {
    // Its data too (anonymous visits only, as a login changes the answers): by the time the page has rendered it is there.
    // The GUI's first script has usually sent them already (route-preload.js); else they go now.
    const entryId = decodedSegment(entryLink[1])
    const sentAhead = takeSentAhead(new ApiClient({ baseUrl: settings.apiBase, guiVersion }))
    if (!hadLogin() && entryId && !sentAhead) void prefetchEntry(entryId, settings.entryCards, settings.apiBase)
    return EntryPage.preload()
  } else if (/^\/search\/[^/]+/.test(inApp)) {
    // The first search, unless the first script sent it already (the server named it in env.js): its code
    // first, so that its request goes out while the rest of the page loads.
    const app = settings.apps.find((candidate) => inApp.replace(/\/$/, '') === `/search/${candidate.path}`)
    const sentAhead = takeSentAhead(new ApiClient({ baseUrl: settings.apiBase, guiVersion }))
    if (app && !hadLogin() && !sentAhead) void prefetchAppSearch(app.config, settings.apiBase)
    return AppSearchPage.preload()
  } else if (/^\/user\/search\/[^/]+/.test(inApp)) return SearchPageContent.preload()
  return undefined
}

/** A path segment decoded, or undefined when it is not valid percent-encoding (the page then reports the link). */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}
